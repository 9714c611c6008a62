import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videoOptionsSchema } from "@common/video-options";
import { BENCH_SCRIPT } from "../../bench/studio-fixture";
import { fetchScenePictures, type ScenePictures } from "./fetch-pictures";
import { stockQuery } from "./prompts";
import { type FakeService, type RecordedRequest, solidPng, startFakeService } from "./test-support/fakes";
import type { PexelsConfig } from "./types";

const KEY = "pexels-test-key-563492ad6f91700001000001";
const PNG = solidPng("#20d040", 90, 160);
const OPTIONS = videoOptionsSchema.parse({ style: "documentary", aspectRatio: "9:16" });
const SCENES = BENCH_SCRIPT.scenes.length;

type Answer = (request: RecordedRequest, response: ServerResponse) => void;
let search: Answer;
let download: Answer;
const json = (response: ServerResponse, body: unknown, status = 200) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
const photo = (id: number, width: number, height: number) => ({
  id,
  width,
  height,
  url: `https://www.pexels.com/photo/${id}/`,
  photographer: "Jane Doe",
  photographer_url: "https://www.pexels.com/@jane",
  avg_color: "#20D040",
  src: {
    original: `${fake.url}/photos/${id}/pexels-photo-${id}.jpeg`,
    portrait: `${fake.url}/photos/${id}/small.jpeg`,
  },
  alt: "a beach",
});
// Pexels lists a photo too small for the frame first: the provider should take the one that covers it.
const found: Answer = (_, response) =>
  json(response, { page: 1, per_page: 5, photos: [photo(1, 640, 960), photo(2, 3000, 4500)], total_results: 2 });
const servePng: Answer = (_, response) => response.writeHead(200, { "content-type": "image/png" }).end(PNG);

let fake: FakeService;
let config: PexelsConfig;
beforeAll(async () => {
  fake = await startFakeService((request, response) =>
    (request.path === "/v1/search" ? search : download)(request, response),
  );
  config = { provider: "pexels", apiKey: KEY, baseUrl: fake.url };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  search = found;
  download = servePng;
});

const searches = () => fake.requests.filter((r) => r.path === "/v1/search");
const downloads = () => fake.requests.filter((r) => r.path !== "/v1/search");

function expectAllIllustrated(result: ScenePictures, reason: string | RegExp) {
  expect(result.pictures).toEqual(Array(SCENES).fill(undefined));
  for (const outcome of result.outcomes) {
    expect(outcome.source).toBe("illustrated");
    expect(outcome.fallbackReason).toMatch(reason);
  }
  expect(JSON.stringify(result.outcomes)).not.toContain(KEY);
}

describe("stock query", () => {
  it("is the main subject nouns and the setting, without names or filler, never the sentence", () => {
    expect(BENCH_SCRIPT.scenes.map(stockQuery)).toEqual([
      "grandma beach Cornwall",
      "sandcastle flags beach",
      "wave shore",
      "grandma bucket beach",
      "castle sunset beach dusk",
    ]);
  });
});

