import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { alignEven, intersection, intersects, mergeRects, type Rect, sameRect, union } from "../compose/geometry";
import { frameLayout } from "../compose/layout";
import { palette } from "../compose/palette";
import { STYLE_KITS } from "../compose/styles";
import type { LayerKind, Shot, Sprite, Timeline } from "../compose/types";
import { collectAll, collectYoung } from "./collect";
import { type Bitmap, Compositor, type Piece } from "./compositor";
import { copyFrame, createYuvFrame, crossFade, dimToBlack, type YuvFrame } from "./yuv";

// Past this share of the frame one region around every changed one is cheaper than drawing each.
const ONE_REGION_SHARE = 0.55;

export type FrameStats = { full: number; partial: number; unchanged: number; transition: number; pixels: number };

/**
 * Produces the video's frames, in order, as yuv420p, redrawing only what changed:
 * each shot's still parts are painted once into a plate; per frame only the
 * regions where a sprite moved or changed are re-composited from the plate and
 * converted, and the rest of the previous frame is kept as it was. Compositing
 * lays ready pictures (see Compositor): a sprite that is one picture moving by
 * whole pixels gives it (`placed`), any other is drawn by Skia once per state.
 *
 * Transitions are mixed from converted frames: the outgoing shot is held as its
 * last frame, the incoming shot keeps being drawn region by region, and the
 * crossfade or dip is computed on the yuv bytes (see crossFade, dimToBlack).
 */
export class FrameSource {
  readonly stats: FrameStats = { full: 0, partial: 0, unchanged: 0, transition: 0, pixels: 0 };
  /** The current shot without any transition applied. */
  private readonly clean: YuvFrame;
  /** The outgoing shot's last frame, during a transition. */
  private readonly held: YuvFrame;
  /** Clean and held mixed, during a transition. */
  private readonly mixed: YuvFrame;
  private output: YuvFrame;
  private lastChanged = true;
  private compositorMade: Compositor | undefined;
  /** Each shot's plate, read back when first needed. */
  private readonly plates = new Map<Shot, Bitmap>();
  /** What a sprite without a ready picture drew last, and for which state and area. */
  private readonly drawn = new Map<Sprite, { key: string; canvas: Canvas; piece: Piece }>();
  private previous: { shot: Shot; sprites: Array<{ bounds: Rect | null; state: string }> } | undefined;

  constructor(private readonly timeline: Timeline) {
    // Snapshots need none of these; 3 MB each at 1080x1920, so they are made on first use.
    this.clean = lazyFrame(timeline);
    this.held = lazyFrame(timeline);
    this.mixed = lazyFrame(timeline);
    this.output = this.clean;
  }

  /** The last rendered frame; valid until the next `render`. */
  get frame(): YuvFrame {
    return this.output;
  }

  /** Whether the last rendered frame differs from the one before it (nothing moved, no transition: the same bytes). */
  get changed(): boolean {
    return this.lastChanged;
  }

  /**
   * Before frame `index` is rendered: when it starts a shot, reads the shot's pictures back one at a time, letting the
   * event loop turn between them. Skia's canvases are freed only when it does, so a shot's first frame read in one go
   * held every canvas painted for it at once (~70 MB at 1080x1920).
   */
  async prepare(index: number): Promise<void> {
    const t = index / this.timeline.fps;
    const shot = this.timeline.shots[this.shotIndexAt(t)]!;
    if (this.previous?.shot === shot) return;
    const settle = async () => {
      collectYoung();
      await new Promise((resolve) => setImmediate(resolve));
    };
    this.plateOf(shot);
    await settle();
    for (const sprite of shot.sprites) {
      const bounds = sprite.bounds(t);
      if (!bounds) continue;
      this.pieceOf(sprite, t, bounds);
      await settle();
    }
  }

  /** Renders frame `index`; call with 0, 1, 2, … (each frame is built from the one before). */
  render(index: number): void {
    const t = index / this.timeline.fps;
    const shotIndex = this.shotIndexAt(t);
    const shot = this.timeline.shots[shotIndex]!;
    const unchangedBefore = this.stats.unchanged;
    this.updateClean(t, shot, shotIndex);
    // A transition's last mixed frame is followed by the clean one, which differs even when nothing moved.
    this.lastChanged = this.stats.unchanged === unchangedBefore || this.output !== this.clean;
    this.output = this.clean;
    // Its last frame: the shot's art goes before the next shot's is made, so the two are never held at once.
    if (this.shotIndexAt((index + 1) / this.timeline.fps) !== shotIndex) this.endShot(shot);

    const transition = shot.transition;
    if (shotIndex === 0 || transition.kind === "cut" || t >= shot.start + transition.seconds) return;
    const progress = Math.min(1, Math.max(0, (t - shot.start) / transition.seconds));
    this.output = this.mixed;
    this.lastChanged = true;
    this.stats.transition++;
    if (transition.kind === "fade") {
      crossFade(this.mixed, this.held, this.clean, progress);
    } else {
      // Out to black over the first half, in from black over the second.
      const outgoing = progress < 0.5;
      dimToBlack(this.mixed, outgoing ? this.held : this.clean, outgoing ? progress * 2 : 2 - progress * 2);
    }
  }

