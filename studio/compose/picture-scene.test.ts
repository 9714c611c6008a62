import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { videoOptionsSchema } from "@common/video-options";
import { BENCH_SCRIPT, fixtureNarration } from "../../bench/studio-fixture";
import { decodePicture } from "../pictures/decode-picture";
import { loadOwnPhotos } from "../pictures/own-photos";
import { solidPng } from "../pictures/test-support/fakes";
import type { Picture } from "../pictures/types";
import { targetLength } from "../render/fit-duration";
import { FrameSource } from "../render/frames";
import { schedule } from "./pacing";
import { buildTimeline } from "./timeline";
import type { Shot, Timeline } from "./types";

const GREEN = [0x20, 0xd0, 0x40];
const options = videoOptionsSchema.parse({ style: "cinematic", aspectRatio: "9:16", socialPlatform: "tiktok" });
let timeline: Timeline;
let plain: Timeline;

beforeAll(async () => {
  const { narration, lengths } = await fixtureNarration(BENCH_SCRIPT, options);
  const plan = schedule(lengths, targetLength(BENCH_SCRIPT, lengths, options.duration));
  // A wide picture in a tall frame: cover-fitting has to crop its sides.
  const picture: Picture = {
    ...(await decodePicture(solidPng("#20d040", 300, 200), "test")),
    credit: "Photo: Jane Doe / Pexels",
  };
  timeline = buildTimeline(BENCH_SCRIPT, narration, plan, options, [picture, undefined]);
  plain = buildTimeline(BENCH_SCRIPT, narration, plan, options);
});

const pixel = (t: number, x: number, y: number) => [
  ...new FrameSource(timeline).snapshot(t).getContext("2d").getImageData(x, y, 1, 1).data.slice(0, 3),
];
const middle = (shot: Shot) => (shot.start + shot.end) / 2;

describe("a scene with a hosted picture", () => {
  it("shows the picture instead of the illustrated ground and subjects, and keeps its words and a credit", () => {
    const kinds = timeline.shots[1]!.layers.map((l) => l.kind);
    expect(kinds).toEqual(["picture", "headline", "caption", "credit"]);
    expect(timeline.shots[1]!.layers.at(-1)!.detail).toBe("Photo: Jane Doe / Pexels");
    expect(timeline.shots[1]!.sprites.map((s) => s.kind)).toEqual(["picture", "credit", "headline", "caption"]);
  });

  it("leaves a scene without a picture exactly as illustrated", () => {
    expect(timeline.shots[2]!.layers).toEqual(plain.shots[2]!.layers);
    expect(timeline.shots.slice(2).map((s) => s.layers.map((l) => l.kind))).toEqual(
      plain.shots.slice(2).map((s) => s.layers.map((l) => l.kind)),
    );
  });

  it("covers the frame edge to edge, top to bottom: clear in the middle, darker behind the text, no letterbox", () => {
    const shot = timeline.shots[1]!;
    const { width, height } = timeline;
    expect(pixel(middle(shot), width / 2, Math.round(height * 0.42))).toEqual(GREEN);
    // Cover-fit at the very start of the push-in: the side edges are picture too.
    const edge = pixel(shot.start + 0.6, 0, Math.round(height * 0.42));
    expect(edge[1]).toBeGreaterThan(150);
    const nearTop = pixel(middle(shot), 20, Math.round(height * 0.12));
    expect(nearTop[1]).toBeLessThan(GREEN[1]! * 0.8);
    expect(nearTop[1]).toBeGreaterThan(nearTop[0]! + 20);
    // The frame's very top and bottom rows are the picture too, at their darkest.
    for (const y of [2, height - 3]) {
      const edgeRow = pixel(middle(shot), 20, y);
      expect(edgeRow[1]).toBeGreaterThan(edgeRow[0]! + 10);
      expect(edgeRow[1]).toBeLessThan(nearTop[1]!);
    }
  });

  it("draws the credit legibly in its corner", () => {
    const shot = timeline.shots[1]!;
    const rect = shot.layers.find((l) => l.kind === "credit")!.rect;
    const frame = new FrameSource(timeline)
      .snapshot(middle(shot))
      .getContext("2d")
      .getImageData(rect.x, rect.y, rect.w, rect.h).data;
    let light = 0;
    for (let i = 0; i < frame.length; i += 4) if (frame[i]! > 200 && frame[i + 2]! > 200) light++;
    expect(light).toBeGreaterThan(100);
    expect(rect.x).toBeGreaterThanOrEqual(timeline.safeZone.x);
    expect(rect.y + rect.h).toBeLessThanOrEqual(timeline.safeZone.y + timeline.safeZone.h);
  });

  it("pushes in slowly: the picture grows through the shot in whole steps, not every frame", () => {
    const shot = timeline.shots[1]!;
    const picture = shot.sprites[0]!;
    const frames = Math.round((shot.end - shot.start) * timeline.fps);
    const widths = Array.from({ length: frames }, (_, i) => Number(picture.state(shot.start + i / timeline.fps)));
    expect(widths[0]).toBeGreaterThanOrEqual(timeline.width);
    expect(widths.at(-1)! / widths[0]!).toBeGreaterThan(1.04);
    expect(widths.every((w, i) => i === 0 || w >= widths[i - 1]!)).toBe(true);
    const changes = widths.filter((w, i) => i > 0 && w !== widths[i - 1]).length;
    expect(changes).toBeGreaterThan(10);
    expect(changes).toBeLessThan(frames * 0.7);
  });

  it("draws again after its shot released the decoded picture", () => {
    const shot = timeline.shots[1]!;
    shot.sprites[0]!.release!();
    expect(pixel(middle(shot), timeline.width / 2, Math.round(timeline.height * 0.42))).toEqual(GREEN);
  });
});

