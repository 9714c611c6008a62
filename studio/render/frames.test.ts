import { describe, expect, it } from "vitest";
import type { Style } from "@common/video-options";
import { BENCH_SCRIPT, fixtureTimeline } from "../../bench/studio-fixture";
import type { Timeline } from "../compose/types";
import { FrameSource } from "./frames";
import { createYuvFrame, type YuvFrame, writeRgbaRegion } from "./yuv";

/** The frame Skia draws whole at `t`, converted the same way: what the composited frames must look like. */
function drawnWhole(timeline: Timeline, t: number): YuvFrame {
  const { width, height } = timeline;
  const frame = createYuvFrame(width, height);
  writeRgbaRegion(frame, new FrameSource(timeline).snapshot(t).data(), { x: 0, y: 0, w: width, h: height });
  return frame;
}

function difference(a: Buffer, b: Buffer) {
  let max = 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    sum += d;
    if (d > max) max = d;
  }
  return { max, mean: sum / a.length };
}

describe("composited frames", () => {
  // Cinematic has the letterbox overlay and the film grain; animated has people bouncing in with a fade.
  it.each<Style>(["cinematic", "animated"])("match the frame Skia draws whole, shot after shot, in the %s style", async (style) => {
    const timeline = await fixtureTimeline(BENCH_SCRIPT, { style, aspectRatio: "9:16" });
    const source = new FrameSource(timeline);
    // A scene's first frame (drawn whole), frames in the pan and in people's entrances (drawn region by region).
    const scenes = timeline.shots.slice(1, 3);
    const checked = scenes.flatMap((shot) => [0.02, 0.35, 0.7, 0.98].map((share) => Math.floor((shot.start + (shot.end - shot.start) * share) * timeline.fps)));
    const last = Math.max(...checked);
    let previous: Buffer | undefined;
    let repeated = 0;
    for (let index = 0; index <= last; index++) {
      source.render(index);
      // An unchanged frame is sent to the encoder as a repeat of the one before, so it must be exactly that.
      if (!source.changed) {
        repeated++;
        expect(source.frame.data.equals(previous!), `frame ${index} said unchanged`).toBe(true);
      }
      previous = Buffer.from(source.frame.data);
      if (!checked.includes(index)) continue;
      const t = index / timeline.fps;
      const shot = timeline.shots.find((s) => t < s.end)!;
      // Transitions are mixed from converted frames (yuv.test.ts); compare the shot itself.
      const clean = t >= shot.start + shot.transition.seconds ? source.frame : null;
      if (!clean) continue;
      const { max, mean } = difference(clean.data, drawnWhole(timeline, t).data);
      // Rounding of the blends only: a misplaced or missing picture differs by tens of levels over thousands of pixels.
      expect(max, `frame ${index}`).toBeLessThanOrEqual(4);
      expect(mean, `frame ${index}`).toBeLessThan(0.3);
    }
    expect(source.stats.partial).toBeGreaterThan(0);
    expect(repeated).toBeGreaterThan(0);
  }, 120_000);
});
