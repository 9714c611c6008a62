// Each register's word swaps: a word for another of the same part of speech, tense and meaning.

import type { Rule } from "./rules";

const NUMBER_AFTER =
  "(?=(?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|half)\\b)";

// Chat laughter has no place in a formal or a lyrical telling.
const NO_LOL: Rule = [/,? (?:lol|lmao|haha)\b/gi, ""];

// Swaps shared by the two formal registers. Each keeps the part of speech and tense of what it replaces; a phrasal
// verb is replaced whole ("came back" → "returned"), never its verb alone.
const FORMAL_SWAPS: readonly Rule[] = [
  [/\bkids\b/gi, "children"],
  [/\b(a|the|my|our|your|his|her|their) kid\b/gi, (det) => `${det} child`],
  [/\bmaybe\b/gi, "perhaps"],
  [/\b(?:a lot|lots|loads) of (\p{L}+)/giu, (noun) => (isPlural(noun) ? `many ${noun}` : `a great deal of ${noun}`)],
  [/\ba lot\b/gi, "a great deal"],
  // "go back and forth" and "came back on" are other phrases.
  [
    /\b(came|went|comes|goes|come|go) back\b(?!\s+(?:and|on|up|down|out|in|off|around|over)\b)/gi,
    (verb) => ({ came: "returned", went: "returned", comes: "returns", goes: "returns" })[verb] ?? "return",
  ],
  [
    /\b(found|finds|find|finding) out\b/gi,
    (verb) => ({ found: "discovered", finds: "discovers", finding: "discovering" })[verb] ?? "discover",
  ],
  [
    /\b(started|starts|start) (?=\p{L}+ing\b)/giu,
    (verb) => `${({ started: "began", starts: "begins" })[verb] ?? "begin"} `,
  ],
  [/\b(tried|tries|try) to\b/gi, (verb) => `${({ tried: "attempted", tries: "attempts" })[verb] ?? "attempt"} to`],
  [/\b(got|get|gets) married\b/gi, (verb) => ({ got: "married", gets: "marries" })[verb] ?? "marry"],
  [
    /\bgot (the|a|an|my) (job|role|position|offer|place|promotion|contract)\b/gi,
    (det, noun) => `secured ${det} ${noun}`,
  ],
  [/\bgot (lost|hurt|sick)\b/gi, (state) => `became ${state === "sick" ? "ill" : state}`],
  [
    /\b(bought|buys|buy)\b(?! (?:him|her|me|us|them|you|it)\b)/gi,
    (verb) => ({ bought: "purchased", buys: "purchases" })[verb] ?? "purchase",
  ],
  [/\b(a|the) guy\b/gi, (det) => `${det} man`],
  [/\banyway\b(?=[,.;]| and\b)/gi, "regardless"],
  [/^But\b,?/g, "However,"],
  NO_LOL,
];

export const ACADEMIC_SWAPS: readonly Rule[] = [
  ...FORMAL_SWAPS,
  // "in about two minutes" → "in approximately…"; a time of day needs its "at": "around 3 a.m." → "at approximately…".
  [
    new RegExp(`\\b(at|in|for|after|by|of|from|to|until|within) (?:about|around) ${NUMBER_AFTER}`, "gi"),
    (preposition) => `${preposition} approximately `,
  ],
  [/\baround (?=\d{1,2}(?::\d\d)?\s?(?:a\.?m\b|p\.?m\b|o['’]clock))/gi, "at approximately "],
  [new RegExp(`\\b(?:about|around) ${NUMBER_AFTER}`, "gi"), "approximately "],
  [/\b(?:amazing|awesome)\b/gi, "remarkable"],
  [/\bscared\b/gi, "frightened"],
];

export const PROFESSIONAL_SWAPS: readonly Rule[] = [...FORMAL_SWAPS, [/\b(?:amazing|awesome)\b/gi, "excellent"]];

// The informal registers undo the formal words a story may use.
export const CONVERSATIONAL_SWAPS: readonly Rule[] = [
  [/\bperhaps\b/gi, "maybe"],
  [/^However,\s*/g, "But "],
  [/\b(purchased|purchases|purchase)\b/gi, (verb) => ({ purchased: "bought", purchases: "buys" })[verb] ?? "buy"],
  [/\bapproximately\b/gi, "about"],
  [
    /\b(attempted|attempts|attempt) to\b/gi,
    (verb) => `${({ attempted: "tried", attempts: "tries" })[verb] ?? "try"} to`,
  ],
];

export const CASUAL_SWAPS: readonly Rule[] = [
  ...CONVERSATIONAL_SWAPS,
  [/\bchildren\b/gi, "kids"],
  [/\b(a|the|my|our|your|his|her|their) child\b/gi, (det) => `${det} kid`],
  [/\ba great deal\b/gi, "a lot"],
  [/\b(?:extremely|incredibly)\b/gi, "super"],
  [/\bfrightened\b/gi, "scared"],
  [/\breceived\b/gi, "got"],
];

// Poetic words for plain ones, each the same part of speech and meaning.
export const POETIC_SWAPS: readonly Rule[] = [
  NO_LOL,
  [/\bkids\b/gi, "children"],
  [/\bmaybe\b/gi, "perhaps"],
  [/\b(?:huge|enormous|massive)\b/gi, "vast"],
  [/\b(?:quiet|silent)\b/gi, "hushed"],
  [/\bquickly\b/gi, "swiftly"],
  [/\b(looked|stared|looks|stares|look|stare|looking|staring) at\b/gi, (verb) => `${gazeLike(verb)} at`],
  [/\b(cried|cries|crying)\b(?! out\b)/gi, (verb) => ({ cried: "wept", cries: "weeps" })[verb] ?? "weeping"],
];

function gazeLike(verb: string): string {
  if (/ed$/.test(verb)) return "gazed";
  if (/ing$/.test(verb)) return "gazing";
  return /s$/.test(verb) ? "gazes" : "gaze";
}

function isPlural(noun: string): boolean {
  return (
    /^(?:people|children|men|women|feet|teeth|mice|geese)$/i.test(noun) || (/s$/i.test(noun) && !/ss$/i.test(noun))
  );
}
