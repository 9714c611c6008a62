import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { alignEven, intersects, mergeRects, type Rect, sameRect } from "../compose/geometry";
import type { Shot, Timeline } from "../compose/types";
import { createYuvFrame, writeRgbaRegion, type YuvFrame } from "./yuv";

// Past this share of the frame a single full redraw is cheaper than many regions.
const FULL_REDRAW_SHARE = 0.55;

export type FrameStats = { full: number; partial: number; unchanged: number; pixels: number };

/**
 * Produces the video's frames as yuv420p, redrawing only what changed:
 * each shot's still parts are painted once into a plate; per frame only the
 * regions where a sprite moved or changed are re-composited from the plate and
 * converted, and the rest of the previous frame is kept as it was.
 */
export class FrameSource {
  readonly frame: YuvFrame;
  readonly stats: FrameStats = { full: 0, partial: 0, unchanged: 0, pixels: 0 };
  private readonly scratch = new Map<string, Canvas>();
  private readonly plates = new Map<Shot, Canvas>();
  private previous: { shot: Shot; blended: boolean; sprites: Array<{ bounds: Rect | null; state: string }> } | undefined;

  constructor(private readonly timeline: Timeline) {
    this.frame = createYuvFrame(timeline.width, timeline.height);
  }

  /** Renders frame `index` into `this.frame`. */
  render(index: number): void {
    const t = index / this.timeline.fps;
    const shotIndex = this.shotIndexAt(t);
    const shot = this.timeline.shots[shotIndex]!;
    const previousShot = this.timeline.shots[shotIndex - 1];
    const inTransition = previousShot && shot.transition.kind !== "cut" && t < shot.start + shot.transition.seconds;
    const states = shot.sprites.map((sprite) => ({ bounds: sprite.bounds(t), state: sprite.state(t) }));

    // A blended transition frame holds two shots, so the first frame after it is redrawn whole.
    if (inTransition || !this.previous || this.previous.shot !== shot || this.previous.blended) {
      this.drawFull(t, shot, inTransition ? previousShot : undefined);
      this.previous = { shot, blended: Boolean(inTransition), sprites: states };
      this.releasePlates(shotIndex);
      return;
    }

    const dirty: Rect[] = [];
    states.forEach((now, i) => {
      const before = this.previous!.sprites[i]!;
      if (now.state === before.state && sameRect(now.bounds, before.bounds)) return;
      if (before.bounds) dirty.push(before.bounds);
      if (now.bounds) dirty.push(now.bounds);
    });
    this.previous = { shot, blended: false, sprites: states };
    const { width, height } = this.timeline;
    const regions = mergeRects(dirty.map((r) => alignEven(r, width, height)).filter((r): r is Rect => r !== null));
    if (regions.length === 0) {
      this.stats.unchanged++;
      return;
    }
    const area = regions.reduce((sum, r) => sum + r.w * r.h, 0);
    if (area > width * height * FULL_REDRAW_SHARE) {
      this.drawFull(t, shot);
      return;
    }
    this.stats.partial++;
    for (const region of regions) this.drawRegion(t, shot, region);
  }

  /** The full frame at time `t` as an RGBA canvas (thumbnail, docs frames). */
  snapshot(t: number): Canvas {
    const shot = this.timeline.shots[this.shotIndexAt(t)]!;
    const canvas = createCanvas(this.timeline.width, this.timeline.height);
    this.paintShot(canvas.getContext("2d"), shot, t, null);
    return canvas;
  }

  private shotIndexAt(t: number): number {
    const shots = this.timeline.shots;
    const found = shots.findIndex((shot) => t < shot.end);
    return found < 0 ? shots.length - 1 : found;
  }

  private drawFull(t: number, shot: Shot, from?: Shot): void {
    const { width, height } = this.timeline;
    const canvas = this.canvasFor(width, height);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (from) {
      this.paintTransition(ctx, shot, from, t);
    } else {
      this.paintShot(ctx, shot, t, null);
    }
    writeRgbaRegion(this.frame, ctx.getImageData(0, 0, width, height).data, { x: 0, y: 0, w: width, h: height });
    this.stats.full++;
    this.stats.pixels += width * height;
  }

  private drawRegion(t: number, shot: Shot, region: Rect): void {
    const canvas = this.canvasFor(region.w, region.h);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, -region.x, -region.y);
    this.paintShot(ctx, shot, t, region);
    writeRgbaRegion(this.frame, ctx.getImageData(0, 0, region.w, region.h).data, region);
    this.stats.pixels += region.w * region.h;
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

  private paintTransition(ctx: SKRSContext2D, shot: Shot, from: Shot, t: number): void {
    const progress = Math.min(1, Math.max(0, (t - shot.start) / shot.transition.seconds));
    if (shot.transition.kind === "dip") {
      // Out to black over the first half, in from black over the second.
      const outgoing = progress < 0.5;
      this.paintShot(ctx, outgoing ? from : shot, outgoing ? Math.min(t, from.end - 1e-3) : t, null);
      ctx.fillStyle = `rgba(0,0,0,${outgoing ? progress * 2 : 2 - progress * 2})`;
      ctx.fillRect(0, 0, this.timeline.width, this.timeline.height);
      return;
    }
    this.paintShot(ctx, from, Math.min(t, from.end - 1e-3), null);
    ctx.globalAlpha = progress;
    ctx.drawImage(this.shotLayer(shot, t), 0, 0);
    ctx.globalAlpha = 1;
  }

  private shotLayer(shot: Shot, t: number): Canvas {
    const { width, height } = this.timeline;
    const key = "layer";
    const canvas = this.scratch.get(key) ?? createCanvas(width, height);
    this.scratch.set(key, canvas);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.paintShot(ctx, shot, t, null);
    return canvas;
  }

  private plateFor(shot: Shot): Canvas {
    const cached = this.plates.get(shot);
    if (cached) return cached;
    const plate = createCanvas(this.timeline.width, this.timeline.height);
    shot.paintPlate(plate.getContext("2d"));
    this.plates.set(shot, plate);
    return plate;
  }

  // Plates are full-frame bitmaps; only the current and the outgoing shot's are ever needed.
  private releasePlates(current: number): void {
    const keep = new Set(this.timeline.shots.slice(Math.max(0, current - 1), current + 1));
    for (const shot of this.plates.keys()) if (!keep.has(shot)) this.plates.delete(shot);
  }

  private canvasFor(w: number, h: number): Canvas {
    // Region sizes vary per frame: rounding canvases up to 128 px steps lets a few be reused
    // (only the top-left w x h is read back) instead of allocating one per size.
    const cw = Math.min(this.timeline.width, Math.ceil(w / 128) * 128);
    const ch = Math.min(this.timeline.height, Math.ceil(h / 128) * 128);
    const key = `${cw}x${ch}`;
    const cached = this.scratch.get(key);
    if (cached) return cached;
    if (this.scratch.size > 12) this.scratch.clear();
    const canvas = createCanvas(cw, ch);
    this.scratch.set(key, canvas);
    return canvas;
  }
}
