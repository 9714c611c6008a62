import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { alignEven, intersects, mergeRects, type Rect, sameRect, union } from "../compose/geometry";
import type { Shot, Timeline } from "../compose/types";
import { collectAll, collectYoung } from "./collect";
import { copyFrame, createYuvFrame, crossFade, dimToBlack, writeRgbaRegion, type YuvFrame } from "./yuv";

// Past this share of the frame one region around every changed one is cheaper than drawing each.
const ONE_REGION_SHARE = 0.55;

// Pixels read back from canvases before a collection frees them: a few full frames' worth. Left to V8 they reached
// 70 MB and raised a 30 s render's peak by ~90 MB.
const COLLECT_AFTER_BYTES = 8 * 1024 * 1024;

export type FrameStats = { full: number; partial: number; unchanged: number; transition: number; pixels: number };

/**
 * Produces the video's frames, in order, as yuv420p, redrawing only what changed:
 * each shot's still parts are painted once into a plate; per frame only the
 * regions where a sprite moved or changed are re-composited from the plate and
 * converted, and the rest of the previous frame is kept as it was.
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
  private readonly plates = new Map<Shot, Canvas>();
  private readonly scratch = new Map<string, Canvas>();
  /** Bytes of pixels read back from canvases since the last collection. */
  private readBack = 0;
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

  /** Renders frame `index`; call with 0, 1, 2, … (each frame is built from the one before). */
  render(index: number): void {
    const t = index / this.timeline.fps;
    const shotIndex = this.shotIndexAt(t);
    const shot = this.timeline.shots[shotIndex]!;
    this.updateClean(t, shot, shotIndex);
    this.output = this.clean;
    // Its last frame: the shot's art goes before the next shot's is made, so the two are never held at once.
    if (this.shotIndexAt((index + 1) / this.timeline.fps) !== shotIndex) this.endShot(shot);

    const transition = shot.transition;
    if (shotIndex === 0 || transition.kind === "cut" || t >= shot.start + transition.seconds) return;
    const progress = Math.min(1, Math.max(0, (t - shot.start) / transition.seconds));
    this.output = this.mixed;
    this.stats.transition++;
    if (transition.kind === "fade") {
      crossFade(this.mixed, this.held, this.clean, progress);
    } else {
      // Out to black over the first half, in from black over the second.
      const outgoing = progress < 0.5;
      dimToBlack(this.mixed, outgoing ? this.held : this.clean, outgoing ? progress * 2 : 2 - progress * 2);
    }
  }

  /** The full frame at time `t` as an RGBA canvas (thumbnail, docs frames). */
  snapshot(t: number): Canvas {
    const shot = this.timeline.shots[this.shotIndexAt(t)]!;
    const canvas = createCanvas(this.timeline.width, this.timeline.height);
    this.paintShot(canvas.getContext("2d"), shot, t, null);
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

  private drawRegion(t: number, shot: Shot, region: Rect): void {
    const canvas = this.canvasFor(region.w, region.h);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, -region.x, -region.y);
    this.paintShot(ctx, shot, t, region);
    // The canvas's own pixels, read without the copy and unpremultiply getImageData makes (4x faster for a full
    // frame); every shot paints an opaque plate first, so premultiplied and straight RGBA are the same.
    const pixels = canvas.data();
    writeRgbaRegion(this.clean, pixels, region, canvas.width);
    this.stats.pixels += region.w * region.h;
    this.readBack += pixels.length;
    if (this.readBack < COLLECT_AFTER_BYTES) return;
    this.readBack = 0;
    collectYoung();
  }

  private paintShot(ctx: SKRSContext2D, shot: Shot, t: number, region: Rect | null): void {
    ctx.drawImage(this.plateFor(shot), 0, 0);
    for (const sprite of shot.sprites) {
      const bounds = sprite.bounds(t);
      if (!bounds || (region && !intersects(bounds, region))) continue;
      ctx.save();
      sprite.draw(ctx, t);
      ctx.restore();
    }
    shot.paintOverlay?.(ctx);
  }

  private plateFor(shot: Shot): Canvas {
    const cached = this.plates.get(shot);
    if (cached) return cached;
    const plate = createCanvas(this.timeline.width, this.timeline.height);
    shot.paintPlate(plate.getContext("2d"));
    this.plates.set(shot, plate);
    return plate;
  }

  // Frames are rendered in order, so a shot that ended is never drawn again: drop its plate and sprite art.
  private endShot(shot: Shot): void {
    this.plates.delete(shot);
    for (const sprite of shot.sprites) sprite.release?.();
    collectAll();
  }

  private canvasFor(w: number, h: number): Canvas {
    // Small canvases sized to the region: Skia on a full-frame canvas clipped to the region took twice as long.
    // Region sizes vary per frame; rounding up to 128 px steps lets a few be reused (only the top-left w x h is
    // read back) instead of allocating one per size.
    const cw = Math.min(this.timeline.width, Math.ceil(w / 128) * 128);
    const ch = Math.min(this.timeline.height, Math.ceil(h / 128) * 128);
    const key = `${cw}x${ch}`;
    const cached = this.scratch.get(key);
    if (cached) return cached;
    // A few sizes recur (a caption's line, a layer's rows); more would hold tens of megabytes of canvases.
    if (this.scratch.size >= 4) this.scratch.delete(this.scratch.keys().next().value!);
    const canvas = createCanvas(cw, ch);
    this.scratch.set(key, canvas);
    return canvas;
  }
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