describe("a scene with the person's own photo", () => {
  const styles = ["cinematic", "documentary", "animated", "minimalist"] as const;
  let photoFile: string;
  beforeAll(async () => {
    // Grey, with a red patch on its right: the point of interest a frame should keep.
    const red = await sharp({ create: { width: 240, height: 300, channels: 3, background: "#e0402a" } })
      .png()
      .toBuffer();
    photoFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "storybites-photo-")), "photo.jpg");
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#6a6a70" } })
      .composite([{ input: red, left: 1260, top: 350 }])
      .jpeg()
      .toFile(photoFile);
  });

  async function photoTimeline(style: (typeof styles)[number]) {
    const own = videoOptionsSchema.parse({ style, aspectRatio: "9:16", socialPlatform: "tiktok" });
    const { narration, lengths } = await fixtureNarration(BENCH_SCRIPT, own);
    const plan = schedule(lengths, targetLength(BENCH_SCRIPT, lengths, own.duration));
    const photos = await loadOwnPhotos([{ scene: 0, file: photoFile }], BENCH_SCRIPT.scenes.length, {
      width: 1080,
      height: 1920,
    });
    return buildTimeline(BENCH_SCRIPT, narration, plan, own, photos);
  }

  it("finds the photo's point of interest, and a tall frame filled with it keeps it in view", async () => {
    const [photo] = await loadOwnPhotos([{ scene: 0, file: photoFile }], 1, { width: 1080, height: 1920 });
    expect(photo!.own!.focus.x).toBeGreaterThan(0.7);
    const cinematic = await photoTimeline("cinematic");
    const shot = cinematic.shots[1]!;
    // The middle of the frame shows the red patch, though a centred crop of a wide photo would show only grey.
    const centre = [
      ...new FrameSource(cinematic)
        .snapshot(middle(shot))
        .getContext("2d")
        .getImageData(540, 900, 1, 1)
        .data.slice(0, 3),
    ];
    expect(centre[0]! - centre[2]!).toBeGreaterThan(40);
  });

  it("pans slowly toward the point of interest, a whole pixel at a time, laid without being drawn again", async () => {
    const cinematic = await photoTimeline("cinematic");
    const shot = cinematic.shots[1]!;
    const [photo, overlay] = shot.sprites;
    const frames = Math.round((shot.end - shot.start) * cinematic.fps);
    const places = Array.from({ length: frames }, (_, i) => photo!.placed!(shot.start + i / cinematic.fps)!);
    // The red patch is on the photo's right: the pan moves the view right, so the photo's left edge moves left.
    expect(places.every((p, i) => i === 0 || p.left <= places[i - 1]!.left)).toBe(true);
    const travel = places[0]!.left - places.at(-1)!.left;
    expect(travel).toBeGreaterThan(20);
    expect(travel).toBeLessThanOrEqual(Math.ceil(0.06 * 1080));
    expect(places.every((p) => Number.isInteger(p.left) && Number.isInteger(p.top))).toBe(true);
    // A slow drift: it moves on no more than a couple of pixels a frame, and the overlay never changes.
    expect(places.every((p, i) => i === 0 || places[i - 1]!.left - p.left <= 2)).toBe(true);
    expect(new Set(places.map((_, i) => overlay!.state(shot.start + i / cinematic.fps))).size).toBe(1);
  });

  it("lays the style's film grain lightly over a photo, as over a drawn scene, not as grit", async () => {
    const cinematic = await photoTimeline("cinematic");
    const frame = new FrameSource(cinematic).snapshot(middle(cinematic.shots[1]!)).getContext("2d");
    // A patch of the photo's flat grey (left of the red, above the captions): what varies there is the grain.
    const { data } = frame.getImageData(120, 700, 64, 64);
    const luma = Array.from(
      { length: data.length / 4 },
      (_, i) => (data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3,
    );
    const mean = luma.reduce((sum, value) => sum + value, 0) / luma.length;
    const deviation = Math.sqrt(luma.reduce((sum, value) => sum + (value - mean) ** 2, 0) / luma.length);
    // About 3 levels of 255: there, but fine. At the drawn scenes' grain laid 2.5 times over, it was about 8.
    expect(deviation).toBeGreaterThan(1.5);
    expect(deviation).toBeLessThan(5);
  });

  it.each(styles)("is shown the %s way: the photo, the scene's words, and no illustrated people", async (style) => {
    const timeline = await photoTimeline(style);
    const kinds = timeline.shots[1]!.layers.map((layer) => layer.kind);
    expect(kinds).toContain("picture");
    expect(kinds).not.toContain("character");
    expect(kinds).not.toContain("subject");
    expect(kinds).not.toContain("credit");
    expect(kinds.at(-1)).toBe("caption");
    // The illustrated setting stays only in the animated style, where the photo is a polaroid laid in it.
    expect(kinds.includes("setting")).toBe(style === "animated");
    const rect = timeline.shots[1]!.layers.find((layer) => layer.kind === "picture")!.rect;
    const inside = [
      ...new FrameSource(timeline)
        .snapshot(middle(timeline.shots[1]!))
        .getContext("2d")
        .getImageData(Math.round(rect.x + rect.w / 2), Math.round(rect.y + rect.h / 2), 1, 1)
        .data.slice(0, 3),
    ];
    if (style === "cinematic") {
      // Full-bleed, around its point of interest: the red patch.
      expect(inside[0]! - inside[2]!).toBeGreaterThan(40);
      return;
    }
    // The whole photo in its frame: its grey middle, whatever the style's look does to it.
    expect(Math.max(...inside) - Math.min(...inside)).toBeLessThan(40);
    expect(Math.max(...inside)).toBeGreaterThan(40);
  });
});
