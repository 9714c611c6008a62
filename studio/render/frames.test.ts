import { describe, expect, it } from "vitest";
import { type AspectRatio, type Style, videoOptionsSchema } from "@common/video-options";
import { BENCH_SCRIPT, fixtureNarration, fixtureTimeline } from "../../bench/studio-fixture";
import { schedule } from "../compose/pacing";
import { buildTimeline } from "../compose/timeline";
import type { Timeline } from "../compose/types";
import { targetLength } from "./fit-duration";
import { coverFrame, FrameSource } from "./frames";
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
  // Cinematic has the film grain and a dip to black; animated has people bouncing in with a fade.
  it.each<Style>(["cinematic", "animated"])(
    "match the frame Skia draws whole, shot after shot, in the %s style",
    async (style) => {
      const timeline = await fixtureTimeline(BENCH_SCRIPT, { style, aspectRatio: "9:16" });
      const source = new FrameSource(timeline);
      // A scene's first frame (drawn whole), frames in the pan and in people's entrances (drawn region by region).
      const scenes = timeline.shots.slice(1, 3);
      const checked = scenes.flatMap((shot) =>
        [0.02, 0.35, 0.7, 0.98].map((share) =>
          Math.floor((shot.start + (shot.end - shot.start) * share) * timeline.fps),
        ),
      );
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
    },
    120_000,
  );
});

/** The share of a band of rows that is black: what a letterbox bar would be. */
function blackShare(canvas: ReturnType<FrameSource["snapshot"]>, top: number, rows: number): number {
  const data = canvas.getContext("2d").getImageData(0, top, canvas.width, rows).data;
  let black = 0;
  for (let i = 0; i < data.length; i += 4) if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) < 12) black++;
  return black / (data.length / 4);
}

describe("the frame", () => {
  it("is the picture edge to edge in the cinematic style, at every aspect ratio: no letterbox bars", async () => {
    const options = videoOptionsSchema.parse({ style: "cinematic" });
    const { narration, lengths } = await fixtureNarration(BENCH_SCRIPT, options);
    const plan = schedule(lengths, targetLength(BENCH_SCRIPT, lengths, options.duration));
    for (const aspectRatio of ["9:16", "4:5", "16:9", "1:1"] as AspectRatio[]) {
      const timeline = buildTimeline(BENCH_SCRIPT, narration, plan, { ...options, aspectRatio });
      const source = new FrameSource(timeline);
      const band = Math.round(timeline.height * 0.04);
      for (const shot of timeline.shots.slice(0, 3)) {
        const frame = source.snapshot((shot.start + shot.end) / 2);
        expect(blackShare(frame, 0, band), `${aspectRatio}: top of the ${shot.kind} shot`).toBeLessThan(0.2);
        expect(
          blackShare(frame, timeline.height - band, band),
          `${aspectRatio}: bottom of the ${shot.kind} shot`,
        ).toBeLessThan(0.2);
      }
    }
  }, 120_000);
});

describe("the thumbnail", () => {
  it("is a clean frame: the title over the first scene's picture, no caption, headline or lower third", async () => {
    // One narration, captions on and off: the cover must not change with them.
    const options = videoOptionsSchema.parse({
      style: "documentary",
      aspectRatio: "9:16",
      socialPlatform: "tiktok",
      includeCaption: true,
    });
    const { narration, lengths } = await fixtureNarration(BENCH_SCRIPT, options);
    const plan = schedule(lengths, targetLength(BENCH_SCRIPT, lengths, options.duration));
    const on = buildTimeline(BENCH_SCRIPT, narration, plan, options);
    const off = buildTimeline(BENCH_SCRIPT, narration, plan, { ...options, includeCaption: false });
    // The old thumbnail, the title card's last moment, had the hook's caption under the title.
    const title = on.shots[0]!;
    expect(title.sprites.find((s) => s.kind === "caption")!.bounds(title.end - 0.05)).not.toBeNull();
    const cover = coverFrame(on);
    expect(cover.shows).toEqual(expect.arrayContaining(["title", "setting"]));
    for (const words of ["caption", "headline", "lower-third", "hashtags"] as const)
      expect(cover.shows).not.toContain(words);
    const pixels = (t: Timeline) =>
      Buffer.from(coverFrame(t).canvas.getContext("2d").getImageData(0, 0, t.width, t.height).data);
    expect(pixels(on).equals(pixels(off))).toBe(true);
    // The title reads over the picture: its rows differ from the same scene without it.
    const scene = on.shots[1]!;
    const plain = new FrameSource(off).snapshot(scene.end - 1 / 30);
    expect(
      Buffer.compare(Buffer.from(plain.getContext("2d").getImageData(0, 0, on.width, on.height).data), pixels(on)),
    ).not.toBe(0);
  }, 120_000);
});
