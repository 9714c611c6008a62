import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DURATION_RANGES, type VideoOptions, videoOptionsSchema } from "@common/video-options";
import { iconName } from "./art/icons";
import { scenePictures } from "./compose/scene-pictures";
import { scenePlaces } from "./compose/scene-places";
import { writeScript } from "./direct";
import { BEACH, KITCHEN, LONG, OFFICE } from "./direct/test-support/sample-stories";
import type { Script } from "@common/script";
import type { Storyboard } from "@common/storyboard";
import { settingLabel, storyboard } from "./storyboard";

const run = promisify(execFile);
const options = (input: Partial<VideoOptions>) => videoOptionsSchema.parse(input);

/** Every boundary in the order the video shows them: title card, scenes, end card. */
function clock(board: Storyboard): number[] {
  return [
    board.titleCard.start,
    board.titleCard.end,
    ...board.scenes.flatMap((s) => [s.start, s.end]),
    board.endCard.start,
    board.endCard.end,
  ];
}

describe("storyboard", () => {
  const cases: Array<[string, string, Partial<VideoOptions>]> = [
    ["beach, short", BEACH, { duration: "short" }],
    ["office, medium, flashback", OFFICE, { duration: "medium", plotType: "flashback" }],
    ["kitchen, short, ensemble", KITCHEN, { duration: "short", characterCount: "ensemble" }],
    ["long story, long", LONG, { duration: "long", plotType: "multithread" }],
  ];

  it.each(cases)(
    "%s: cards and scenes follow each other, never past the duration's range",
    async (_name, story, input) => {
      const chosen = options(input);
      const board = storyboard(await writeScript(story, chosen), chosen);
      const times = clock(board);
      expect(times[0]).toBe(0);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      // Each shot begins where the one before ends: the storyboard covers the whole video.
      for (let i = 1; i < times.length - 1; i += 2) expect(times[i], `boundary ${i}`).toBe(times[i + 1]);
      for (const scene of board.scenes) expect(scene.end).toBeGreaterThan(scene.start);
      expect(board.endCard.end).toBe(board.total);
      // Inside the range, or shorter when even held cards cannot fill it: the wizard then says so before generating.
      expect(board.total).toBeLessThanOrEqual(DURATION_RANGES[chosen.duration].max);
      expect(board.estimated).toBe(true);
    },
  );

  it("tells the script's own title, hook, scenes and closing, with each scene's setting", async () => {
    const chosen = options({ duration: "short" });
    const script = await writeScript(BEACH, chosen);
    const board = storyboard(script, chosen);
    expect(board.titleCard).toMatchObject({ title: script.title, hook: script.hook });
    expect(board.endCard.closing).toBe(script.closing);
    expect(board.scenes.map(({ id, narration }) => ({ id, narration }))).toEqual(
      script.scenes.map((scene) => ({ id: scene.id, narration: scene.narration })),
    );
    expect(board.scenes.map((scene) => scene.setting)).toEqual(
      scenePlaces(script).map(({ kind, time, word }) => ({
        kind,
        time,
        word: word ?? null,
        label: settingLabel(kind, time),
      })),
    );
    expect(board.scenes[0]!.setting).toMatchObject({ kind: "beach" });
  });

  it("reads words that name an object's own properties as words ('constructor', '__proto__'), never failing", async () => {
    const chosen = options({ duration: "short" });
    for (const word of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const story = `My grandma and I went to the ${word}. We ${word} in the ${word}. The ${word} broke, and we laughed all day.`;
      const script = await writeScript(story, chosen);
      // Said as written, never as what an object holds under that name ("function Object() { [native code] }").
      expect(JSON.stringify(script)).not.toMatch(/native code|\[object /);
      expect(storyboard({ ...script, hook: word, title: word }, chosen).scenes.length).toBe(script.scenes.length);
    }
  });

  it("names the vehicle a scene is drawn in by the story's word, not by the drawing's kind, while it stays there", async () => {
    const chosen = options({ duration: "short" });
    const story =
      "Every night I took the last bus home from the hospital. One night the driver waited for me in the rain. He said his daughter was a nurse too. I still think of him when I hear the doors hiss.";
    const board = storyboard(await writeScript(story, chosen), chosen);
    for (const scene of board.scenes)
      expect(scene.setting).toMatchObject({ vehicle: "bus", label: expect.stringMatching(/^Bus /) });
  });

  it("lists every subject with the word it illustrates, its picture's name in the set, or null and its kind", async () => {
    const chosen = options({ duration: "short" });
    const script = await writeScript(BEACH, chosen);
    const board = storyboard(script, chosen);
    const chosenPictures = scenePictures(script);
    board.scenes.forEach((scene, i) => {
      expect(scene.pictures.map((p) => ({ word: p.word, kind: p.kind, picture: p.picture?.id }))).toEqual(
        chosenPictures[i]!.map((p) => ({ word: p.word, kind: p.kind, picture: p.picture })),
      );
    });
    const listed = board.scenes.flatMap((scene) => scene.pictures);
    const drawn = listed.filter((p) => p.picture);
    expect(drawn.length).toBeGreaterThan(0);
    for (const { picture } of drawn) expect(picture!.name).toBe(iconName(picture!.id));
    expect(drawn.map((p) => p.kind)).toContain("person");
    for (const place of listed.filter((p) => p.kind === "place" || p.kind === "time")) expect(place.picture).toBeNull();
  });

  it("uses the pictures the writer put in the script", async () => {
    const chosen = options({ duration: "short" });
    const script = await writeScript(OFFICE, chosen);
    const own: Script = structuredClone(script);
    // Words the scene says, pictured as this script says rather than as the compositor would.
    own.scenes[0]!.narration = "So I was at work and my boss Priya asked me to print the quarterly report.";
    own.scenes[0]!.visual.pictures = [
      { word: "report", kind: "object", picture: "fluent-emoji-flat:page-facing-up" },
      { word: "work", kind: "place" },
    ];
    const [first] = storyboard(own, chosen).scenes;
    expect(first!.pictures).toEqual([
      { word: "report", kind: "object", picture: { id: "fluent-emoji-flat:page-facing-up", name: "page-facing-up" } },
      { word: "work", kind: "place", picture: null },
    ]);
  });

  it("speeds the narration up as the renderer would when the script runs past the duration's maximum", async () => {
    const chosen = options({ duration: "short" });
    const script = await writeScript(BEACH, chosen);
    const wordy: Script = structuredClone(script);
    for (const scene of wordy.scenes)
      scene.narration = `${scene.narration} It was fun. We ran about in the sun all day.`;
    const board = storyboard(wordy, chosen);
    expect(board.speechRate).toBeGreaterThan(1);
    expect(board.total).toBeLessThanOrEqual(DURATION_RANGES.short.max);
    expect(storyboard(script, chosen).speechRate).toBe(1);
    // Past what any speed-up can fit, the storyboard still answers (the render refuses): its total says so.
    for (const scene of wordy.scenes)
      scene.narration = `${scene.narration} And then we laughed about it all the way home again.`;
    expect(storyboard(wordy, chosen).total).toBeGreaterThan(DURATION_RANGES.short.max);
  });

  it("follows the edited lines: a longer scene takes longer", async () => {
    const chosen = options({ duration: "medium" });
    const script = await writeScript(OFFICE, chosen);
    const edited: Script = structuredClone(script);
    edited.scenes[1]!.narration = `${edited.scenes[1]!.narration} The whole floor stopped to watch it happen.`;
    const length = (board: Storyboard) => board.scenes[1]!.end - board.scenes[1]!.start;
    expect(length(storyboard(edited, chosen))).toBeGreaterThan(length(storyboard(script, chosen)));
  });
});

describe("npm run storyboard", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storyboard-cli-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // The local writer, whatever the machine's environment says about hosted ones.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("OPENAI_")));
  const cli = (args: string[]) =>
    run(process.execPath, ["--import", "tsx", "studio/storyboard-cli.ts", ...args], {
      env,
      cwd: join(import.meta.dirname, ".."),
    });

  it("prints the same storyboard as the function for the same story and options", async () => {
    const file = join(dir, "story.txt");
    await writeFile(file, BEACH);
    const { stdout } = await cli([
      "--story-file",
      file,
      "--style",
      "animated",
      "--duration",
      "medium",
      "--mood",
      "nostalgic",
      "--socialPlatform",
      "tiktok",
    ]);
    const chosen = options({
      style: "animated",
      duration: "medium",
      mood: "nostalgic",
      socialPlatform: "tiktok",
      aspectRatio: "9:16",
    });
    expect(JSON.parse(stdout)).toEqual(storyboard(await writeScript(BEACH, chosen), chosen));
  }, 60_000);

  it("refuses a bad story or option before any work, with exit code 2 and the usage", async () => {
    for (const args of [
      ["--story", "hi"],
      ["--story", BEACH, "--style", "vaporwave"],
      ["--story", BEACH, "--out", "x.mp4"],
    ]) {
      const failed = await cli(args).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code, args.join(" ")).toBe(2);
      expect(failed?.stderr).toContain("Usage: npm run storyboard");
    }
  }, 60_000);
});