  /** Rendering is over: the compositor's memory (tens of megabytes) is let go now, not whenever V8 looks next. */
  close(): void {
    this.compositorMade = undefined;
    this.plates.clear();
    this.drawn.clear();
    collectAll();
  }

  /** The full frame at time `t` as an RGBA canvas (thumbnail, docs frames). */
  snapshot(t: number): Canvas {
    const shot = this.timeline.shots[this.shotIndexAt(t)]!;
    const canvas = createCanvas(this.timeline.width, this.timeline.height);
    this.paintShot(canvas.getContext("2d"), shot, t);
    return canvas;
  }

  private updateClean(t: number, shot: Shot, shotIndex: number): void {
    const states = shot.sprites.map((sprite) => ({ bounds: sprite.bounds(t), state: sprite.state(t) }));
    const before = this.previous;
    this.previous = { shot, sprites: states };
    if (!before || before.shot !== shot) {
      // The outgoing shot's last frame is what a transition fades from.
      if (shotIndex > 0 && shot.transition.kind !== "cut") copyFrame(this.held, this.clean);
      this.drawFull(t, shot);
      return;
    }

    const dirty: Rect[] = [];
    states.forEach((now, i) => {
      const then = before.sprites[i]!;
      if (now.state === then.state && sameRect(now.bounds, then.bounds)) return;
      if (then.bounds) dirty.push(then.bounds);
      if (now.bounds) dirty.push(now.bounds);
    });
    const { width, height } = this.timeline;
    const regions = mergeRects(dirty.map((r) => alignEven(r, width, height)).filter((r): r is Rect => r !== null));
    if (regions.length === 0) {
      this.stats.unchanged++;
      return;
    }
    const area = regions.reduce((sum, r) => sum + r.w * r.h, 0);
    this.stats.partial++;
    if (area > width * height * ONE_REGION_SHARE) this.drawRegion(t, shot, regions.reduce(union));
    else for (const region of regions) this.drawRegion(t, shot, region);
  }

  private shotIndexAt(t: number): number {
    const shots = this.timeline.shots;
    const found = shots.findIndex((shot) => t < shot.end);
    return found < 0 ? shots.length - 1 : found;
  }

  private drawFull(t: number, shot: Shot): void {
    const { width, height } = this.timeline;
    this.drawRegion(t, shot, { x: 0, y: 0, w: width, h: height });
    this.stats.full++;
  }

  /** Made on the first rendered frame: snapshots need none of its memory. */
  private get compositor(): Compositor {
    return (this.compositorMade ??= new Compositor(this.timeline.width, this.timeline.height));
  }

  private drawRegion(t: number, shot: Shot, region: Rect): void {
    const pieces: Piece[] = [{ bitmap: this.plateOf(shot), left: 0, top: 0, alpha: 1 }];
    for (const sprite of shot.sprites) {
      const bounds = sprite.bounds(t);
      if (!bounds || !intersects(bounds, region)) continue;
      const piece = this.pieceOf(sprite, t, bounds);
      if (piece) pieces.push(piece);
    }
    this.compositor.compose(pieces, region);
    this.compositor.toYuv(this.clean, region);
    this.stats.pixels += region.w * region.h;
  }

  /** The sprite's picture at `t`: its own when it has one, else what it draws at `t`, drawn once per state. */
  private pieceOf(sprite: Sprite, t: number, bounds: Rect): Piece | null {
    if (sprite.placed) {
      const at = sprite.placed(t);
      return at && { bitmap: this.compositor.bitmapOf(at.picture), left: at.left, top: at.top, alpha: at.alpha };
    }
    const { width, height } = this.timeline;
    const area = intersection(outerPixels(bounds), { x: 0, y: 0, w: width, h: height });
    if (!area) return null;
    const key = `${sprite.state(t)}@${area.x},${area.y},${area.w},${area.h}`;
    const known = this.drawn.get(sprite);
    if (known?.key === key) return known.piece;
    const canvas =
      known && known.canvas.width === area.w && known.canvas.height === area.h
        ? known.canvas
        : createCanvas(area.w, area.h);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, area.w, area.h);
    ctx.setTransform(1, 0, 0, 1, -area.x, -area.y);
    ctx.save();
    sprite.draw(ctx, t);
    ctx.restore();
    const piece = { bitmap: this.compositor.load(canvas, known?.piece.bitmap), left: area.x, top: area.y, alpha: 1 };
    this.drawn.set(sprite, { key, canvas, piece });
    return piece;
  }

  /** The shot's still plate, painted and read back on its first frame; Skia's copy is not kept. */
  private plateOf(shot: Shot): Bitmap {
    const known = this.plates.get(shot);
    if (known) return known;
    const plate = createCanvas(this.timeline.width, this.timeline.height);
    shot.paintPlate(plate.getContext("2d"));
    const bitmap = this.compositor.load(plate);
    this.plates.set(shot, bitmap);
    return bitmap;
  }

  private paintShot(ctx: SKRSContext2D, shot: Shot, t: number): void {
    shot.paintPlate(ctx);
    for (const sprite of shot.sprites) {
      if (!sprite.bounds(t)) continue;
      ctx.save();
      sprite.draw(ctx, t);
      ctx.restore();
    }
  }

  // Frames are rendered in order, so a shot that ended is never drawn again: drop its pictures and sprite art.
  private endShot(shot: Shot): void {
    this.plates.delete(shot);
    for (const sprite of shot.sprites) {
      this.drawn.delete(sprite);
      sprite.release?.();
    }
    this.compositor.release();
    collectAll();
  }
}

