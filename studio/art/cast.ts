import type { Gender } from "@common/script";
import { sensesOf } from "./picture-lexicon";
import { HONORIFICS, PERSON_ROLES } from "./person-words";
import { SMALL_NUMBER_WORDS } from "../language/number-words";
import { escapeRegExp } from "../language/text";

/** Someone (or a pet) the story names, with what the story says about them. */
export type StoryPerson = {
  /** As the story writes it: "Rosa", "Nowak". */
  name: string;
  gender?: Gender;
  /** What they are: "grandma", "brother", "nurse", "dog". */
  role?: string;
  /** Words before the role: "little" in "my little brother Kofi". */
  modifiers?: string[];
  years?: number;
};

/** Names the story or the script already knows, with the gender its writer found (pronouns, relations). */
export type KnownPerson = { name: string; gender?: Gender };

// Animals a story gives a name: "our dog Pepper", "biscuit (our beagle)", "a fox… my uncle named it Gerald".
const NAMED_ANIMALS = [
  "dog",
  "puppy",
  "cat",
  "kitten",
  "parrot",
  "rabbit",
  "hamster",
  "horse",
  "pony",
  "tortoise",
  "beagle",
  "labrador",
  "spaniel",
  "terrier",
  "poodle",
  "budgie",
  "goldfish",
  "hen",
  "goat",
  "pig",
  "duck",
  "snake",
  "lizard",
  "fox",
  "squirrel",
  "bird",
];
const NAME = String.raw`(\p{Lu}[\p{L}’'-]*)`;
const WORDS = (max: number) => String.raw`((?:[\p{L}-]+\s+){0,${max}}?)`;
/** Ages and counts a story writes in words: one to twelve. */
const NUMBER_WORDS = SMALL_NUMBER_WORDS.slice(1, 13);
const NUMBER = String.raw`(\d{1,3}|${NUMBER_WORDS.join("|")})`;
// Not the age of the story's time ("Kofi is 19 now"), nor a measure ("Priya was 30 minutes late").
const NOT_AN_AGE = String.raw`(?!\s*(?:now|%|years? ago|minutes?|hours?|seconds?|days?|weeks?|months?|miles?|km|metres?|meters?|kilos?|kg|pounds?|points?|times|[.:,]\d))`;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

let patternList: Array<{ re: RegExp; read: (m: RegExpMatchArray) => Found }> | undefined;

type Found = { name: string; role?: string; modifiers?: string; years?: string; title?: string };

// Person words and pet animals, longest first ("best friend" before "friend"), as written or capitalised
// ("Grandma Rosa"); names keep their capital, so the patterns are case-sensitive.
function alternation(words: string[]): string {
  return `(${[...new Set(words.flatMap((w) => [w, capital(w)]))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})`;
}

