import type { PictureKind } from "@common/script";
import type { StoryPerson } from "./cast";
import { sensesOf } from "./picture-lexicon";
import type { Term } from "../language/noun-terms";
import { genderOfFirstName, isFirstName } from "../language/first-names";
import { PLACE_PREPOSITIONS } from "../language/mentions";
import { HONORIFICS, PERSON_ROLES, personIcon, type Role, type Who } from "./person-words";
import { chooseSense, modifierTerms, type NounSite } from "./sense";

/** What the story tells beyond the scene's sentence. */
export type StoryFacts = {
  people?: readonly StoryPerson[];
  childhood?: boolean;
  childrensGroup?: boolean;
  /** Words the story capitalises inside a sentence, in `plain` form: names even where they open a sentence. */
  names?: ReadonlySet<string>;
};

/** What a noun is, and the icon of the set that shows it, if any. */
export type Resolved = { kind: PictureKind; icon?: string };

/** A word as the lexicon keys it: lower case, no accents, no possessive "'s". */
export const plain = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]s$/u, "");
export const tokensOf = (subject: string) =>
  subject
    .split(/\s+/)
    .map((w) => plain(w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")))
    .filter(Boolean);
export const formsOf = (term: Term) => [plain(term.normal), plain(term.root ?? term.normal)];
const has = (term: Term | undefined, tag: string) => Boolean(term?.tags.includes(tag));
const isAnimal = (word: string) => Boolean(sensesOf(word)?.some((s) => s.kind === "animal"));

/** Whoever of the story bears the name: "Mrs Nowak" is the Nowak the story introduced. */
function castMember(name: string, people: readonly StoryPerson[] = []): StoryPerson | undefined {
  const words = tokensOf(name);
  const last = words[words.length - 1];
  return people.find((p) => {
    const own = tokensOf(p.name);
    return own.join(" ") === words.join(" ") || own[own.length - 1] === last;
  });
}

// "the day my son was born": whoever the sentence says was born is a baby in it.
function bornIn(site: NounSite): string[] {
  return site.terms.some((t) => t.normal === "born") ? ["baby"] : [];
}

function person(role: Role, who: Who): Resolved {
  const icon = personIcon(role, who);
  return icon ? { kind: "person", icon } : { kind: "person" };
}

// "on Elm Road", "near Ballina": before a name these lead to a place as well.
const BEFORE_A_PLACE = new Set([...PLACE_PREPOSITIONS, "on", "near"]);

// "up Errigal", "the whole of Donegal", "at the Ritz": a name after a preposition of place is where, not who.
function afterPlacePreposition({ terms, start }: NounSite): boolean {
  let i = start - 1;
  while (i >= 0 && has(terms[i], "Determiner")) i--;
  return i >= 0 && BEFORE_A_PLACE.has(plain((terms[i] as Term).normal));
}

// TikTok, YouTube, iPhone: a brand, not someone (McDonald and MacLeod are names).
const isBrand = (word: string) =>
  /^\p{L}\p{Ll}+\p{Lu}/u.test(word) && !/^(?:Mc|Mac|De|Di|La|Le|Van|Von|O')/u.test(word);

/** A capitalised word the story uses as a name (not "Dogs" opening a sentence, nor a shouted "THERE"). */
function isName(site: NounSite, subject: string, facts: StoryFacts): boolean {
  const term = site.terms[site.head] as Term;
  if (
    !/^\p{Lu}/u.test(term.text) ||
    (term.text.length > 1 && term.text === term.text.toUpperCase()) ||
    isBrand(term.text)
  )
    return false;
  if (
    has(term, "ProperNoun") ||
    has(term, "Person") ||
    site.start > 0 ||
    castMember(subject, facts.people) ||
    facts.names?.has(plain(term.normal))
  )
    return true;
  // A writer writes common nouns in lower case: a subject it capitalises is a name ("Rose gave me a rose").
  if (/^\p{Lu}\p{Ll}/u.test(subject)) return true;
  return !formsOf(term).some((form) => sensesOf(form) || form in PERSON_ROLES);
}

/** A named person or pet: what the story says they are, else a person of the gender the story gives them. */
function named(site: NounSite, subject: string, facts: StoryFacts): Resolved {
  const { terms, start, head } = site;
  const member = castMember(subject, facts.people);
  const previous = terms[start - 1];
  const before = previous && !previous.post.trim() ? plain(previous.normal).replace(/\.$/, "") : undefined;
  const role = member?.role ?? (before && (before in PERSON_ROLES || isAnimal(before)) ? before : undefined);
  const gender = member?.gender ?? (before ? HONORIFICS[before] : undefined);
  const said: Who = {
    ...(gender ? { gender } : {}),
    ...(member?.years !== undefined ? { years: member.years } : {}),
    modifiers: [...(member?.modifiers ?? []), ...bornIn(site)],
    childhood: Boolean(facts.childhood),
    childrensGroup: Boolean(facts.childrensGroup),
  };
  // Once the name is known to be someone's, a name the story gives no gender for takes the one it almost always has.
  const nameGender = gender ? undefined : genderOfFirstName(member?.name ?? subject);
  const who: Who = nameGender ? { ...said, gender: nameGender } : said;
  // A job the set has no picture of still has a person in it: "a waiter named Paolo" is drawn as Paolo, a man.
  if (role && PERSON_ROLES[role]) return person(PERSON_ROLES[role].icons === null ? {} : PERSON_ROLES[role], who);
  const animal = role ? sensesOf(role)?.find((s) => s.kind === "animal") : undefined;
  if (animal) return { kind: "animal", ...(animal.picture ? { icon: animal.picture } : {}) };
  const last = terms[head] as Term;
  // "Chester Zoo", "Elm Road": a name whose last word is a kind of place.
  if (formsOf(last).some((form) => sensesOf(form)?.every((s) => s.kind === "place"))) return { kind: "place" };
  if (afterPlacePreposition(site) || has(last, "Place")) return { kind: "place" };
  // "playing Chopin", "humming Adele": a name played or sung is music, not someone in the scene.
  if (previous && ["play", "sing", "hum"].includes(previous.root ?? previous.normal.replace(/ing$|ed$|s$/, "")))
    return { kind: "unknown" };
  // "an Allen key": a name right before a common noun describes it.
  const next = terms[head + 1];
  if (next && !last.post.trim() && !has(last, "Possessive") && has(next, "Noun") && /^\p{Ll}/u.test(next.text))
    return { kind: "unknown" };
  // "Oluwaseun won the race": a first name people are given, unless the words before make it a thing ("a red Tesla").
  const described = previous && ["Determiner", "Adjective"].some((tag) => has(previous, tag));
  if (member || gender || (isFirstName(subject) && !described)) return person({}, who);
  return ["Person", "FirstName", "Honorific"].some((tag) => has(last, tag)) ? person({}, who) : { kind: "unknown" };
}

/** The phrases to look up, most specific first: "secret santa" (from the sentence), "cricket bat", "bat". */
function phrases(tokens: string[], site: NounSite): string[] {
  const before = site.terms[site.start - 1];
  const joined =
    before && !before.post.trim() && ["Adjective", "Noun"].some((t) => has(before, t))
      ? `${plain(before.normal)} ${tokens.join(" ")}`
      : undefined;
  const [normal, root] = formsOf(site.terms[site.head] as Term);
  const lastTwo = tokens.length > 2 ? tokens.slice(-2).join(" ") : undefined;
  const rootPhrase = tokens.length > 1 ? [...tokens.slice(0, -1), root].join(" ") : undefined;
  return [joined, tokens.join(" "), rootPhrase, lastTwo, normal, root].filter((p): p is string => Boolean(p));
}

function roleFor(phrase: string, role: Role, site: NounSite, facts: StoryFacts): Resolved {
  const head = site.terms[site.head] as Term;
  // "the other parents", "my friends": more than one adult is a group; "forty children" stay children, "fairies" fairies.
  const plainPeople = !role.icons && role.icons !== null && !role.group;
  const grown = role.age !== "child" && role.age !== "baby" && role.age !== "offspring";
  const group = has(head, "Plural") && plainPeople && grown;
  const known = facts.people?.filter((p) => p.role === phrase);
  const gender = known?.length === 1 ? known[0]?.gender : undefined;
  const modifiers = [...modifierTerms(site).map((t) => plain(t.normal)), ...bornIn(site)];
  return person(group ? { group: true } : role, {
    noun: phrase,
    ...(gender ? { gender } : {}),
    modifiers,
    childhood: Boolean(facts.childhood),
    childrensGroup: Boolean(facts.childrensGroup),
  });
}

// What only people do, which a place or vehicle "does" when its people do it: "the whole bus sang".
const PEOPLE_DOINGS = new Set(["sing", "cheer", "clap", "laugh", "cry", "applaud", "gasp", "scream", "shout", "chant"]);

/** "The whole bus sang", "the whole class cheered": the place or vehicle stands for the people in it. */
function standsForItsPeople(site: NounSite): boolean {
  const before = site.terms[site.head - 1];
  const verb = site.terms[site.head + 1];
  if (!before || !verb || plain(before.normal) !== "whole" || !has(verb, "Verb")) return false;
  return PEOPLE_DOINGS.has(plain(verb.root ?? verb.normal));
}

/**
 * What the noun at `site` is and its picture: a person word by the age and gender the story gives, a name by what the
 * story says of whoever bears it, any other noun by the sense its sentence points at. Unknown words get no picture.
 */
export function resolveNoun(tokens: string[], subject: string, site: NounSite, facts: StoryFacts): Resolved {
  const head = site.terms[site.head] as Term;
  if (standsForItsPeople(site)) return roleFor("people", PERSON_ROLES.people as Role, site, facts);
  const candidates = phrases(tokens, site);
  // "Volcano Friends", a group chat's name, is a name; "Father Christmas" is a person word.
  const properPhrase =
    tokens.length > 1 &&
    subject.split(/\s+/).every((w) => /^\p{Lu}/u.test(w)) &&
    !sensesOf(tokens.join(" ")) &&
    !(tokens.join(" ") in PERSON_ROLES);
  if ((properPhrase || !candidates.some((p) => p in PERSON_ROLES)) && isName(site, subject, facts)) {
    if (candidates.some((p) => sensesOf(p)?.[0]?.kind === "time") || has(head, "Date")) return { kind: "time" };
    return named(site, subject, facts);
  }
  for (const phrase of candidates) {
    const role = PERSON_ROLES[phrase];
    if (role) return roleFor(phrase, role, site, facts);
    const senses = sensesOf(phrase);
    if (!senses) continue;
    const sense = chooseSense(senses, site);
    if (sense) return { kind: sense.kind, ...(sense.picture ? { icon: sense.picture } : {}) };
    const kind = senses[0]?.kind;
    return { kind: kind && senses.every((s) => s.kind === kind) ? kind : "unknown" };
  }
  if (has(head, "Date")) return { kind: "time" };
  return { kind: has(head, "Place") ? "place" : "unknown" };
}

/** "biscuit (our beagle)", "Pepper, our dog,": the noun right after, in apposition, that says what this one is. */
export function apposedSite(site: NounSite): NounSite | undefined {
  const { terms, head } = site;
  const opens = ["(", ","].includes((terms[head] as Term).post.trim()) || Boolean(terms[head + 1]?.pre.includes("("));
  const owner = terms[head + 1];
  const noun = terms[head + 2];
  if (!opens || !owner || !noun || !has(owner, "Possessive") || !has(noun, "Noun")) return undefined;
  // "Hamish, his girlfriend Leilani": a relation followed by a name is the next person of a list.
  const after = terms[head + 3];
  if (after && !noun.post.trim() && /^\p{Lu}/u.test(after.text)) return undefined;
  const word = plain(noun.normal);
  return word in PERSON_ROLES || isAnimal(word) ? { ...site, start: head + 2, head: head + 2 } : undefined;
}
