import type { Style } from "@common/video-options";
import type { Scene } from "@common/script";

// How each style looks when a picture is generated for it, so a generated scene sits with the style's own cards.
const STYLE_LOOK: Record<Style, string> = {
  cinematic: "A cinematic film still, warm natural light, shallow depth of field, rich deep colours",
  animated: "A bright, cheerful flat-colour illustration with bold simple shapes",
  documentary: "A candid documentary photograph, natural light, muted colours, slight film grain",
  minimalist: "A minimalist photograph, clean uncluttered background, soft even light, one accent colour",
};

/** The generated-image prompt: the style's look, what to show, where, and the moment the narration tells. */
export function imagePrompt(scene: Scene, style: Style): string {
  const { subjects, setting } = scene.visual;
  return [
    `${STYLE_LOOK[style]}.`,
    `Showing ${listOf(subjects)}.`,
    setting ? `Setting: ${setting}.` : "",
    `The moment it illustrates: "${scene.narration}"`,
    "No text, lettering, captions or watermarks.",
  ]
    .filter(Boolean)
    .join(" ");
}

// Words that only tie a phrase together; a stock search matches on the nouns around them.
const FILLER = new Set(
  "a an the my our your his her their its this that these those some all whole in on at of to by with from into onto near over under and or for".split(
    " ",
  ),
);
/** A stock search does best on a few words; the first subjects are the ones the scene is about. */
const MAIN_SUBJECTS = 2;
const MAX_QUERY_WORDS = 5;

/**
 * The stock-photo query: the scene's main subject nouns and its setting ("grandma beach Cornwall"), not its
 * sentence, which search engines read as a bag of mostly irrelevant words. Capitalised subjects are people's names
 * (the compositor shows them as a person with a name tag): no stock photo shows that person, so they are left out.
 */
export function stockQuery(scene: Scene): string {
  const { subjects, setting } = scene.visual;
  const common = subjects.filter((subject) => !/^\p{Lu}/u.test(subject)).slice(0, MAIN_SUBJECTS);
  const words = [...common, setting ?? ""].flatMap(contentWords);
  const chosen = words.length > 0 ? words : subjects.flatMap(contentWords);
  const unique = chosen.filter(
    (word, i) => chosen.findIndex((other) => other.toLowerCase() === word.toLowerCase()) === i,
  );
  return unique.slice(0, MAX_QUERY_WORDS).join(" ");
}

function contentWords(phrase: string): string[] {
  return phrase.split(/[^\p{L}\p{N}'-]+/u).filter((word) => word.length > 0 && !FILLER.has(word.toLowerCase()));
}

function listOf(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}
