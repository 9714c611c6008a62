import type { SettingKind } from "./places";

/**
 * What someone does that only happens in some places: driving is in a car, cooking in a kitchen, swimming in water.
 * `place` is where it is drawn when nothing else in the story says where; `also` the other places it happens in, so a
 * line that also names one of them ("we swam in the lake", "she baked bread in her bakery") or a story already there
 * keeps its own place; `anywhereWith` says when it happens wherever the story is (cooking on a fire by the lake). Verbs are dictionary forms (compromise's roots), so every tense matches.
 */
export type Activity = {
  verbs: readonly string[];
  place: SettingKind;
  also: readonly SettingKind[];
  anywhereWith?: RegExp;
  /** It happens in whatever place its line names ("slept in the shop", "dozed on the bench in the park"). */
  wherever?: boolean;
};

export const ACTIVITIES: readonly Activity[] = [
  { verbs: ["drive", "steer", "overtake"], place: "car", also: ["countryside"] },
  { verbs: ["fly"], place: "airport", also: ["sky"] },
  { verbs: ["sail"], place: "sea", also: ["harbour", "lake", "canal"] },
  { verbs: ["row", "kayak", "canoe"], place: "lake", also: ["sea", "harbour", "beach", "canal"] },
  {
    verbs: ["swim", "dive", "snorkel", "paddle"],
    place: "beach",
    also: ["lake", "sea", "harbour", "canal", "stadium"],
  },
  { verbs: ["ski", "snowboard", "sledge", "sled", "toboggan"], place: "snow", also: ["mountains"] },
  {
    verbs: ["hike", "trek", "trekked", "trekking"],
    place: "mountains",
    also: ["countryside", "forest", "snow", "lake", "canal", "beach", "park"],
  },
  {
    // The tagger finds no root for a doubled consonant ("pedalled", "trekked"): those forms are listed as written;
    // "bike" is as often the thing as the ride ("my bike was stolen from the garage").
    verbs: ["cycle", "pedal", "pedalled", "pedaled", "pedalling", "pedaling"],
    place: "street",
    also: [
      "park",
      "countryside",
      "forest",
      "lake",
      "canal",
      "beach",
      "harbour",
      "mountains",
      "garden",
      "city-night",
      "snow",
    ],
  },
  {
    verbs: ["cook", "bake", "fry", "stir", "boil", "roast", "chop", "simmer", "knead", "peel"],
    place: "kitchen",
    also: ["bakery", "cafe", "garden", "forest"],
    anywhereWith: /\b(?:(?:camp)?fire|barbecue|bbq|grill|embers)\b/i,
  },
  {
    verbs: ["sleep", "asleep", "nap", "doze", "lie", "lay"],
    place: "bedroom",
    also: ["living-room", "hospital", "train", "car", "forest", "beach", "airport", "sea"],
    // People sleep where they lie down: eleven drivers "slept in the shop" in a snowstorm; asleep in a seat or a chair,
    // they are wherever the story is (Dad asleep in his seat in the stand).
    wherever: true,
    anywhereWith: /\b(?:seat|seats|chair|armchair|deckchair|bench)\b/i,
  },
];

// "lay" is also putting something down ("she lay the table"): only lying somewhere is resting.
const RESTING_AT = new Set(["in", "on", "down", "awake", "there", "still"]);
// Flying is travel when it goes somewhere ("flew to Lagos", "flew home"); "the door flew open" and "time flew by" are not.
const FLOWN_TO = new Set(["to", "from", "home", "back", "abroad", "across", "into", "via", "over", "out"]);
// Figures of speech with an activity's verb: "it drove me mad", "they cooked up a plan"; and its noun in another sense:
// "four years in a row", "the front row", "a row of houses".
const FIGURATIVE =
  /\b(?:dr[io]ven?|drives?|driving)\s+(?:me|us|him|her|them|everyone|everybody)\s+(?:mad|crazy|nuts|insane|wild|up the wall|round the bend|to tears|to distraction)\b|\bcook(?:ed|ing|s)?\s+up\b|\bsleep(?:ing)? on it\b|\bin a row\b|\b(?:front|back|first|last) row\b|\brows? of\b/gi;

/** A text without the figures of speech that use an activity's verb for something else. */
export function literally(text: string): string {
  return text.replace(FIGURATIVE, " ");
}

/**
 * The activity a word says, as its root and the word after it; undefined when it says none. `afterNoun`: the word
 * follows a noun, as in "found Biscuit asleep", where someone else is the one asleep.
 */
export function activityOf(root: string, next: string | undefined, afterNoun = false): Activity | undefined {
  const activity = ACTIVITIES.find((a) => a.verbs.includes(root));
  if (!activity) return undefined;
  if (root === "asleep" && afterNoun) return undefined;
  // "asleep inside it", "slept inside the box": in something, wherever that is, not in a bed.
  if (activity.place === "bedroom" && next === "inside") return undefined;
  if ((root === "lay" || root === "lie") && !RESTING_AT.has(next ?? "")) return undefined;
  if (root === "fly" && !FLOWN_TO.has(next ?? "")) return undefined;
  return activity;
}

/** Whether the activity happens in `kind`. */
export const happensIn = (activity: Activity, kind: SettingKind) =>
  activity.place === kind || activity.also.includes(kind);
