import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoOptionsSchema } from "@common/video-options";
import { look, storyboard } from "@studio";
import type { Script } from "@common/script";
import { createTestApp, previewScript, registerAndSignIn, testEngines, type TestApp } from "../test-support/test-app";

const story =
  "Last summer my grandmother Rosa taught me to bake bread in her tiny kitchen in Lisbon, and the oven caught fire.";

describe.each(testEngines)("storyboard API (%s)", (engine) => {
  let t: TestApp;
  let cookie: string;
  let script: Script;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ cookie } = await registerAndSignIn(t.app));
    script = await previewScript(t.app, cookie, story);
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "POST", url: "/api/storyboard", headers, payload: payload as object });

  it("answers the studio's storyboard of the script and the look of the options, spending nothing", async () => {
    const options = { duration: "medium", style: "animated", mood: "nostalgic" } as const;
    const res = await post({ script, options });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      storyboard: storyboard(script, videoOptionsSchema.parse(options)),
      look: look("animated", "nostalgic"),
      // No photos of the person's own were asked for.
      photos: [],
    });
    expect(res.json().storyboard.estimated).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/credits", headers: { cookie } })).json().credits).toBe(1);
  });

  it("follows an edited line", async () => {
    const edited: Script = structuredClone(script);
    edited.scenes[0]!.narration = `${edited.scenes[0]!.narration} The smoke alarm sang along for a good ten minutes.`;
    const [before, after] = await Promise.all([post({ script }), post({ script: edited })]);
    const first = (res: typeof before) => res.json().storyboard.scenes[0];
    expect(first(after).narration).toBe(edited.scenes[0]!.narration);
    expect(first(after).end - first(after).start).toBeGreaterThan(first(before).end - first(before).start);
  });

  it("refuses bad input with a message a person understands, never a 500", async () => {
    const withScene = (change: (scene: Script["scenes"][number]) => void) => {
      const broken = structuredClone(script) as Script;
      change(broken.scenes[0]!);
      return { script: broken };
    };
    const cases: [unknown, string][] = [
      [{}, "The storyboard needs the script."],
      [{ script: { ...script, scenes: [] } }, "A script needs at least one scene."],
      [withScene((scene) => (scene.narration = "")), "Scene 1's narration is empty: write something there."],
      [{ script: { ...script, hook: "x".repeat(201) } }, "The opening hook is too long: keep it to 200 characters."],
      [
        withScene((scene) => ((scene as { voice: unknown }).voice = "narrator")),
        "The script's scenes.0.voice is not one the studio can read.",
      ],
      [{ script, options: { style: "vaporwave" } }, "Style must be one of"],
      [[1, 2], "Send the script and its options as JSON."],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("answers 400 or 200, never 500, whatever a field of the script is replaced with", async () => {
    const fields = ["title", "hook", "closing", "scenes", "hashtags", "voices", "pace", "writer"] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.nat(2), fc.anything(), async (field, sceneIndex, value) => {
        const broken = structuredClone(script);
        if (field === "scenes")
          (broken.scenes[sceneIndex % broken.scenes.length] as unknown as Record<string, unknown>).visual = value;
        else (broken as Record<string, unknown>)[field] = value;
        expect([200, 400]).toContain((await post({ script: broken })).statusCode);
      }),
      { numRuns: 60 },
    );
  });

  it("answers the look alone, for previews before there is a script", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/look?style=documentary&mood=reflective",
      headers: { cookie },
    });
    expect(res.json()).toEqual(look("documentary", "reflective"));
    const bad = await t.app.inject({ method: "GET", url: "/api/look?style=vaporwave", headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Style must be one of");
  });

  it("serves each picture of the storyboard as the studio draws it, and 404 for anything else", async () => {
    const pictures = (await post({ script }))
      .json()
      .storyboard.scenes.flatMap((s: { pictures: { picture: { id: string } | null }[] }) => s.pictures);
    const id = pictures.find((p: { picture: unknown }) => p.picture).picture.id as string;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/pictures/${encodeURIComponent(id)}.png`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
    for (const file of [
      "fluent-emoji-flat:no-such-picture.png",
      "other-set:old-woman.png",
      `${encodeURIComponent(id)}.svg`,
      "..%2F..%2Fpackage.json",
    ]) {
      expect(
        (await t.app.inject({ method: "GET", url: `/api/pictures/${file}`, headers: { cookie } })).statusCode,
        file,
      ).toBe(404);
    }
  });

  it("asks signed-out visitors to log in", async () => {
    expect((await post({ script }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/look" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/pictures/fluent-emoji-flat:old-woman.png" })).statusCode,
    ).toBe(401);
  });
});
