import type { Genre, Mood, SocialPlatform } from "@common/video-options";
import type { StoryAnalysis } from "./analyse";
import { isGenericNoun } from "./generic-nouns";

const GENRE_TAGS: Record<Genre, string> = {
  comedy: "#comedy",
  drama: "#drama",
  adventure: "#adventure",
  action: "#action",
  romance: "#romance",
  horror: "#horror",
  "sci-fi": "#scifi",
  fantasy: "#fantasy",
};

const MOOD_TAGS: Record<Mood, string> = {
  happy: "#goodvibes",
  nostalgic: "#nostalgia",
  suspenseful: "#suspense",
  inspirational: "#inspiration",
  reflective: "#reflection",
};

/** What each platform's feed rewards; LinkedIn's audience expects professional tags, not #fyp. */
export const PLATFORM_TAGS: Record<SocialPlatform, string[]> = {
  tiktok: ["#fyp", "#storytime", "#foryou"],
  instagram: ["#reels", "#storytime", "#explore"],
  youtube: ["#shorts", "#storytime"],
  facebook: ["#storytime", "#facebookreels"],
  linkedin: ["#leadership", "#lessonslearned", "#careergrowth"],
  general: ["#storytime", "#viral"],
};

const MAX_TAGS = 8;

/** 3–8 tags: the story's own places and things, its genre and mood, and with trends on the platform's tags first. */
export function writeHashtags(
  analysis: StoryAnalysis,
  genre: Genre,
  mood: Mood,
  platform: SocialPlatform,
  trends: boolean,
): string[] {
  // Places first: "#cornwall" finds an audience that "#bucket" does not.
  const places = [...analysis.things].sort((a, b) => (a.kind === "place" ? 0 : 1) - (b.kind === "place" ? 0 : 1));
  const story = places
    .filter((m) => !isGenericNoun(m.text))
    .map((m) => toTag(m.text))
    .filter((t): t is string => Boolean(t));
  const tags = [
    ...(trends ? PLATFORM_TAGS[platform] : []),
    ...story.slice(0, 3),
    GENRE_TAGS[genre],
    MOOD_TAGS[mood],
    "#truestory",
  ];
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

/** "#cornwall", or in CamelCase "#FirstJob" (read word by word, also by screen readers); too short or long: none. */
export function toTag(text: string, camel = false): string | undefined {
  const words = text.split(/\s+/).map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, ""));
  const body = words.map((word) => (camel ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join("");
  return body.length >= 3 && body.length <= 30 ? `#${body}` : undefined;
}
