import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeChatServer, type FakeChatServer } from "../test-support/fake-chat-server";
import { createTestApp, registerAndSignIn, testEngines, type TestApp } from "../test-support/test-app";

const STORY =
  "My grandmother Rosa opened a bakery on Harbour Street in Whitby in the summer of 1998, when I was 7. I was 14 in 2003, when I started working there every Saturday. She paid me 5 pounds a day.";

const post = async (t: TestApp, tool: string, payload: object, cookie?: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/perplexity/${tool}`,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

describe.each(testEngines)("AI tools, offline (%s)", (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await registerAndSignIn(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("needs a session for every tool", async () => {
    for (const tool of ["enhance-story", "verify-facts", "generate-hashtags"]) {
      expect((await post(t, tool, { storyText: STORY })).status, tool).toBe(401);
    }
  });

  it("refuses a missing or overlong story with each tool's own message", async () => {
    expect((await post(t, "enhance-story", { storyText: "  " }, cookie)).body.message).toBe(
      "Please enter a story to enhance",
    );
    expect((await post(t, "verify-facts", {}, cookie)).body.message).toBe("Please enter a story to verify");
    expect((await post(t, "generate-hashtags", { storyText: "" }, cookie)).body.message).toBe(
      "Please enter a story for hashtag generation",
    );
    const long = await post(t, "enhance-story", { storyText: "a".repeat(1001) }, cookie);
    expect(long).toMatchObject({
      status: 400,
      body: { message: "Keep the story to 1000 characters or fewer, as in the video wizard." },
    });
    const style = await post(t, "enhance-story", { storyText: STORY, style: "shouty" }, cookie);
    expect(style.status).toBe(400);
    expect(style.body.message).toContain("Choose one of the styles");
  });

  it("rewrites the story offline in the chosen style, keeping its names and numbers", async () => {
    const casual = await post(t, "enhance-story", { storyText: STORY, style: "casual" }, cookie);
    const academic = await post(t, "enhance-story", { storyText: STORY, style: "academic" }, cookie);
    for (const { status, body } of [casual, academic]) {
      expect(status).toBe(200);
      expect(body.answeredBy).toEqual({ mode: "offline" });
      for (const kept of ["Rosa", "Whitby", "1998", "2003", "5"]) expect(body.enhancedStory).toContain(kept);
    }
    expect(casual.body.enhancedStory).not.toBe(academic.body.enhancedStory);
    expect((await post(t, "enhance-story", { storyText: STORY }, cookie)).body.style).toBe("conversational");
  });

  it("checks the story's own dates and ages offline, says no web sources were consulted, and lists none", async () => {
    const { status, body } = await post(t, "verify-facts", { storyText: STORY }, cookie);
    expect(status).toBe(200);
    expect(body.answeredBy).toEqual({ mode: "offline" });
    expect(body.sources).toEqual([]);
    expect(body.summary).toContain("No web sources were consulted");
    expect(body.checkedClaims).toBeGreaterThan(0);
    expect(body.factualityScore).toBeLessThan(1);
    expect(body.corrections.some((c: { original: string }) => c.original.includes("14"))).toBe(true);
  });

  it("makes hashtags for the chosen platform from the story's own subjects", async () => {
    const { body } = await post(t, "generate-hashtags", { storyText: STORY, platform: "twitter" }, cookie);
    expect(body.platform).toBe("twitter");
    expect(body.hashtags.length).toBeGreaterThanOrEqual(1);
    expect(body.hashtags.length).toBeLessThanOrEqual(3);
    const general = await post(t, "generate-hashtags", { storyText: STORY }, cookie);
    expect(general.body.platform).toBe("general");
    expect(general.body.hashtags.join(" ").toLowerCase()).toMatch(/whitby|bakery|grandma|grandmother/);
  });

  it("limits how fast one person can use the tools", async () => {
    const other = (await registerAndSignIn(t.app)).cookie;
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++)
      statuses.push((await post(t, "generate-hashtags", { storyText: STORY }, other)).status);
    expect(statuses.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
  });
});

describe("AI tools with hosted models (contract, fake servers)", () => {
  let openai: FakeChatServer;
  let perplexity: FakeChatServer;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    openai = await startFakeChatServer({ apiKey: "sk-openai-test" });
    perplexity = await startFakeChatServer({ apiKey: "pplx-test" });
    t = await createTestApp("sqlite", {
      env: {
        OPENAI_BASE_URL: openai.baseUrl,
        OPENAI_API_KEY: "sk-openai-test",
        OPENAI_MODEL: "writer-model",
        PERPLEXITY_API_KEY: "pplx-test",
        PERPLEXITY_API_URL: perplexity.baseUrl,
        PERPLEXITY_MODEL: "sonar-pro",
        AI_TIMEOUT_SECONDS: "1",
      },
    });
    cookie = (await registerAndSignIn(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await perplexity?.close();
  });

  it("verifies facts with Perplexity: its citations are the sources, its model and key are the configured ones", async () => {
    perplexity.setBehaviour(() => ({
      kind: "answer",
      content: JSON.stringify({
        checkedClaims: 2,
        factualityScore: 0.5,
        corrections: [{ original: "Harbour Street in Whitby", corrected: "Church Street in Whitby" }],
        summary: "One of two checkable claims is right.",
      }),
      citations: ["https://example.org/whitby-history"],
      searchResults: [{ title: "Whitby streets", url: "https://example.org/whitby-streets" }],
    }));
    const { status, body } = await post(t, "verify-facts", { storyText: STORY }, cookie);
    expect(status).toBe(200);
    expect(body).toEqual({
      checkedClaims: 2,
      factualityScore: 0.5,
      corrections: [{ original: "Harbour Street in Whitby", corrected: "Church Street in Whitby" }],
      summary: "One of two checkable claims is right.",
      sources: ["https://example.org/whitby-history", "https://example.org/whitby-streets"],
      answeredBy: { mode: "perplexity" },
    });
    const sent = perplexity.requests.at(-1)!;
    expect(sent.authorization).toBe("Bearer pplx-test");
    expect(sent.body.model).toBe("sonar-pro");
    expect(sent.body.response_format?.type).toBe("json_schema");
    expect(sent.body.messages.at(-1)).toEqual({ role: "user", content: STORY });
  });

  it("falls back to the offline check, and says so, when Perplexity fails, times out or answers off-schema", async () => {
    const cases: [Parameters<FakeChatServer["setBehaviour"]>[0], string][] = [
      [() => ({ kind: "error", status: 500 }), "The hosted model answered with an error (HTTP 500)."],
      [() => ({ kind: "hang" }), "The hosted model did not answer within 1 s."],
      [
        () => ({ kind: "answer", content: "I think it is all true!" }),
        "The hosted model's answer was not the JSON it was asked for.",
      ],
    ];
    for (const [behaviour, reason] of cases) {
      perplexity.setBehaviour(behaviour);
      const { status, body } = await post(t, "verify-facts", { storyText: STORY }, cookie);
      expect(status).toBe(200);
      expect(body.answeredBy).toEqual({ mode: "offline", fallbackReason: `${reason} This is the offline answer.` });
      expect(body.sources).toEqual([]);
      expect(body.summary).toContain("No web sources were consulted");
    }
  });

  it("enhances with the OpenAI-compatible model, and falls back when it fails or changes the story's numbers", async () => {
    openai.setBehaviour(() => ({
      kind: "answer",
      content: JSON.stringify({ enhancedStory: `${STORY} It smelled of cinnamon.` }),
    }));
    const ok = await post(t, "enhance-story", { storyText: STORY, style: "poetic", topic: "family" }, cookie);
    expect(ok.body).toEqual({
      enhancedStory: `${STORY} It smelled of cinnamon.`,
      style: "poetic",
      answeredBy: { mode: "openai" },
    });
    const sent = openai.requests.at(-1)!;
    expect(sent.authorization).toBe("Bearer sk-openai-test");
    expect(sent.body.model).toBe("writer-model");
    expect(sent.body.messages[0]!.content).toContain("poetic");
    expect(sent.body.messages[0]!.content).toContain('"family"');

    openai.setBehaviour(() => ({
      kind: "answer",
      content: JSON.stringify({ enhancedStory: STORY.replace("1998", "1999") }),
    }));
    const changed = await post(t, "enhance-story", { storyText: STORY }, cookie);
    expect(changed.body.answeredBy.fallbackReason).toBe(
      "The hosted model's rewrite changed a number of the story. This is the offline answer.",
    );
    expect(changed.body.enhancedStory).toContain("1998");

    openai.setBehaviour(() => ({ kind: "error", status: 429 }));
    expect((await post(t, "enhance-story", { storyText: STORY }, cookie)).body.answeredBy.fallbackReason).toContain(
      "HTTP 429",
    );
    openai.setBehaviour(() => ({ kind: "hang" }));
    const slow = await post(t, "enhance-story", { storyText: STORY }, cookie);
    expect(slow.body.answeredBy.fallbackReason).toBe(
      "The hosted model did not answer within 1 s. This is the offline answer.",
    );
    expect(slow.body.enhancedStory).toContain("Rosa");
  });

  it("makes hashtags with the OpenAI-compatible model, cleaned to the platform's form, and falls back on failure", async () => {
    openai.setBehaviour(() => ({
      kind: "answer",
      content: JSON.stringify({ hashtags: ["#Whitby", "bakery life", "#GrandmasBakery", "#whitby"] }),
    }));
    const ok = await post(t, "generate-hashtags", { storyText: STORY, platform: "instagram" }, cookie);
    expect(ok.body.answeredBy).toEqual({ mode: "openai" });
    expect(ok.body.hashtags).toEqual(["#whitby", "#bakerylife", "#grandmasbakery"]);

    openai.setBehaviour(() => ({ kind: "hang" }));
    const slow = await post(t, "generate-hashtags", { storyText: STORY, platform: "instagram" }, cookie);
    expect(slow.body.answeredBy.fallbackReason).toBe(
      "The hosted model did not answer within 1 s. This is the offline answer.",
    );
    expect(slow.body.hashtags.length).toBeGreaterThanOrEqual(3);
    for (const tag of slow.body.hashtags) expect(tag).toBe(tag.toLowerCase());
  });
});