function patterns(): Array<{ re: RegExp; read: (m: RegExpMatchArray) => Found }> {
  if (patternList) return patternList;
  // Titles ("Mr") are read by their own pattern: "called Mr Ferreira" is no relation named Ferreira.
  const roles = Object.keys(PERSON_ROLES).filter((w) => !(w in HONORIFICS));
  const role = alternation([...roles, ...NAMED_ANIMALS.filter((w) => sensesOf(w)?.some((s) => s.kind === "animal"))]);
  const title = alternation(Object.keys(HONORIFICS));
  const notName = String.raw`(?!\s+\p{Lu})`;
  patternList = [
    // "my 82 year old grandma Dolores", "my little brother Kofi", "our dog Pepper", "uncle Tom", "his granddaughter, Bia,"
    {
      re: new RegExp(String.raw`(?:\b(\d{1,3})[- ]years?[- ]old\s+)?${WORDS(2)}\b${role},?\s+${NAME}`, "gu"),
      read: (m) => ({ years: m[1], modifiers: m[2], role: m[3], name: m[4] as string }),
    },
    // "Priya, my new manager", not "Hamish, his girlfriend Leilani"
    {
      re: new RegExp(String.raw`${NAME},\s+(?:my|our|his|her|their|the)\s+${WORDS(2)}${role}\b${notName}`, "gu"),
      read: (m) => ({ name: m[1] as string, modifiers: m[2], role: m[3] }),
    },
    // "a nurse named Joy", "a quiet old man called Mr Ferreira"
    {
      re: new RegExp(String.raw`${WORDS(3)}\b${role}\s+(?:named|called)\s+(?:${title}\.?\s+)?${NAME}`, "gu"),
      read: (m) => ({ modifiers: m[1], role: m[2], title: m[3], name: m[4] as string }),
    },
    // "biscuit (our beagle)"
    {
      re: new RegExp(String.raw`${NAME}\s*\((?:my|our|his|her|their|the)\s+${role}\)`, "gu"),
      read: (m) => ({ name: m[1] as string, role: m[2] }),
    },
    // "Mrs Nowak", "monsieur Haddad"
    { re: new RegExp(String.raw`\b${title}\.?\s+${NAME}`, "gu"), read: (m) => ({ title: m[1], name: m[2] as string }) },
    // "Olga is 76", "Bia, who was six", "José (7)"
    {
      re: new RegExp(String.raw`${NAME},?\s+(?:who\s+)?(?:is|was|turned)\s+${NUMBER}\b${NOT_AN_AGE}`, "gu"),
      read: (m) => ({ name: m[1] as string, years: m[2] }),
    },
    { re: new RegExp(String.raw`${NAME}\s*\((\d{1,3})\)`, "gu"), read: (m) => ({ name: m[1] as string, years: m[2] }) },
    // "the night my daughter Saoirse was born": a baby wherever the story shows her that night.
    {
      re: new RegExp(String.raw`${NAME}\s+(?:was|were)\s+born\b(?!\s+(?:in|on)\s+\d)`, "gu"),
      read: (m) => ({ name: m[1] as string, years: "0" }),
    },
  ];
  return patternList;
}

const years = (text: string) => (/^\d+$/.test(text) ? Number(text) : NUMBER_WORDS.indexOf(text.toLowerCase()) + 1);

