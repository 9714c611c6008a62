import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videoOptionsSchema } from "@common/video-options";
import { BENCH_SCRIPT } from "../../bench/studio-fixture";
import { fetchScenePictures, type ScenePictures } from "./fetch-pictures";
import { type FakeService, type RecordedRequest, solidPng, startFakeService } from "./test-support/fakes";
import type { OpenAiImagesConfig } from "./types";

const PNG = solidPng("#20d040", 64, 112);
const OPTIONS = videoOptionsSchema.parse({ style: "cinematic", aspectRatio: "9:16" });
const SCENES = BENCH_SCRIPT.scenes.length;

/** How the fake answers the next requests; a function of the request, so one scene can fail while others succeed. */
let answer: (request: RecordedRequest, response: ServerResponse) => void;
const images = (response: ServerResponse, body: unknown) =>
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
const succeed = (_: RecordedRequest, response: ServerResponse) =>
  images(response, { created: 1, data: [{ b64_json: PNG.toString("base64") }] });

let fake: FakeService;
let config: OpenAiImagesConfig;
beforeAll(async () => {
  fake = await startFakeService((request, response) => answer(request, response));
  config = { provider: "openai", baseUrl: `${fake.url}/v1`, apiKey: "sk-test-key", model: "dall-e-3" };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  answer = succeed;
});

function expectAllIllustrated(result: ScenePictures, reason: string | RegExp) {
  expect(result.pictures).toEqual(Array(SCENES).fill(undefined));
  for (const outcome of result.outcomes) {
    expect(outcome.source).toBe("illustrated");
    expect(outcome.fallbackReason).toMatch(reason);
  }
}

describe("OpenAI-compatible images provider", () => {
  it("posts one generation per scene with model, prompt, portrait size, n and b64_json, and the key as a bearer token", async () => {
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config);
    expect(fake.requests).toHaveLength(SCENES);
    const first = fake.requests.find((r) => r.body.includes("Cornwall"))!;
    expect(first).toMatchObject({ method: "POST", path: "/v1/images/generations" });
    expect(first.headers.authorization).toBe("Bearer sk-test-key");
    expect(first.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(first.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["model", "n", "prompt", "response_format", "size"]);
    expect(body).toMatchObject({ model: "dall-e-3", size: "1024x1792", n: 1, response_format: "b64_json" });
    // Built from the scene: the style's look, its subjects, its setting and its narration.
    const scene = BENCH_SCRIPT.scenes[0]!;
    expect(body.prompt).toMatch(/^A cinematic film still/);
    expect(body.prompt).toContain("Showing grandma, beach and Sam.");
    expect(body.prompt).toContain(`Setting: ${scene.visual.setting}.`);
    expect(body.prompt).toContain(scene.narration);

    expect(result.outcomes.map((o) => o.source)).toEqual(Array(SCENES).fill("openai"));
    expect(result.outcomes.map((o) => o.sceneId)).toEqual(BENCH_SCRIPT.scenes.map((s) => s.id));
    expect(result.pictures[0]).toMatchObject({ width: 64, height: 112 });
  });

  it("asks for the frame's shape, or the configured size, and sends no key when none is set", async () => {
    await fetchScenePictures(BENCH_SCRIPT, videoOptionsSchema.parse({ aspectRatio: "16:9" }), config);
    await fetchScenePictures(BENCH_SCRIPT, videoOptionsSchema.parse({ aspectRatio: "1:1" }), {
      ...config,
      apiKey: undefined,
      size: "768x768",
    });
    const sizes = fake.requests.map((r) => (JSON.parse(r.body) as { size: string }).size);
    expect(new Set(sizes.slice(0, SCENES))).toEqual(new Set(["1792x1024"]));
    expect(new Set(sizes.slice(SCENES))).toEqual(new Set(["768x768"]));
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it("falls back to the illustrated scene on an HTTP error, saying what the provider said", async () => {
    answer = (_, response) =>
      response
        .writeHead(429, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "Rate limit exceeded" } }));
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config);
    expectAllIllustrated(result, /^images provider answered 429: .*Rate limit exceeded/);
    expect(JSON.stringify(result)).not.toContain("sk-test-key");
  });

  it("falls back on a body that is not JSON", async () => {
    answer = (_, response) =>
      response.writeHead(200, { "content-type": "application/json" }).end("<html>gateway</html>");
    expectAllIllustrated(await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config), "images provider sent invalid JSON");
  });

  it("falls back on JSON without an image, or with a URL instead of base64", async () => {
    answer = (_, response) => images(response, { created: 1, data: [{ url: "https://example.com/a.png" }] });
    expectAllIllustrated(
      await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config),
      "images provider answered without a base64 image (data[0].b64_json)",
    );
    answer = (_, response) => images(response, { created: 1, data: [] });
    expectAllIllustrated(await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config), /without a base64 image/);
  });

  it("falls back when the base64 is not an image", async () => {
    answer = (_, response) =>
      images(response, { data: [{ b64_json: Buffer.from("definitely not a PNG").toString("base64") }] });
    expectAllIllustrated(
      await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config),
      "images provider sent something that is not an image",
    );
  });

  it("gives up on a provider that never answers after the timeout", async () => {
    answer = () => undefined;
    const started = performance.now();
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, { ...config, timeoutMs: 200 });
    expectAllIllustrated(result, "images provider timed out after 200 ms");
    // The scenes wait together, not one timeout after another.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("falls back for the failing scene only", async () => {
    answer = (request, response) =>
      request.body.includes("sandcastle") ? response.writeHead(500).end("boom") : succeed(request, response);
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config);
    expect(result.outcomes.map((o) => o.source)).toEqual(["openai", "illustrated", "openai", "openai", "openai"]);
    expect(result.outcomes[1]).toEqual({
      sceneId: "s2",
      source: "illustrated",
      fallbackReason: "images provider answered 500: boom",
    });
    expect(result.pictures.map(Boolean)).toEqual([true, false, true, true, true]);
  });

  it("falls back when nothing listens at the address", async () => {
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, { ...config, baseUrl: "http://127.0.0.1:9/v1" });
    expectAllIllustrated(result, /^fetch failed/);
  });

  it("stops with the render when the render is cancelled, instead of falling back", async () => {
    answer = () => undefined;
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("cancelled by user")), 50);
    await expect(
      fetchScenePictures(BENCH_SCRIPT, OPTIONS, { ...config, timeoutMs: 10_000 }, controller.signal),
    ).rejects.toThrow("cancelled by user");
  });
});
