import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import "@/i18n";
import type { VerifyFactsResponse } from "@common/ai-tools";
import { EnhanceResult } from "./enhance-result";
import { HashtagsResult } from "./hashtags-result";
import { VerifyResult } from "./verify-result";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ")
    .trim();

const offlineCheck: VerifyFactsResponse = {
  factualityScore: 0.5,
  corrections: [{ original: "born in 1995", corrected: "born in 1989" }],
  sources: [],
  checkedClaims: 2,
  summary: "Checked 2 claims against each other (dates, ages). No web sources were consulted.",
  answeredBy: { mode: "offline" },
};

describe("the fact check result", () => {
  it("shows the score in words as well as colour, the summary, and each correction struck through", () => {
    const html = renderToStaticMarkup(<VerifyResult result={offlineCheck} />);
    expect(text(html)).toContain("50% factuality score");
    expect(html).toMatch(/data-testid="factuality-verdict" data-colour="red"[^>]*>Many problems</);
    expect(text(html)).toContain("2 claims checked");
    expect(text(html)).toContain("No web sources were consulted.");
    expect(html).toMatch(/<del[^>]*>.*born in 1995<\/del>/);
    expect(html).toMatch(/<ins[^>]*>.*born in 1989<\/ins>/);
    expect(text(html)).toContain("Offline engine");
    // Offline there are no sources, and nothing pretends otherwise.
    expect(text(html)).not.toContain("Sources");
  });

  it("lists web sources as links that open in a new tab, and says when a provider failed", () => {
    const html = renderToStaticMarkup(
      <VerifyResult
        result={{
          ...offlineCheck,
          factualityScore: 0.85,
          corrections: [],
          sources: ["https://en.wikipedia.org/wiki/Marathon", "not a link"],
          answeredBy: { mode: "perplexity" },
        }}
      />,
    );
    expect(html).toMatch(/data-colour="green"[^>]*>Consistent</);
    expect(text(html)).toContain("Perplexity (web search)");
    expect(text(html)).toContain("No corrections suggested.");
    expect(html).toMatch(
      /<a href="https:\/\/en.wikipedia.org\/wiki\/Marathon" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).not.toContain('href="not a link"');

    const fallback = renderToStaticMarkup(
      <VerifyResult
        result={{
          ...offlineCheck,
          answeredBy: {
            mode: "offline",
            fallbackReason: "Perplexity did not answer in time, so the offline engine checked the story.",
          },
        }}
      />,
    );
    expect(fallback).toContain('data-testid="fallback-note"');
    expect(text(fallback)).toContain("Perplexity did not answer in time");
  });

  it("colours a middling score yellow", () => {
    expect(renderToStaticMarkup(<VerifyResult result={{ ...offlineCheck, factualityScore: 0.6 }} />)).toMatch(
      /data-colour="yellow"[^>]*>Some problems</,
    );
  });
});

describe("the enhance and hashtag results", () => {
  it("shows the enhanced story with its line breaks, Copy and Use in a new video", () => {
    const html = renderToStaticMarkup(
      <EnhanceResult
        result={{ enhancedStory: "Line one.\nLine two.", style: "poetic", answeredBy: { mode: "openai" } }}
        onCopy={() => {}}
        onUseInVideo={() => {}}
      />,
    );
    expect(html).toContain("Line one.\nLine two.");
    expect(text(html)).toContain("Style: Poetic");
    expect(text(html)).toContain("OpenAI-compatible model");
    expect(html).toMatch(/<button[^>]*>.*Copy<\/button>/);
    expect(html).toMatch(/<button[^>]*>.*Use in a new video<\/button>/);
    expect(text(html)).not.toContain("longer than the video wizard");
  });

  it("shows each hashtag as a chip, with Copy all", () => {
    const html = renderToStaticMarkup(
      <HashtagsResult
        result={{ hashtags: ["#storytime", "#GrandmaSurfs"], platform: "twitter", answeredBy: { mode: "offline" } }}
        onCopyAll={() => {}}
      />,
    );
    expect(text(html)).toContain("Hashtags for X (Twitter)");
    expect([...html.matchAll(/<li[^>]*>(#[^<]+)<\/li>/g)].map((m) => m[1])).toEqual(["#storytime", "#GrandmaSurfs"]);
    expect(html).toMatch(/<button[^>]*>.*Copy all<\/button>/);
  });
});
