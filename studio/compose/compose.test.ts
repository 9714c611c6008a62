import { beforeAll, describe, expect, it } from "vitest";
import { DURATION_RANGES, type VideoOptions, videoOptionsSchema } from "@common/video-options";
import { BENCH_SCRIPT, fixtureNarration, fixtureTimeline } from "../../bench/studio-fixture";
import { targetLength } from "../render/fit-duration";
import { FrameSource } from "../render/frames";
import { arrange } from "../render/score/arrange";
import { contains } from "./geometry";
import { naturalLength, type PartLengths, schedule } from "./pacing";
import { buildTimeline } from "./timeline";
import { sentenceEnds } from "./captions";
import { palette } from "./palette";
import { scenePictures } from "./scene-pictures";
import { NARRATOR_WHO } from "@common/script";
import { scenePlaces } from "./scene-places";
import { safeZone } from "./safe-zone";
import { dateSaid, placeLabel } from "./headlines";
import { writeLocalScript } from "../direct/local-writer";
import { KITCHEN, LONG, OFFICE } from "../direct/test-support/sample-stories";
import type { SettingKind } from "../art/places";
import type { Script } from "@common/script";
import type { Shot, Sprite, Timeline } from "./types";

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

  it("cinematic is a graded film look with a dip to black between scenes, and no letterbox bars", () => {
    expect(kinds(byStyle.cinematic!, 0)).toEqual(expect.arrayContaining(["grain", "vignette", "title"]));
    expect(kinds(byStyle.cinematic!, 1)).toEqual(expect.arrayContaining(["setting", "headline"]));
    expect(byStyle.cinematic!.shots.flatMap((shot) => shot.layers.map((l) => l.kind))).not.toContain("letterbox");
    expect(byStyle.cinematic!.shots[2]!.transition.kind).toBe("dip");
  });

  it("animated has flat shapes on its cards, and people who bounce into the scene", () => {
    expect(kinds(byStyle.animated!, 0)).toContain("shapes");
    const shot = byStyle.animated!.shots[1]!;
    const sam = shot.sprites.filter((s) => s.kind === "character")[1]!;
    const tops = frameTimes(shot)
      .map((t) => sam.bounds(t)?.y)
      .filter((y): y is number => y !== undefined);
    // Rising into place, it overshoots its resting height before it settles.
    expect(Math.min(...tops)).toBeLessThan(tops.at(-1)! - 2);
  });

  it("documentary puts the on-screen text in a lower third typed letter by letter", () => {
    // The first scene's dateline ("Cornwall"): with captions on, the scene's line is left to the captions.
    const shot = byStyle.documentary!.shots[1]!;
    expect(kinds(byStyle.documentary!, 1)).toContain("lower-third");
    expect(byStyle.documentary!.shots.flatMap((s) => s.layers.map((l) => l.kind))).not.toContain("headline");
    const lower = shot.sprites.find((s) => s.kind === "lower-third")!;
    const from = frameTimes(shot).find((t) => lower.bounds(t))!;
    expect(lower.state(from + 0.15)).not.toBe(lower.state(from + 0.35));
    expect(lower.state(from + 1.3)).toBe("done");
  });

  it("minimalist cards are a plain ground, and its camera drifts less than the animated one", () => {
    expect(
      byStyle
        .minimalist!.shots[0]!.layers.filter((l) => ["background", "shapes", "grain", "vignette"].includes(l.kind))
        .map((l) => l.kind),
    ).toEqual(["background"]);
    const travel = (t: Timeline) => {
      const shot = t.shots[2]!;
      const near = shot.sprites.filter((s) => s.kind === "setting")[2]!;
      return Math.abs(Number(near.state(shot.end - 0.01)) - Number(near.state(shot.start)));
    };
    expect(travel(byStyle.minimalist!)).toBeGreaterThan(0);
    expect(travel(byStyle.minimalist!)).toBeLessThan(travel(byStyle.animated!));
  });
});