const CHILD_YEARS = String.raw`(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const CHILDHOOD = [
  new RegExp(
    String.raw`\bwhen I was (?:a (?:kid|child|little (?:girl|boy)|boy|girl|toddler)|little|small|young|${CHILD_YEARS}\b)`,
    "i",
  ),
  new RegExp(String.raw`\bI was ${CHILD_YEARS}(?: years old)?\b`, "i"),
  // "The year I turned seven", "the summer I turned ten".
  new RegExp(String.raw`\bI turned ${CHILD_YEARS}\b`, "i"),
  /\b(?:as kids|as a kid|as children|we were (?:kids|little|children))\b/i,
  // "my grandma Rosa took me and my brother Sam to the beach": a grandparent taking the author somewhere.
  /\b(?:grandma|grandmother|gran|granny|nan|nana|grandpa|grandad|granddad|grandfather)\b[^.!?]{0,40}\b(?:took|taught|gave|let|bought|showed|read|told)\s+(?:me|us)\b/i,
];

// "my daughter's under-9 football team", "the U11s", "his Year 2 class", "the kids' team".
const CHILDRENS_GROUP =
  /\b(?:under[- ]?(?:[5-9]|1[0-4])s?|u(?:[5-9]|1[0-4])s?|year (?:[1-6]|one|two|three|four|five|six)|(?:kids|children)['’]?s?|junior|primary school|nursery)\s*(?:football |rugby |netball |hockey |cricket |basketball |swim(?:ming)? )?(?:team|squad|side|class|club|league|players)\b/i;

/** The story's team or class is of children: its players and classmates are children. */
export function aboutChildrensGroup(story: string): boolean {
  return CHILDRENS_GROUP.test(story);
}

/** The story is told from the author's childhood: brothers and sisters in it are children. */
export function toldAsChild(story: string): boolean {
  return CHILDHOOD.some((re) => re.test(story));
}

// "A fox had eaten the bread. My uncle Tom named it Gerald": the name goes to the last animal said ("it") or the last
// person word or animal ("named her Mei" after "the baby").
function namedAfterLast(
  texts: readonly string[],
  index: number,
  at: number,
  pronoun: string,
): { role: string; modifiers: string } | undefined {
  const before = [...texts.slice(0, index), (texts[index] ?? "").slice(0, at)].join(" ");
  const words = before.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  const animal = (w: string) => Boolean(sensesOf(w)?.some((s) => s.kind === "animal"));
  const other = pronoun === "him" ? "female" : pronoun === "her" ? "male" : undefined;
  const person = (w: string) =>
    pronoun !== "it" &&
    w in PERSON_ROLES &&
    !(w in HONORIFICS) &&
    !PERSON_ROLES[w]?.group &&
    PERSON_ROLES[w]?.gender !== other;
  const last = words.findLastIndex((w) => animal(w) || person(w));
  // The words just before it say what kind: "a little boy", "an old woman".
  return last < 0 ? undefined : { role: words[last]!, modifiers: words.slice(Math.max(0, last - 2), last).join(" ") };
}

// "named it Gerald", "his name was Leo", "she was called Mei": the pronoun the name is given by, as an object.
const NAMING = [
  { re: new RegExp(String.raw`\b(?:named|called)\s+(it|him|her)\s+${NAME}`, "gu"), pronoun: (p: string) => p },
  {
    re: new RegExp(String.raw`\b([Hh]is|[Hh]er|[Ii]ts)\s+name\s+(?:was|is)\s+${NAME}`, "gu"),
    pronoun: (p: string) => ({ his: "him", its: "it" })[p.toLowerCase()] ?? "her",
  },
  {
    re: new RegExp(String.raw`\b([Hh]e|[Ss]he|[Ii]t)\s+(?:was|is)\s+called\s+${NAME}`, "gu"),
    pronoun: (p: string) => ({ he: "him", it: "it" })[p.toLowerCase()] ?? "her",
  },
];

/**
 * The people and pets of a story, from how it introduces them ("my brother Sam", "a nurse named Joy", "Mrs Nowak",
 * "Olga is 76"), with the genders the writer already knows taking precedence over what a relation or title implies.
 */
export function readCast(texts: readonly string[], known: readonly KnownPerson[] = []): StoryPerson[] {
  const people = new Map<string, StoryPerson>();
  const entry = (name: string) => {
    const key = name.toLowerCase();
    const person = people.get(key) ?? { name };
    people.set(key, person);
    return person;
  };
  const learn = (found: Found) => {
    // "her name was Mrs Patel" names Patel, whose own pattern reads the title.
    if (found.name.toLowerCase() in PERSON_ROLES || found.name.toLowerCase() in HONORIFICS) return;
    // "my aunt Rosa's fruit stall" names Rosa.
    const person = entry(found.name.replace(/(?<=\p{L})['’]s?$/u, ""));
    const role = found.role?.toLowerCase();
    if (role && !person.role) {
      person.role = role;
      const modifiers = (found.modifiers ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      if (modifiers.length) person.modifiers = modifiers;
    }
    if (found.years && person.years === undefined) person.years = years(found.years);
    const gender =
      (found.title ? HONORIFICS[found.title.toLowerCase()] : undefined) ??
      (role ? PERSON_ROLES[role]?.gender : undefined);
    if (gender && !person.gender) person.gender = gender;
  };
  texts.forEach((text, index) => {
    for (const { re, read } of patterns()) for (const match of text.matchAll(re)) learn(read(match));
    for (const { re, pronoun } of NAMING)
      for (const match of text.matchAll(re)) {
        const last = namedAfterLast(texts, index, match.index ?? 0, pronoun(match[1] as string));
        if (last) learn({ name: match[2] as string, ...last });
      }
  });
  for (const { name, gender } of known) {
    const person = entry(name);
    if (gender) person.gender = gender;
  }
  return [...people.values()];
}
