import { beforeAll, describe, expect, it } from "vitest";
import { DURATION_RANGES, type VideoOptions, videoOptionsSchema } from "../../common/video-options";
import { BENCH_SCRIPT, fixtureTimeline } from "../../bench/studio-fixture";
import { targetLength } from "../render/fit-duration";
import { FrameSource } from "../render/frames";
import { narrateToFit } from "../render/render-script";
import { synthesiseMusic } from "../render/music";
import { emojiFor, PERSON } from "./emoji";
import { contains } from "./geometry";
import { schedule } from "./pacing";
import { buildTimeline } from "./timeline";
import { palette } from "./palette";
import { safeZone } from "./safe-zone";
import type { Timeline } from "./types";

const timeline = (options: Partial<VideoOptions>) => fixtureTimeline(BENCH_SCRIPT, options);
const kinds = (t: Timeline, shot = 2) => t.shots[shot]!.layers.map((l) => l.kind);

describe("style", () => {
  let byStyle: Record<string, Timeline>;
  beforeAll(async () => {
    byStyle = {
      cinematic: await timeline({ style: "cinematic" }),
      animated: await timeline({ style: "animated" }),
      documentary: await timeline({ style: "documentary" }),
      minimalist: await timeline({ style: "minimalist" }),
    };
  });

  it("cinematic has letterbox bars, grain and a dip to black between scenes", () => {
    expect(kinds(byStyle.cinematic!)).toEqual(expect.arrayContaining(["letterbox", "grain", "vignette", "headline"]));
    expect(byStyle.cinematic!.shots[2]!.transition.kind).toBe("dip");
    const frame = new FrameSource(byStyle.cinematic!).snapshot(5);
    const top = frame.getContext("2d").getImageData(540, 10, 1, 1).data;
    expect([...top.slice(0, 3)]).toEqual([0, 0, 0]);
  });

  it("animated has flat shapes and subjects that keep moving", () => {
    expect(kinds(byStyle.animated!)).toContain("shapes");
    expect(kinds(byStyle.animated!)).not.toContain("letterbox");
    const subject = byStyle.animated!.shots[2]!.sprites.find((s) => s.kind === "subject")!;
    const t = byStyle.animated!.shots[2]!.end - 0.5;
    expect(subject.state(t)).not.toBe(subject.state(t + 1 / 30));
  });

  it("documentary puts the on-screen text in a lower third typed letter by letter", () => {
    expect(kinds(byStyle.documentary!)).toContain("lower-third");
    expect(kinds(byStyle.documentary!)).not.toContain("headline");
    const shot = byStyle.documentary!.shots[2]!;
    const lower = shot.sprites.find((s) => s.kind === "lower-third")!;
    expect(lower.state(shot.start + 0.4)).not.toBe(lower.state(shot.start + 0.6));
    expect(lower.state(shot.end - 0.1)).toBe("done");
  });

  it("minimalist is a plain ground whose subjects settle and stop moving", () => {
    expect(byStyle.minimalist!.shots[2]!.layers.filter((l) => ["background", "shapes", "grain", "vignette", "letterbox"].includes(l.kind)).map((l) => l.kind)).toEqual(["background"]);
    const subject = byStyle.minimalist!.shots[2]!.sprites.find((s) => s.kind === "subject")!;
    const t = byStyle.minimalist!.shots[2]!.end - 0.3;
    expect(subject.state(t)).toBe(subject.state(t + 1 / 30));
  });
});

describe("mood", () => {
  it("changes the palette and the music", () => {
    expect(palette("animated", "happy")).not.toEqual(palette("animated", "suspenseful"));
    const happy = synthesiseMusic("happy", 4);
    const tense = synthesiseMusic("suspenseful", 4);
    let diff = 0;
    for (let i = 0; i < happy.length; i++) diff += Math.abs(happy[i]! - tense[i]!);
    expect(diff / happy.length).toBeGreaterThan(0.01);
    const peak = happy.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.05);
  });
});

describe("aspect ratio and platform", () => {
  it("sizes the frame per aspect ratio", async () => {
    expect(await timeline({ aspectRatio: "4:5" })).toMatchObject({ width: 1080, height: 1350, fps: 30 });
    expect(await timeline({ aspectRatio: "16:9" })).toMatchObject({ width: 1920, height: 1080 });
  });

  it("keeps captions and on-screen text inside the platform safe zone, clear of TikTok's bottom band and side buttons", async () => {
    const t = await timeline({ aspectRatio: "9:16", socialPlatform: "tiktok", style: "minimalist" });
    const zone = safeZone("tiktok", 1080, 1920);
    expect(zone.y + zone.h).toBeLessThanOrEqual(1920 * 0.8);
    expect(zone.x + zone.w).toBeLessThanOrEqual(1080 * 0.86);
    for (const shot of t.shots) {
      for (const layer of shot.layers.filter((l) => ["caption", "headline", "lower-third"].includes(l.kind))) expect(contains(zone, layer.rect)).toBe(true);
    }
    const general = safeZone("general", 1080, 1920);
    expect(general.y + general.h).toBeGreaterThan(zone.y + zone.h);
  });
});