describe("Pexels provider", () => {
  it("searches with the key, query, orientation and page size, then downloads the covering photo cropped to the frame", async () => {
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config);
    expect(searches()).toHaveLength(SCENES);
    const first = searches().find((r) => r.query.get("query") === "grandma beach Cornwall")!;
    expect(first.method).toBe("GET");
    expect(first.headers.authorization).toBe(KEY);
    expect(Object.fromEntries(first.query)).toEqual({
      query: "grandma beach Cornwall",
      orientation: "portrait",
      per_page: "5",
    });

    expect(downloads()).toHaveLength(SCENES);
    const image = downloads()[0]!;
    expect(image).toMatchObject({ method: "GET", path: "/photos/2/pexels-photo-2.jpeg" });
    expect(Object.fromEntries(image.query)).toEqual({
      auto: "compress",
      cs: "tinysrgb",
      fit: "crop",
      w: "1080",
      h: "1920",
    });
    // The key is for the API only, never sent to the image host.
    expect(image.headers.authorization).toBeUndefined();

    expect(result.outcomes[0]).toEqual({
      sceneId: "s1",
      source: "pexels",
      credit: "Photo: Jane Doe / Pexels",
      pageUrl: "https://www.pexels.com/photo/2/",
    });
    expect(result.pictures[0]).toMatchObject({ width: 90, height: 160, credit: "Photo: Jane Doe / Pexels" });
  });

  it("asks for landscape or square photos for wide and square frames, and the configured page size", async () => {
    await fetchScenePictures(BENCH_SCRIPT, videoOptionsSchema.parse({ aspectRatio: "16:9" }), config);
    await fetchScenePictures(BENCH_SCRIPT, videoOptionsSchema.parse({ aspectRatio: "1:1" }), {
      ...config,
      perPage: 12,
    });
    const asked = searches().map((r) => `${r.query.get("orientation")}/${r.query.get("per_page")}`);
    expect(new Set(asked.slice(0, SCENES))).toEqual(new Set(["landscape/5"]));
    expect(new Set(asked.slice(SCENES))).toEqual(new Set(["square/12"]));
    expect(Object.fromEntries(downloads()[0]!.query)).toMatchObject({ w: "1920", h: "1080" });
  });

  it("falls back on an HTTP error from the search, without repeating the key", async () => {
    search = (_, response) => json(response, { error: "Authorization field missing" }, 401);
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config);
    expectAllIllustrated(result, /^Pexels answered 401: .*Authorization field missing/);
    expect(downloads()).toHaveLength(0);
  });

  it("falls back on an HTTP error from the image download", async () => {
    download = (_, response) => response.writeHead(404).end("Not Found");
    expectAllIllustrated(
      await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config),
      "Pexels image download answered 404: Not Found",
    );
  });

  it("falls back on a search answer that is not JSON, or not a list of photos", async () => {
    search = (_, response) => response.writeHead(200).end("{ photos: [");
    expectAllIllustrated(await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config), "Pexels sent invalid JSON");
    search = (_, response) =>
      json(response, { photos: [{ id: 1, width: 10, height: 10, photographer: "X", src: {} }] });
    expectAllIllustrated(
      await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config),
      "Pexels answered with an unexpected search result",
    );
  });

  it("falls back when the download is not an image", async () => {
    download = (_, response) => response.writeHead(200, { "content-type": "image/jpeg" }).end("<html>captcha</html>");
    expectAllIllustrated(
      await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config),
      "Pexels sent something that is not an image",
    );
  });

  it("falls back when the search finds nothing, naming the query", async () => {
    search = (_, response) => json(response, { page: 1, per_page: 5, photos: [], total_results: 0 });
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config);
    expectAllIllustrated(result, /^Pexels has no photo for "/);
    expect(result.outcomes[2]!.fallbackReason).toBe('Pexels has no photo for "wave shore"');
  });

  it("gives up after the timeout on a search that never answers, and on a download that never answers", async () => {
    search = () => undefined;
    const started = performance.now();
    expectAllIllustrated(
      await fetchScenePictures(BENCH_SCRIPT, OPTIONS, { ...config, timeoutMs: 200 }),
      "Pexels timed out after 200 ms",
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    search = found;
    download = () => undefined;
    expectAllIllustrated(
      await fetchScenePictures(BENCH_SCRIPT, OPTIONS, { ...config, timeoutMs: 200 }),
      "Pexels timed out after 200 ms",
    );
  });

  it("falls back for the failing scene only, and keeps the credit of the others", async () => {
    search = (request, response) =>
      request.query.get("query") === "wave shore" ? json(response, { photos: [] }) : found(request, response);
    const result = await fetchScenePictures(BENCH_SCRIPT, OPTIONS, config);
    expect(result.outcomes.map((o) => o.source)).toEqual(["pexels", "pexels", "illustrated", "pexels", "pexels"]);
    expect(result.outcomes.filter((o) => o.credit).map((o) => o.sceneId)).toEqual(["s1", "s2", "s4", "s5"]);
    expect(result.pictures.map(Boolean)).toEqual([true, true, false, true, true]);
  });
});