describe("scenes", () => {
  let t: Timeline;
  beforeAll(async () => {
    t = await timeline({ style: "cinematic" });
  });

  it("are drawn in the place the story names, at its time of day", () => {
    const places = t.shots
      .filter((shot) => shot.kind === "scene")
      .map((shot) => shot.layers.find((l) => l.kind === "setting")?.detail);
    expect(places).toEqual(["beach", "beach", "beach", "beach", "beach"]);
  });

  it("pan the camera with parallax: the sky stays still, nearer layers move further, a pixel at a time", () => {
    const shot = t.shots[1]!;
    const [far, mid, near] = shot.sprites.filter((s) => s.kind === "setting") as [Sprite, Sprite, Sprite];
    const at = (layer: Sprite, time: number) => Number(layer.state(time));
    const travel = (layer: Sprite) => Math.abs(at(layer, shot.end - 0.01) - at(layer, shot.start));
    expect(travel(far)).toBeGreaterThan(0);
    expect(travel(mid)).toBeGreaterThan(travel(far));
    expect(travel(near)).toBeGreaterThan(travel(mid));
    const frames = frameTimes(shot).slice(1);
    expect(Math.max(...frames.map((time) => Math.abs(at(near, time) - at(near, time - 1 / 30))))).toBeLessThanOrEqual(
      1,
    );
    // Every layer takes its step on the same frame as the nearest one, so a step of the pan is a single redraw.
    const farSteps = frames.filter((time) => far.state(time) !== far.state(time - 1 / 30));
    expect(farSteps.length).toBeGreaterThan(0);
    expect(farSteps.every((time) => near.state(time) !== near.state(time - 1 / 30))).toBe(true);
  });

  it("redraw only the rows a moving layer covers, under a finish that never asks for a redraw", () => {
    const shot = t.shots[1]!;
    const [far, , , finish] = shot.sprites.filter((s) => s.kind === "setting") as [Sprite, Sprite, Sprite, Sprite];
    const rows = far.bounds(shot.start)!;
    expect(rows.y).toBeGreaterThan(0);
    expect(rows.h).toBeLessThan(t.height / 2);
    expect(finish.bounds(shot.start)).toEqual({ x: 0, y: 0, w: t.width, h: t.height });
    expect(new Set(frameTimes(shot).map((time) => finish.state(time))).size).toBe(1);
  });

  it("have the story's people standing in them, each entering when first named", () => {
    const shot = t.shots[1]!;
    // "Took me and my brother Sam": the narrator, a child in this story, is there with them.
    expect(shot.layers.filter((l) => l.kind === "character").map((l) => l.detail)).toEqual([
      "fluent-emoji-flat:old-woman",
      "fluent-emoji-flat:boy",
      "fluent-emoji-flat:child",
    ]);
    const sam = shot.sprites.filter((s) => s.kind === "character")[1]!;
    const words = t.narration[1]!.clip.words;
    const said = t.narration[1]!.start + words.find((w) => w.text.startsWith("Sam"))!.start;
    expect(sam.bounds(said - 0.4)).toBeNull();
    expect(sam.bounds(said + 0.1)).not.toBeNull();
    // Standing on the floor: both people's feet are on one line, in the stage's lower part.
    const [grandma] = shot.sprites.filter((s) => s.kind === "character") as [Sprite];
    const feet = (s: Sprite) => s.bounds(shot.end - 0.05)!.y + s.bounds(shot.end - 0.05)!.h;
    expect(Math.abs(feet(grandma) - feet(sam))).toBeLessThanOrEqual(4);
  });

  it("paint people in front of the scenery: once someone has entered, the frame shows them where they stand", () => {
    const shot = t.shots[1]!;
    const sam = shot.sprites.filter((s) => s.kind === "character")[1]!;
    const entered = frameTimes(shot).find((at) => sam.bounds(at) !== null && sam.state(at) === sam.state(at + 1 / 30))!;
    const source = new FrameSource(t);
    const before = source.snapshot(entered - 1).getContext("2d");
    const after = source.snapshot(entered).getContext("2d");
    const box = sam.bounds(entered)!;
    const centre = { x: Math.round(box.x + box.w / 2), y: Math.round(box.y + box.h * 0.6) };
    const pixel = (c: typeof before, x: number, y: number) => [...c.getImageData(x, y, 1, 1).data];
    expect(pixel(before, centre.x, centre.y)).not.toEqual(pixel(after, centre.x, centre.y));
  });
});

const frameTimes = (shot: { start: number; end: number }) =>
  Array.from({ length: Math.floor((shot.end - shot.start) * 30) }, (_, i) => shot.start + i / 30);

describe("mood", () => {
  it("changes the palette and the music (rendered music: studio/render/music.test.ts)", () => {
    expect(palette("animated", "happy")).not.toEqual(palette("animated", "suspenseful"));
    const happy = arrange("happy", 20, 1);
    const tense = arrange("suspenseful", 20, 1);
    expect(happy.bpm).toBeGreaterThan(tense.bpm);
    expect(happy.minor).not.toBe(tense.minor);
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
      for (const layer of shot.layers.filter((l) => ["caption", "headline", "lower-third"].includes(l.kind)))
        expect(contains(zone, layer.rect)).toBe(true);
    }
    const general = safeZone("general", 1080, 1920);
    expect(general.y + general.h).toBeGreaterThan(zone.y + zone.h);
  });
});