describe("captions", () => {
  it("are a layer when on and absent when off, and change the pixels only inside the caption area", async () => {
    // Both from one narration, so only the caption option differs.
    const options = videoOptionsSchema.parse({ includeCaption: true, style: "minimalist" });
    const { narration, lengths } = await narrateToFit(BENCH_SCRIPT, options, {});
    const plan = schedule(lengths, targetLength(BENCH_SCRIPT, lengths, options.duration));
    const on = buildTimeline(BENCH_SCRIPT, narration, plan, options);
    const off = buildTimeline(BENCH_SCRIPT, narration, plan, { ...options, includeCaption: false });
    expect(on.shots.every((s) => s.layers.some((l) => l.kind === "caption"))).toBe(true);
    expect(off.shots.some((s) => s.layers.some((l) => l.kind === "caption"))).toBe(false);
    const phrase = on.phrases[3]!;
    const t = (phrase.words[0]!.start + phrase.words[0]!.end) / 2;
    const a = new FrameSource(on).snapshot(t).getContext("2d");
    const b = new FrameSource(off).snapshot(t).getContext("2d");
    const area = on.shots.find((s) => t < s.end)!.layers.find((l) => l.kind === "caption")!.rect;
    const inside = (ctx: typeof a) => ctx.getImageData(area.x, area.y, area.w, area.h).data;
    expect(Buffer.compare(Buffer.from(inside(a)), Buffer.from(inside(b)))).not.toBe(0);
    const above = (ctx: typeof a) => ctx.getImageData(0, 0, on.width, area.y - 300).data;
    expect(Buffer.compare(Buffer.from(above(a)), Buffer.from(above(b)))).toBe(0);
  });

  it("highlight the word being spoken: the caption redraws when the spoken word changes", async () => {
    const t = await timeline({});
    const shot = t.shots[1]!;
    const caption = shot.sprites.find((s) => s.kind === "caption")!;
    const phrase = t.phrases.find((p) => p.start >= shot.start && p.words.length > 2)!;
    const [w0, w1] = phrase.words;
    expect(caption.state((w0!.start + w0!.end) / 2)).not.toBe(caption.state((w1!.start + w1!.end) / 2));
  });
});

describe("subjects", () => {
  it("map the scene's own nouns to emoji, names to a person", () => {
    expect(emojiFor("dog")).toBe("🐕");
    expect(emojiFor("sandcastle")).toBe("🏰");
    expect(emojiFor("old red bucket")).toBe("🪣");
    expect(emojiFor("Rosa")).toBe(PERSON);
  });

  it("appear in the order they are said, when they are said", async () => {
    const t = await timeline({ style: "minimalist" });
    const shot = t.shots[2]!;
    const subjects = shot.sprites.filter((s) => s.kind === "subject");
    const firstVisible = subjects.map((s) => {
      for (let x = shot.start; x < shot.end; x += 1 / 30) if (s.bounds(x)) return x;
      return Infinity;
    });
    expect(firstVisible).toEqual([...firstVisible].sort((a, b) => a - b));
    // "moat" is the last word of the narration: it appears late in the shot.
    expect(firstVisible.at(-1)! - shot.start).toBeGreaterThan((shot.end - shot.start) * 0.5);
    expect(shot.layers.filter((l) => l.kind === "subject").map((l) => l.detail)).toEqual(["🏰", "🎌", "moat"]);
  });
});

describe("duration", () => {
  it.each(["short", "medium", "long"] as const)("lands inside the %s range", async (duration) => {
    const t = await timeline({ duration });
    expect(t.duration).toBeGreaterThanOrEqual(DURATION_RANGES[duration].min);
    expect(t.duration).toBeLessThanOrEqual(DURATION_RANGES[duration].max);
    expect(t.frameCount).toBe(Math.round(t.duration * 30));
  });
});

it("title and end cards carry the title and the hashtags", async () => {
  const t = await timeline({});
  expect(t.shots[0]!.layers.find((l) => l.kind === "title")?.detail).toBe(BENCH_SCRIPT.title);
  expect(t.shots.at(-1)!.layers.find((l) => l.kind === "hashtags")?.detail).toBe(BENCH_SCRIPT.hashtags.join(" "));
});
