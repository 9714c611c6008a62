import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import "@/i18n";
import {
  ENHANCE_MISSING,
  ENHANCE_STYLES,
  enhanceStoryRequestSchema,
  generateHashtagsRequestSchema,
  HASHTAG_PLATFORMS,
  HASHTAGS_MISSING,
  VERIFY_MISSING,
  verifyFactsRequestSchema,
} from "@common/ai-tools";
import { checkedClaimsLabel, factualityVerdict } from "./labels";
import { storyHandoffPath } from "./story-handoff";

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock("@/components/ui/use-toast", () => ({ toast }));
const { validRequest } = await import("./feedback");
const { toastFailure } = await import("@/lib/failure-toast");
const t = i18next.getFixedT("en", "ai-tools");

describe("the factuality score", () => {
  it("follows content.md's colour rule, with a word for each colour", () => {
    const verdict = (score: number) => {
      const { colour, percent } = factualityVerdict(score);
      return { colour, word: t(`verdict.${colour}`), percent };
    };
    expect(verdict(1)).toEqual({ colour: "green", word: "Consistent", percent: "100%" });
    expect(verdict(0.8)).toEqual({ colour: "green", word: "Consistent", percent: "80%" });
    expect(verdict(0.79)).toEqual({ colour: "yellow", word: "Some problems", percent: "79%" });
    expect(verdict(0.6)).toEqual({ colour: "yellow", word: "Some problems", percent: "60%" });
    expect(verdict(0.599)).toEqual({ colour: "red", word: "Many problems", percent: "60%" });
    expect(verdict(0)).toEqual({ colour: "red", word: "Many problems", percent: "0%" });
  });

  it("says how many claims were checked", () => {
    expect(checkedClaimsLabel(0, t)).toBe("No claims could be checked");
    expect(checkedClaimsLabel(1, t)).toBe("1 claim checked");
    expect(checkedClaimsLabel(4, t)).toBe("4 claims checked");
  });
});

describe("the tools' labels", () => {
  it("names every style (with a description), platform and answering mode", () => {
    for (const style of ENHANCE_STYLES) expect(t(`styles.${style}.description`).length).toBeGreaterThan(10);
    expect(HASHTAG_PLATFORMS.map((platform) => t(`platforms.${platform}`))).toEqual([
      "General",
      "Instagram",
      "X (Twitter)",
      "TikTok",
      "LinkedIn",
      "Facebook",
    ]);
    expect(["offline", "openai", "perplexity"].map((mode) => t(`modes.${mode}`))).toEqual([
      "Offline engine",
      "OpenAI-compatible model",
      "Perplexity (web search)",
    ]);
  });
});

describe("checking a request before it is sent", () => {
  it("stops an empty or blank story with content.md's own message for each tool", () => {
    toast.mockClear();
    expect(validRequest(enhanceStoryRequestSchema, { storyText: "  \n ", style: "poetic" })).toBeNull();
    expect(validRequest(verifyFactsRequestSchema, { storyText: "" })).toBeNull();
    expect(validRequest(generateHashtagsRequestSchema, { storyText: " ", platform: "tiktok" })).toBeNull();
    expect(toast.mock.calls.map(([input]) => input.title)).toEqual([ENHANCE_MISSING, VERIFY_MISSING, HASHTAGS_MISSING]);
    expect(ENHANCE_MISSING).toBe("Please enter a story to enhance");
  });

  it("passes a good request on, trimmed, with the topic left out when blank", () => {
    toast.mockClear();
    expect(
      validRequest(enhanceStoryRequestSchema, { storyText: " My story. ", topic: undefined, style: "humorous" }),
    ).toEqual({
      storyText: "My story.",
      style: "humorous",
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it("puts the server's own words (a rate limit) under the failure toast, and nothing when there are none", async () => {
    const { ApiError } = await import("@/lib/api");
    toast.mockClear();
    toastFailure(
      "Failed to enhance story. Please try again.",
      new ApiError(429, JSON.stringify({ message: "Too many requests. Try again in a minute." }), "Too Many Requests"),
    );
    toastFailure("Failed to verify facts. Please try again.", new TypeError("Failed to fetch"));
    expect(toast.mock.calls.map(([input]) => [input.title, input.description])).toEqual([
      ["Failed to enhance story. Please try again.", "Too many requests. Try again in a minute."],
      ["Failed to verify facts. Please try again.", undefined],
    ]);
  });
});

describe("handing a story to the video wizard", () => {
  it("puts the whole text, line breaks and all, in ?story=", () => {
    const story = "Grandma & me: 100% true?\nYes, #really.";
    const path = storyHandoffPath(story);
    expect(path.startsWith("/dashboard?story=")).toBe(true);
    expect(new URL(path, "http://localhost").searchParams.get("story")).toBe(story);
  });
});