describe("captions", () => {
  it("are a layer when on and absent when off, and change the pixels only inside the caption area", async () => {
    // Both from one narration, so only the caption option differs.
    const options = videoOptionsSchema.parse({ includeCaption: true, style: "minimalist" });
    const { narration, lengths } = await fixtureNarration(BENCH_SCRIPT, options);
    const plan = schedule(lengths, targetLength(BENCH_SCRIPT, lengths, options.duration));
    const on = buildTimeline(BENCH_SCRIPT, narration, plan, options);
    const off = buildTimeline(BENCH_SCRIPT, narration, plan, { ...options, includeCaption: false });
    // Every shot with words spoken in it (a short end card may only hold after the closing).
    const spoken = on.shots.filter((s) => on.phrases.some((p) => p.start >= s.start && p.start < s.end));
    expect(spoken.length).toBeGreaterThanOrEqual(on.shots.length - 1);
    expect(spoken.every((s) => s.layers.some((l) => l.kind === "caption"))).toBe(true);
    expect(off.shots.some((s) => s.layers.some((l) => l.kind === "caption"))).toBe(false);
    const phrase = on.phrases[3]!;
    const t = (phrase.words[0]!.start + phrase.words[0]!.end) / 2;
    const a = new FrameSource(on).snapshot(t).getContext("2d");
    const b = new FrameSource(off).snapshot(t).getContext("2d");
    const area = on.shots.find((s) => t < s.end)!.layers.find((l) => l.kind === "caption")!.rect;
    const inside = (ctx: typeof a) => ctx.getImageData(area.x, area.y, area.w, area.h).data;
    expect(Buffer.compare(Buffer.from(inside(a)), Buffer.from(inside(b)))).not.toBe(0);
    // The picture between the headline and the captions is the same (the headline itself differs: see below).
    const headline = off.shots.find((s) => t < s.end)!.layers.find((l) => l.kind === "headline")!.rect;
    const top = headline.y + headline.h;
    expect(area.y - 300).toBeGreaterThan(top + 100);
    const between = (ctx: typeof a) => ctx.getImageData(0, top, on.width, area.y - 300 - top).data;
    expect(Buffer.compare(Buffer.from(between(a)), Buffer.from(between(b)))).toBe(0);
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
  it("are the scene's nouns, pictured from the art set by meaning: people by age, places and the unpictured left out", () => {
    const names = scenePictures(BENCH_SCRIPT).map((scene) => scene.map((p) => `${p.word}:${p.picture ?? "none"}`));
    expect(names[0]).toEqual([
      "grandma:fluent-emoji-flat:old-woman",
      "beach:none",
      "Sam:fluent-emoji-flat:boy",
      "me:fluent-emoji-flat:child",
    ]);
    // "We built a huge sandcastle": we are the narrator (a child in this story), grandma and Sam, as in the scene before.
    expect(names[1]).toEqual([
      "We:fluent-emoji-flat:child",
      "We:fluent-emoji-flat:old-woman",
      "We:fluent-emoji-flat:boy",
      "sandcastle:fluent-emoji-flat:castle",
      "flags:fluent-emoji-flat:triangular-flag",
      "moat:none",
    ]);
  });

  it("keep a script's own pictures, dropping ids the art set does not know", () => {
    const scenes = BENCH_SCRIPT.scenes.map((scene, i) =>
      i === 0
        ? {
            ...scene,
            visual: {
              ...scene.visual,
              pictures: [
                { word: "grandma", kind: "person" as const, picture: "fluent-emoji-flat:woman" },
                { word: "Sam", kind: "person" as const, picture: "elsewhere:boy" },
              ],
            },
          }
        : scene,
    );
    expect(scenePictures({ ...BENCH_SCRIPT, scenes })[0]).toEqual([
      { word: "grandma", kind: "person", picture: "fluent-emoji-flat:woman", who: "Rosa" },
      { word: "Sam", kind: "person" },
      { word: "me", kind: "person", picture: "fluent-emoji-flat:child", who: NARRATOR_WHO },
    ]);
  });

  it("follow a line edited after the writer chose them: the old pictures go, the new words are pictured", () => {
    const written = BENCH_SCRIPT.scenes.map((scene, i) =>
      i === 0
        ? {
            ...scene,
            visual: {
              ...scene.visual,
              pictures: [{ word: "grandma", kind: "person" as const, picture: "fluent-emoji-flat:old-woman" }],
            },
          }
        : scene,
    );
    const edited = written.map((scene, i) =>
      i === 0 ? { ...scene, narration: "My uncle rode a horse to the market with his dog." } : scene,
    );
    const names = scenePictures({ ...BENCH_SCRIPT, scenes: edited })[0]!.map((p) => `${p.word}:${p.picture ?? "none"}`);
    expect(names).toEqual([
      "uncle:fluent-emoji-flat:man",
      "horse:fluent-emoji-flat:horse",
      "market:none",
      "dog:fluent-emoji-flat:dog",
    ]);
  });

  it.each([
    "My uncle drove a yellow taxi in Chicago for thirty years. On his last shift a woman in a green raincoat got in and asked for the airport. Halfway there she started crying. At the terminal she hugged him and waved goodbye.",
    // A sleeper in a car is in a seat, not in a bed.
    "The ferry was cancelled, so my cousin Tunde and I waited at the port all evening. At midnight we gave up on a hotel and slept in the car.",
  ])(
    "seat whoever is in a car and not driving: nobody stands, walks or lies in a bed inside one (%#)",
    async (story) => {
      const t = await fixtureTimeline(writeLocalScript(story, { duration: "short" }), { duration: "short" });
      const inCar = t.shots.filter((shot) => shot.layers.some((l) => l.kind === "setting" && l.detail === "car"));
      const people = inCar.flatMap((shot) => shot.layers.filter((l) => l.kind === "character"));
      expect(people.length).toBeGreaterThan(0);
      expect(people.map((l) => l.action).filter((a) => a !== "sitting" && a !== "driving")).toEqual([]);
    },
  );

  /** A short video of `story`, and the shot of the scene whose narration matches a line. */
  async function storyShots(story: string) {
    const script = writeLocalScript(story, { duration: "short" });
    const scenes = (await fixtureTimeline(script, { duration: "short" })).shots.filter((shot) => shot.kind === "scene");
    return (line: RegExp): Shot => {
      const i = script.scenes.findIndex((scene) => line.test(scene.narration));
      expect(i, `a scene saying ${line}`).toBeGreaterThanOrEqual(0);
      return scenes[i]!;
    };
  }

  it("let rain fall where a line says it rained out of doors, and nowhere else", async () => {
    const shotSaying = await storyShots(
      "My son Dylan opened a lemonade stand outside our house in Leeds. It rained all morning on the street, so he sold one cup. In the kitchen that evening he counted his coins. The next day it didn't rain at all and he sold out.",
    );
    const rainy = (line: RegExp) => shotSaying(line).layers.some((l) => l.kind === "weather" && l.detail === "rain");
    expect(rainy(/rained all morning/)).toBe(true);
    expect(rainy(/counted his coins/)).toBe(false);
    expect(rainy(/didn't rain/)).toBe(false);
    // It falls: the rain is somewhere else a moment later.
    const shot = shotSaying(/rained all morning/);
    const rain = shot.sprites.find((s) => s.kind === "weather")!;
    expect(new Set([0, 0.2, 0.4].map((dt) => rain.state(shot.start + dt))).size).toBe(3);
  });

  it("draw a group as several of its people, each their own, beside whoever else is there", async () => {
    const shotSaying = await storyShots(
      "On my eightieth birthday I took the bus into town alone. The whole bus sang happy birthday, badly, all the way to the market. At the market my parents were waiting with a cake.",
    );
    // A crowd is three of them, a pair two.
    for (const [line, count] of [
      [/whole bus sang/, 3],
      [/my parents were waiting/, 2],
    ] as const) {
      const shot = shotSaying(line);
      const figures = shot.sprites.filter((s) => s.kind === "character");
      expect(figures.length).toBe(count);
      // Each stands in a place of their own by the end of the scene.
      const xs = figures.map((s) => s.bounds(shot.end - 0.1)?.x);
      expect(xs.every((x) => x !== undefined)).toBe(true);
      expect(new Set(xs).size).toBe(figures.length);
    }
  });

  it("put a rider on a bicycle, with the bicycle theirs rather than beside them", async () => {
    const script = writeLocalScript(
      "My little sister Ama got a second-hand bike for her ninth birthday. Dad ran behind her down the lane all afternoon. By sunset she rode to the end of the lane on her own.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { duration: "short" });
    const scenes = t.shots.filter((shot) => shot.kind === "scene");
    const riders = scenes.filter((shot) => shot.layers.some((l) => l.kind === "character" && l.action === "cycling"));
    expect(riders.length).toBeGreaterThan(0);
    for (const shot of riders)
      expect(shot.layers.filter((l) => l.kind === "subject" && l.detail?.endsWith(":bicycle"))).toEqual([]);
  });

  it("draw the narrator doing what a line has them do when it pictures nobody else, and not when they only remember", async () => {
    const script = writeLocalScript(
      "My grandad gave me his old bike the summer I turned eight. Every evening I practised in the lane behind our flat. By sunset on the last day I rode to the end of the lane without falling. I still remember the smell of the cut grass.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { duration: "short" });
    const scenes = t.shots.filter((shot) => shot.kind === "scene");
    expect(scenes.length).toBe(script.scenes.length);
    const people = (line: RegExp) =>
      scenes
        .filter((_, i) => line.test(script.scenes[i]!.narration))
        .map((shot) => shot.layers.filter((l) => l.kind === "character").map((l) => l.action));
    expect(people(/end of the lane/)).toEqual([["cycling"]]);
    expect(people(/cut grass/)).toEqual([[]]);
  });

  it("draw the narrator with the people a line has them with: 'my brother and I', 'hugged me and'", () => {
    const script = writeLocalScript(
      "It snowed all night. In the morning my brother Tom and I walked to school through the snow. At the gate my teacher Mrs Obi hugged me and laughed. Then the bell rang.",
      { duration: "short" },
    );
    const who = (line: RegExp) =>
      scenePictures(script)
        .filter((_, i) => line.test(script.scenes[i]!.narration))
        .map((scene) => scene.filter((p) => p.kind === "person").map((p) => p.who ?? p.word));
    expect(who(/walked to school/)).toEqual([["Tom", NARRATOR_WHO]]);
    expect(who(/hugged me/)).toEqual([["Mrs Obi", NARRATOR_WHO]]);
  });

  it("draw the narrator doing what they do beside the people a line pictures, and not what someone named does", async () => {
    const script = writeLocalScript(
      "When I was ten my grandmother Wanjiru taught me to make chapati in her tiny kitchen. My first one was shaped like a map of Africa. Now I cook them every Sunday for my own kids. I failed my driving test on a roundabout. Noor drove me home.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { duration: "short" });
    const scenes = t.shots.filter((shot) => shot.kind === "scene");
    const actions = (line: RegExp) =>
      scenes
        .filter((_, i) => line.test(script.scenes[i]!.narration))
        .flatMap((shot) => shot.layers.filter((l) => l.kind === "character").map((l) => l.action));
    expect(actions(/I cook them/)).toContain("cooking");
    // Told from ten years old, but cooking for their own kids now: a grown-up.
    const cook = scenes
      .filter((_, i) => /I cook them/.test(script.scenes[i]!.narration))
      .flatMap((shot) => shot.layers.filter((l) => l.kind === "character" && l.action === "cooking"));
    expect(cook.map((l) => l.detail)).toEqual(["fluent-emoji-flat:person"]);
    // Noor drives; the narrator she drove home sits beside her.
    expect(actions(/Noor drove/).sort()).toEqual(["driving", "sitting"]);
  });

  it("put what the narrator holds in their hand, not on the floor beside the person they help", async () => {
    const script = writeLocalScript(
      "The power went out during the storm. Dad went down to the cellar to find the fuse box and I held a torch for him. We found a box of old photos instead.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { duration: "short" });
    const scenes = t.shots.filter((shot) => shot.kind === "scene");
    const torch = scenes.filter((_, i) => /held a torch/.test(script.scenes[i]!.narration));
    expect(torch).toHaveLength(1);
    const layers = torch[0]!.layers;
    expect(layers.filter((l) => l.kind === "character").map((l) => l.action)).toContain("holding");
    expect(
      layers.filter((l) => l.kind === "subject" && l.detail?.endsWith(":flashlight")).map((l) => l.placed),
    ).toEqual(["hand"]);
  });

  it("lay small things on the ground out of doors, where no table stands", async () => {
    const script = writeLocalScript(
      "Last August my friend Marta and I hiked up Snowdon at dawn. At the top she opened a flask of coffee and a bag of biscuits. We sat in the wind and watched the clouds below us.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { duration: "short" });
    const outdoors = t.shots.filter((shot) =>
      shot.layers.some((l) => l.kind === "setting" && ["mountains", "countryside", "park"].includes(l.detail ?? "")),
    );
    const things = outdoors.flatMap((shot) => shot.layers.filter((l) => l.kind === "subject"));
    expect(things.filter((l) => l.placed === "ground").length).toBeGreaterThan(0);
    expect(things.filter((l) => l.placed === "table" || l.placed === "counter" || !l.placed)).toEqual([]);
  });

  it("draw what a person is said to wear on them, not beside them", async () => {
    const script = await writeLocalScript(
      "Our village had one bus a day. Every winter a woman in a long red coat waited at the stop with a flask. Nobody knew her name. One day she gave the driver a tiny umbrella.",
      videoOptionsSchema.parse({ duration: "short", style: "animated" }),
    );
    const t = await fixtureTimeline(script, { duration: "short", style: "animated" });
    const coat = t.shots.find((shot) =>
      shot.layers.some((l) => l.kind === "caption" && /red coat/.test(l.detail ?? "")),
    )!;
    expect(scenePictures(script)[0]!.map((p) => p.word)).toContain("coat");
    expect(coat.layers.filter((l) => l.kind === "character").map((l) => l.detail)).toEqual(["fluent-emoji-flat:woman"]);
    expect(coat.layers.filter((l) => l.kind === "subject")).toEqual([]);
  });

  it("never draw what someone wears beside them: a paper crown is no crown on the counter", async () => {
    const script = writeLocalScript(
      "Every Sunday my grandad Joe answered the door in his socks. He wore a paper crown from Christmas all year. We played cards at the kitchen table until the tea went cold.",
      { duration: "short" },
    );
    expect(
      scenePictures(script)
        .flat()
        .map((p) => p.word),
    ).toContain("paper crown");
    const t = await fixtureTimeline(script, { duration: "short" });
    const subjects = t.shots.flatMap((shot) => shot.layers.filter((l) => l.kind === "subject"));
    expect(subjects.filter((l) => l.detail?.endsWith(":crown"))).toEqual([]);
  });

  it("leave the sky's sun and the sea's water to the place's own drawing, never a second sun or a raindrop", async () => {
    const script = writeLocalScript(
      "Every summer we rented the same blue hut by the sea. Dad read his paper while my brother built dams in the sand. On our last evening we sat on the steps and watched the sun go down over the water.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { duration: "short" });
    const sunset = t.shots.find((shot) => shot.layers.some((l) => l.kind === "caption" && /sun/.test(l.detail ?? "")))!;
    expect(sunset.layers.find((l) => l.kind === "setting")?.detail).toBe("beach");
    expect(
      scenePictures(script)
        .flat()
        .map((p) => p.word),
    ).toEqual(expect.arrayContaining(["sun", "water"]));
    expect(sunset.layers.filter((l) => l.kind === "subject")).toEqual([]);
  });

  it("leave a bedroom's bed to the room: no bed icon beside the bed it draws", async () => {
    const script = writeLocalScript(
      "Our dog Max was terrified of thunder. One stormy night he hid under my bed and would not come out. I lay on the floor next to him until he fell asleep.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { duration: "short" });
    const hid = t.shots.find((shot) => shot.layers.some((l) => l.kind === "caption" && /bed/.test(l.detail ?? "")))!;
    expect(hid.layers.find((l) => l.kind === "setting")?.detail).toBe("bedroom");
    expect(
      scenePictures(script)
        .flat()
        .map((p) => p.word),
    ).toContain("bed");
    const subjects = hid.layers.filter((l) => l.kind === "subject").map((l) => l.detail);
    expect(subjects).toContain("fluent-emoji-flat:dog");
    expect(subjects).not.toContain("fluent-emoji-flat:bed");
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
    // The flags appear just before "flags" is spoken, well into the shot.
    const flags = t.narration[2]!.clip.words.find((w) => w.text.toLowerCase().startsWith("flags"))!;
    expect(Math.abs(firstVisible[1]! - (t.narration[2]!.start + flags.start - 0.15))).toBeLessThan(0.1);
    expect(shot.layers.filter((l) => l.kind === "subject").map((l) => l.detail)).toEqual([
      "fluent-emoji-flat:castle",
      "fluent-emoji-flat:triangular-flag",
    ]);
  });
});

describe("duration", () => {
  it.each(["short", "medium", "long"] as const)(
    "reaches the %s range when the script can, never runs over it, no caption across a cut",
    async (duration) => {
      const t = await timeline({ duration });
      const natural = t.shots.slice(1, -1).reduce((sum, shot) => sum + shot.end - shot.start, 0);
      expect(t.duration).toBeLessThanOrEqual(DURATION_RANGES[duration].max);
      // Held title and end add at most 8.5 s: a script that short of the range is made at its own length.
      expect(t.duration).toBeGreaterThanOrEqual(Math.min(DURATION_RANGES[duration].min, natural));
      expect(t.frameCount).toBe(Math.round(t.duration * 30));
      for (const phrase of t.phrases) {
        const shot = t.shots.find((s) => phrase.start >= s.start && phrase.start < s.end)!;
        expect(phrase.words.at(-1)!.start).toBeLessThan(shot.end);
      }
    },
  );
});

describe("captions", () => {
  it("end with their sentence: no caption runs on over a full stop, which captions do not show", async () => {
    const t = await timeline({ duration: "medium" });
    const ends = t.phrases.filter((phrase) => phrase.words.at(-1)!.endsSentence);
    expect(ends.length).toBeGreaterThan(2);
    for (const phrase of t.phrases) expect(phrase.words.slice(0, -1).some((w) => w.endsSentence)).toBe(false);
    expect(sentenceEnds("It cost $4.50. She paid.", 5)).toEqual([false, false, true, false, true]);
  });
});

describe("pacing", () => {
  const speech = (sceneCount: number, seconds: number): PartLengths => ({
    hook: 2.4,
    hookPause: 0.4,
    scenes: Array.from({ length: sceneCount }, (_, i) => ({
      speech: seconds,
      ...(i === 1 ? { pauseAfter: 1.2 } : {}),
    })),
    closing: 0,
  });
  const cases = [
    ["short", speech(3, 2)],
    ["short", speech(8, 0.4)],
    ["medium", speech(3, 6)],
    ["medium", speech(8, 2)],
    ["long", speech(3, 12)],
    [
      "long",
      { ...speech(8, 4), scenes: speech(8, 4).scenes.map((scene, i) => (i === 4 ? { ...scene, hold: 12 } : scene)) },
    ],
  ] as const;

  it.each(cases)(
    "%s, %#: breaths of at most 0.6 s between lines; spare time holds the title card and the end",
    (duration, parts) => {
      const { min, max } = DURATION_RANGES[duration];
      const natural = naturalLength(parts);
      for (const target of [min, (min + max) / 2, max]) {
        const plan = schedule(parts, target);
        expect(plan.total).toBeCloseTo(Math.min(target, natural + 2.5 + 6), 9);
        // The title stays up until its entrance has finished; the shots tile the video.
        expect(plan.title.end).toBeGreaterThanOrEqual(1.6);
        const shots = [plan.title, ...plan.scenes, plan.end];
        shots.slice(1).forEach((slot, i) => expect(slot.start).toBeCloseTo(shots[i]!.end, 9));
        expect(plan.end.end).toBe(plan.total);
        // Each scene lasts its speech and a breath (a written held beat of 1.2 s kept), never more.
        plan.scenes.forEach((slot, i) => {
          const part = parts.scenes[i]!;
          const last = i === parts.scenes.length - 1;
          const gap = last ? 0 : (part.pauseAfter ?? 0) > 0.6 ? part.pauseAfter! : 0.3;
          expect(slot.end - slot.start).toBeCloseTo(Math.max(0.2 + part.speech + gap, part.hold ?? 0), 9);
        });
        // The hook is spoken on its card, which is held at most 2.5 s past it.
        expect(plan.title.end).toBeGreaterThan(plan.title.speechAt + parts.hook);
        expect(plan.title.end).toBeLessThanOrEqual(Math.max(1.6, 0.35 + parts.hook + 0.4) + 2.5 + 1e-9);
      }
    },
  );

  it("a person's own recording plays as they spoke it: its parts end to end, the spare time after the last", () => {
    const parts: PartLengths = { ...speech(3, 4), hookPause: 0.4, ownTiming: true };
    parts.scenes[0] = { ...parts.scenes[0]!, hold: 9 };
    const plan = schedule(parts, 20);
    // Each part starts where the one before it ends, speaking at once: no breath, lead or hold of the script's own.
    expect(plan.scenes[0]!.start).toBeCloseTo(0.35 + 2.4, 9);
    plan.scenes.forEach((slot, i) => {
      expect(slot.speechAt).toBe(slot.start);
      expect(slot.end - slot.start).toBeCloseTo(4, 9);
      if (i > 0) expect(slot.start).toBeCloseTo(plan.scenes[i - 1]!.end, 9);
    });
    // The video reaches its length after the recording, never by holding the title card inside it.
    expect(plan.total).toBeCloseTo(20, 9);
    expect(plan.end.start).toBeCloseTo(0.35 + 2.4 + 3 * 4, 9);
    expect(plan.end.speechAt).toBe(plan.end.start);
  });

  it("a script with no hook or closing opens on its title and ends on its last shot", () => {
    const parts = { hook: 0, scenes: [{ speech: 3 }, { speech: 2.5 }], closing: 0 };
    const plan = schedule(parts, 15);
    expect(plan.title.end).toBeGreaterThanOrEqual(1.6);
    expect(plan.total).toBeCloseTo(Math.min(15, naturalLength(parts) + 8.5), 9);
  });
});

it("title and end cards carry the title and the hashtags", async () => {
  const t = await timeline({});
  expect(t.shots[0]!.layers.find((l) => l.kind === "title")?.detail).toBe(BENCH_SCRIPT.title);
  expect(t.shots.at(-1)!.layers.find((l) => l.kind === "hashtags")?.detail).toBe(BENCH_SCRIPT.hashtags.join(" "));
});

// What a viewer reads as the same word: case, accents, a plural or possessive "s" and the little words aside.
const LITTLE = new Set(
  "a an the and or but so of to in on at by for with from it its i me my we us our you he him his she her they them then was were is be".split(
    " ",
  ),
);
const wordsSeen = (text: string) =>
  new Set(
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !LITTLE.has(w))
      .map((w) => w.replace(/s$/, "")),
  );
const headlineOf = (shot: Shot) => ({
  sprite: shot.sprites.find((s) => s.kind === "headline" || s.kind === "lower-third"),
  layer: shot.layers.find((l) => l.kind === "headline" || l.kind === "lower-third"),
});

describe("one text on screen", () => {
  // The bench's script and the local writer's own: a duo with quotations, a multithread story with its threads named,
  // a flashback with its "Earlier" label.
  const scripts: Array<[string, Script, Partial<VideoOptions>]> = [
    ["bench", BENCH_SCRIPT, { style: "cinematic" }],
    ["kitchen, duo", writeLocalScript(KITCHEN, { characterCount: "duo" }), { style: "documentary" }],
    [
      "Lisbon, multithread",
      writeLocalScript(LONG, { plotType: "multithread", duration: "medium" }),
      { style: "minimalist", duration: "medium" },
    ],
    ["office, flashback", writeLocalScript(OFFICE, { plotType: "flashback" }), { style: "animated" }],
  ];

  it.each(scripts)(
    "with captions on, no headline shares a word with the caption shown at the same moment (%s)",
    async (_name, script, options) => {
      const t = await fixtureTimeline(script, { ...options, includeCaption: true });
      let together = 0;
      const shown: string[] = [];
      for (const shot of t.shots.filter((s) => s.kind === "scene")) {
        const { sprite, layer } = headlineOf(shot);
        if (!sprite) continue;
        shown.push(layer!.detail!);
        const headline = wordsSeen(layer!.detail!);
        for (const at of frameTimes(shot)) {
          if (!sprite.bounds(at)) continue;
          const caption = t.phrases.find(
            (p) => p.start >= shot.start && p.start < shot.end && at >= p.start && at < p.end,
          );
          if (!caption) continue;
          together++;
          const same = caption.words.map((w) => w.text).filter((w) => [...wordsSeen(w)].some((x) => headline.has(x)));
          expect(
            same,
            `"${layer!.detail}" over "${caption.words.map((w) => w.text).join(" ")}" at ${at.toFixed(2)}`,
          ).toEqual([]);
        }
      }
      // Headlines are shown at all, beside the captions, and a scene's line is never just said again.
      expect(shown.length).toBeGreaterThan(0);
      expect(together).toBeGreaterThan(30);
      for (const scene of script.scenes) expect(shown).not.toContain(scene.onScreenText);
    },
    120_000,
  );

  it("with captions off, every scene's headline carries its line, for the whole scene", async () => {
    const t = await fixtureTimeline(BENCH_SCRIPT, { style: "minimalist", includeCaption: false });
    const scenes = t.shots.filter((s) => s.kind === "scene");
    scenes.forEach((shot, i) => {
      const { sprite, layer } = headlineOf(shot);
      expect(layer!.detail!.endsWith(BENCH_SCRIPT.scenes[i]!.onScreenText)).toBe(true);
      expect(sprite!.bounds(shot.start + 0.4)).not.toBeNull();
      expect(sprite!.bounds(shot.end - 0.02)).not.toBeNull();
    });
    // Where the story starts and where its evening falls, a dateline over the line; between, the line alone.
    expect(scenes.map((shot) => headlineOf(shot).layer!.detail)).toEqual([
      "Beach — Cornwall, last summer",
      "A huge sandcastle",
      "Then a wave came",
      "Grandma's red bucket",
      "Cornwall · evening — It lasted until sunset",
    ]);
  });

  it.each([
    ["In 1998 we moved to Lisbon.", "1998"],
    ["In the summer of 1998 I met her.", "summer 1998"],
    ["On Christmas Eve the power went out.", "Christmas Eve"],
    ["It was June 3rd and raining.", "June 3"],
    ["I ran 2000 metres.", undefined],
    ["We lived at 2019 Main Street.", undefined],
    ["The spring in the mattress broke.", undefined],
  ])("reads the date a line says for its dateline: %s", (line, date) => {
    expect(dateSaid(line)).toBe(date);
  });

  it("names the vehicle the story is in, and never a place someone only comes from", async () => {
    const script = writeLocalScript(
      "Every Friday I took the last tram home from work. One night a man from Brazil sat next to me and started to sing. By the third stop the whole tram was singing with him.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { style: "cinematic", includeCaption: false });
    const details = t.shots.filter((s) => s.kind === "scene").map((shot) => headlineOf(shot).layer?.detail ?? "");
    expect(details.some((detail) => detail.startsWith("On the tram"))).toBe(true);
    expect(details.filter((detail) => /Brazil/.test(detail.split(" — ")[0]!))).toEqual([]);
    // Inside the tram, no tram sticker stands in the aisle.
    const inside = t.shots.filter((shot) => shot.layers.some((l) => l.kind === "setting" && l.detail === "train"));
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.flatMap((shot) => shot.layers.filter((l) => l.kind === "subject").map((l) => l.detail))).toEqual([]);
  });

  it("never names where a ride is going while the scene is on board", async () => {
    const script = writeLocalScript(
      "Last spring my brother Paulo and I drove from Madrid to Lisbon in his old van. The radio was broken, so we sang the whole way. We reached the sea at sunset and ate sardines on the beach.",
      { duration: "short" },
    );
    const t = await fixtureTimeline(script, { style: "cinematic", includeCaption: false });
    const onBoard = t.shots.filter((shot) => shot.layers.some((l) => l.kind === "setting" && l.detail === "car"));
    expect(onBoard.length).toBeGreaterThan(0);
    const datelines = onBoard.map((shot) => (headlineOf(shot).layer?.detail ?? "").split(" — ")[0]!);
    expect(datelines.filter((dateline) => /Lisbon|Madrid/.test(dateline))).toEqual([]);
  });

  it("names the place drawn: a dateline where the story moves or its time of day changes, not on every scene", async () => {
    const script: Script = {
      ...BENCH_SCRIPT,
      hook: "",
      scenes: [
        {
          id: "a",
          narration: "Dad made pancakes in the kitchen.",
          onScreenText: "Pancakes",
          voice: 0,
          thread: 0,
          visual: { subjects: ["Dad", "pancakes"], shot: "wide" },
        },
        {
          id: "b",
          narration: "One of them stuck to the ceiling.",
          onScreenText: "Stuck",
          voice: 0,
          thread: 0,
          visual: { subjects: ["ceiling"], shot: "wide" },
        },
        {
          id: "c",
          narration: "Later we watched a film on the sofa in the living room.",
          onScreenText: "Film",
          voice: 0,
          thread: 0,
          visual: { subjects: ["film", "sofa"], shot: "wide" },
        },
        {
          id: "d",
          narration: "By midnight everyone was asleep.",
          onScreenText: "Asleep",
          voice: 0,
          thread: 0,
          visual: { subjects: ["everyone"], shot: "wide" },
        },
      ],
    };
    const t = await fixtureTimeline(script, { style: "cinematic", includeCaption: false });
    const scenes = t.shots.filter((s) => s.kind === "scene");
    const places = scenePlaces(script);
    const labels = scenes.map((shot, i) => {
      const detail = headlineOf(shot).layer!.detail!;
      const label = detail.includes(" — ") ? detail.split(" — ")[0]! : "";
      const drawn = shot.layers.find((l) => l.kind === "setting")!.detail as SettingKind;
      const moved = i === 0 || places[i - 1]!.kind !== drawn || places[i - 1]!.time !== places[i]!.time;
      expect(Boolean(label), `scene ${i + 1}: "${label}"`).toBe(moved);
      if (label) expect(label.startsWith(placeLabel(drawn)), `scene ${i + 1}: "${label}" over a ${drawn}`).toBe(true);
      return label;
    });
    expect(labels.filter(Boolean).length).toBeLessThan(scenes.length);
  });
});
