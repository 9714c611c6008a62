import { describe, expect, it } from "vitest";
import { generateHashtagsResponseSchema, HASHTAG_PLATFORMS, type HashtagPlatform } from "@common/ai-tools";
import { normaliseHashtags, storyHashtags } from "./story-hashtags";
import { TOOL_STORIES } from "./test-support/tool-stories";

/** What each platform's list must look like (see the conventions in story-hashtags.ts). */
const EXPECTED: Record<HashtagPlatform, { min: number; max: number; camel: boolean }> = {
  general: { min: 5, max: 8, camel: false },
  instagram: { min: 8, max: 15, camel: false },
  twitter: { min: 1, max: 3, camel: true },
  tiktok: { min: 3, max: 6, camel: false },
  linkedin: { min: 3, max: 5, camel: true },
  facebook: { min: 1, max: 3, camel: true },
};

// A story this short names too few subjects for a platform's minimum, which is never reached by padding.
const SHORT_STORY = 150;

const lists = new Map(
  TOOL_STORIES.map(({ id, story }) => [
    id,
    new Map(HASHTAG_PLATFORMS.map((platform) => [platform, storyHashtags(story, platform)])),
  ]),
);
const tagsOf = (id: string, platform: HashtagPlatform) => lists.get(id)?.get(platform) as string[];
const cases = TOOL_STORIES.flatMap(({ id, story }) => HASHTAG_PLATFORMS.map((platform) => ({ id, story, platform })));