/** The whole pixels a rectangle touches. */
function outerPixels(rect: Rect): Rect {
  const x = Math.floor(rect.x);
  const y = Math.floor(rect.y);
  return { x, y, w: Math.ceil(rect.x + rect.w) - x, h: Math.ceil(rect.y + rect.h) - y };
}

/** A frame whose buffer is allocated when first touched. */
function lazyFrame(timeline: Timeline): YuvFrame {
  let frame: YuvFrame | undefined;
  const get = () => (frame ??= createYuvFrame(timeline.width, timeline.height));
  return {
    width: timeline.width,
    height: timeline.height,
    get data() {
      return get().data;
    },
    get y() {
      return get().y;
    },
    get u() {
      return get().u;
    },
    get v() {
      return get().v;
    },
  };
}

// What a cover shows of a scene: its picture, never its words.
const WORDS: ReadonlySet<LayerKind> = new Set(["headline", "lower-third", "caption", "title", "hashtags", "closing"]);

/**
 * The video's cover (its thumbnail): the title as the title card sets it, over the first scene's picture (its setting
 * and people once everyone has entered, or its hosted picture) under a shade of the style's colour. A clean frame:
 * no caption, headline or lower third, so it is the same with captions on or off, and no word the narration says at
 * some moment. `shows` lists the kinds of what it drew.
 */
export function coverFrame(timeline: Timeline): { canvas: Canvas; shows: LayerKind[] } {
  const { width, height } = timeline;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const titleShot = timeline.shots[0]!;
  const scene = timeline.shots.find((shot) => shot.kind === "scene");
  const shows: LayerKind[] = [];
  const draw = (sprite: Sprite, t: number) => {
    if (!sprite.bounds(t)) return;
    ctx.save();
    sprite.draw(ctx, t);
    ctx.restore();
    if (!shows.includes(sprite.kind)) shows.push(sprite.kind);
  };
  const kit = STYLE_KITS[timeline.style];
  const layout = frameLayout(width, height, timeline.safeZone);
  const stageMiddle = layout.stage.y + layout.stage.h / 2;
  // Over a scene the title goes up into the sky, between the top of the safe zone and the horizon (settings put it
  // about two fifths down the stage), clear of the people standing on the floor.
  const titleMiddle = scene ? Math.round((layout.safe.y + layout.stage.y + layout.stage.h * 0.4) / 2) : stageMiddle;
  if (scene) {
    // The scene's last clean frame: everyone has entered, and the next shot's transition has not begun.
    const t = Math.max(scene.start, scene.end - 1 / timeline.fps);
    scene.paintPlate(ctx);
    for (const sprite of scene.sprites) if (!WORDS.has(sprite.kind)) draw(sprite, t);
    const rgb = kit.scene.scrim(palette(timeline.style, timeline.mood));
    const strength = Math.min(0.85, 0.6 * kit.scene.scrimStrength);
    const reach = layout.stage.h * 0.55;
    const shade = ctx.createLinearGradient(0, titleMiddle - reach, 0, titleMiddle + reach);
    shade.addColorStop(0, `rgba(${rgb},0)`);
    shade.addColorStop(0.3, `rgba(${rgb},${strength})`);
    shade.addColorStop(0.7, `rgba(${rgb},${strength})`);
    shade.addColorStop(1, `rgba(${rgb},0)`);
    ctx.fillStyle = shade;
    ctx.fillRect(0, titleMiddle - reach, width, reach * 2);
  } else {
    titleShot.paintPlate(ctx);
  }
  // The title once its entrance has finished, as the title card sets it.
  const title = titleShot.sprites.find((sprite) => sprite.kind === "title");
  ctx.translate(0, titleMiddle - stageMiddle);
  if (title) draw(title, Math.max(titleShot.start, titleShot.end - 0.05));
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return { canvas, shows };
}