function storyWords(story: string): string[] {
  return story.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Events a reader names by another word than the story's verb.
const EVENT_NAMES: Record<string, RegExp> = {
  wedding: /\bmarr(?:y|ied|ies|ying)\b/i,
  retirement: /\bretir/i,
  graduation: /\bgraduat/i,
};

/**
 * Drawn from the story, judged from the outside: the tag is one to three of the story's words in a row ("#riversidepark",
 * "#firstday"), shares its first five letters with a story word ("#proposal" from "propose"), or names an event the
 * story tells ("#wedding" for "got married"). Broad tags ("#family" for a grandma) do not count, even when the story
 * earns them.
 */
function isFromStory(tag: string, story: string): boolean {
  const body = tag.slice(1).toLowerCase();
  const words = storyWords(story);
  const runs = words.flatMap((_, i) => [1, 2, 3].map((n) => words.slice(i, i + n).join("")));
  if (runs.includes(body) || EVENT_NAMES[body]?.test(story)) return true;
  return words.some((word) => word.length >= 5 && body.length >= 5 && word.slice(0, 5) === body.slice(0, 5));
}

describe("storyHashtags follows each platform's conventions", () => {
  it.each(cases)("$id on $platform: the platform's count", ({ id, story, platform }) => {
    const tags = tagsOf(id, platform);
    expect(tags.length).toBeLessThanOrEqual(EXPECTED[platform].max);
    expect(tags.length).toBeGreaterThanOrEqual(story.length < SHORT_STORY ? 1 : EXPECTED[platform].min);
  });

  it.each(cases)(
    "$id on $platform: '#' and letters, digits or underscores only, no repeats, the platform's casing",
    ({ id, platform }) => {
      const tags = tagsOf(id, platform);
      for (const tag of tags) {
        expect(tag).toMatch(/^#[\p{L}\p{N}_]+$/u);
        if (EXPECTED[platform].camel) expect(tag, tag).toMatch(/^#[\p{Lu}\p{N}]/u);
        else expect(tag, tag).toBe(tag.toLowerCase());
      }
      expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
      expect(
        generateHashtagsResponseSchema.safeParse({ hashtags: tags, platform, answeredBy: { mode: "offline" } }).success,
      ).toBe(true);
    },
  );

  it.each(cases)("$id on $platform: at least half the tags come from the story itself", ({ id, story, platform }) => {
    const tags = tagsOf(id, platform);
    const own = tags.filter((tag) => isFromStory(tag, story));
    expect(own.length, tags.join(" ")).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(tags.length / 2)));
  });

  it.each(TOOL_STORIES)("$id: TikTok gets a discovery tag, LinkedIn none of the feed's", ({ id }) => {
    expect(tagsOf(id, "tiktok").some((tag) => tag === "#fyp" || tag === "#storytime")).toBe(true);
    expect(tagsOf(id, "linkedin").map((t) => t.toLowerCase())).not.toContain("#fyp");
    expect(tagsOf(id, "linkedin").some((tag) => /^#(?:fyp|foryou|foryoupage|viral|reels)$/i.test(tag))).toBe(false);
  });

  it("is deterministic, and general by default", () => {
    for (const { story } of TOOL_STORIES.slice(0, 4)) {
      expect(storyHashtags(story, "instagram")).toEqual(storyHashtags(story, "instagram"));
      expect(storyHashtags(story)).toEqual(storyHashtags(story, "general"));
    }
  });
});

describe("storyHashtags names the story's own places, people's roles, things and events", () => {
  const story = (id: string) => TOOL_STORIES.find((s) => s.id === id)?.story as string;

  it("a beach story in Cornwall", () => {
    expect(tagsOf("cornwall-sandcastle", "general")).toEqual(
      expect.arrayContaining(["#cornwall", "#grandma", "#sandcastle"]),
    );
    expect(tagsOf("cornwall-sandcastle", "instagram")).toContain("#childhoodmemories");
  });

  it("a first day in Lisbon", () => {
    expect(tagsOf("lisbon-first-day", "general")).toEqual(expect.arrayContaining(["#lisbon", "#firstday"]));
    expect(tagsOf("lisbon-first-day", "twitter")).toContain("#FirstDay");
  });

  it("a first car, a proposal, a nurse, a dog", () => {
    expect(tagsOf("fiat-panda", "general")).toEqual(expect.arrayContaining(["#fiatpanda", "#firstcar", "#laketahoe"]));
    expect(tagsOf("snowdon-proposal", "general")).toEqual(expect.arrayContaining(["#snowdon", "#proposal"]));
    expect(tagsOf("night-shift", "linkedin")).toEqual(expect.arrayContaining(["#Nurse", "#Healthcare"]));
    expect(tagsOf("pepper-escapes", "instagram")).toEqual(expect.arrayContaining(["#riversidepark", "#dog", "#pets"]));
  });

  it("never tags a private person's name", () => {
    for (const [id, names] of [
      ["cornwall-sandcastle", ["#rosa", "#sam"]],
      ["rome-passports", ["#luca", "#marco"]],
      ["toronto-interview", ["#sarahlin"]],
    ] as const) {
      const all = HASHTAG_PLATFORMS.flatMap((platform) => tagsOf(id, platform).map((t) => t.toLowerCase()));
      for (const name of names) expect(all).not.toContain(name);
    }
  });

  it("writes CamelCase word by word", () => {
    expect(storyHashtags(story("tokyo-commute"), "linkedin")).toEqual(
      expect.arrayContaining(["#TokyoStation", "#LessonsLearned"]),
    );
  });
});

describe("normaliseHashtags puts a hosted model's tags into the platform's conventions", () => {
  it("cleans, re-cases, removes repeats and caps the count", () => {
    expect(
      normaliseHashtags(
        ["#CornwallBeach", "grandma rosa", "##cornwall_beach", "#Sandcastle!", "#sandcastle", "#a"],
        "instagram",
      ),
    ).toEqual(["#cornwallbeach", "#grandmarosa", "#sandcastle"]);
    expect(normaliseHashtags(["#cornwall beach", "#FirstJob", "#x1", "#StoryTime"], "twitter")).toEqual([
      "#CornwallBeach",
      "#FirstJob",
      "#StoryTime",
    ]);
  });

  it("drops feed tags on LinkedIn", () => {
    expect(normaliseHashtags(["#fyp", "#ForYou", "#Leadership", "#viral"], "linkedin")).toEqual(["#Leadership"]);
  });
});
