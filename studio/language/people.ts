import type { Mention } from "./mentions";
import type { Gender } from "@common/script";
import { capitalise, escapeRegExp, outsideQuotes } from "./text";

export type { Gender };

export type Person = {
  key: string;
  /** What to call them on a voice card: the name when the story gives one ("Rosa"), else the relation ("Mum"). */
  name: string;
  /** How the story says it, for lines the writer adds: "my grandma Rosa", "my father", "Ines". */
  phrase: string;
  /** The story gives a name (not only a relation like "my mum"), so `name` may stand alone in a sentence. */
  named: boolean;
  gender?: Gender;
  count: number;
  /** Index of the sentence they first appear in. */
  first: number;
};

const FEMALE_PRONOUNS = new Set(["she", "her", "hers", "herself"]);
const MALE_PRONOUNS = new Set(["he", "him", "his", "himself"]);
/** Where a he or a she (any of its forms) is said, in lower-case text. */
export const PRONOUNS_OF: Readonly<Record<Gender, RegExp>> = {
  female: new RegExp(`\\b(?:${[...FEMALE_PRONOUNS].join("|")})\\b`),
  male: new RegExp(`\\b(?:${[...MALE_PRONOUNS].join("|")})\\b`),
};

/** The genders a sentence's he/she/him/her/his point at, outside anyone's quoted words, in the order first said. */
export function pronounGenders(sentence: string): Gender[] {
  const outside = outsideQuotes(sentence).toLowerCase();
  const said = outside.match(/\b(?:she|her|hers|he|him|his)\b/g) ?? [];
  return [...new Set(said.map((word): Gender => (FEMALE_PRONOUNS.has(word) ? "female" : "male")))];
}

/**
 * The people of the story in the order they appear, each with the gender the story gives them: a relation word
 * ("grandma", "my brother"), "a woman named Ines", or the pronouns that follow their mention ("Jen screamed. She…")
 * when only one person could be meant. A name alone gives no gender.
 */
export function collectPeople(sentences: readonly string[], mentions: readonly Mention[][]): Person[] {
  const people = new Map<string, Person>();
  const named = new Set<string>();
  mentions.forEach((own, index) => {
    for (const mention of own.filter((m) => m.kind === "person")) {
      const known = people.get(mention.key);
      // "my grandma Rosa": the person is called by the name once the story gives one.
      if (mention.proper && known && !named.has(mention.key)) {
        known.name = mention.text;
        known.named = true;
      }
      if (mention.proper) named.add(mention.key);
      if (known) {
        known.count++;
        if (!known.gender && mention.gender) known.gender = mention.gender;
        continue;
      }
      const person: Person = {
        key: mention.key,
        name: capitalise(mention.text),
        phrase: mention.text,
        named: mention.proper,
        count: 1,
        first: index,
      };
      people.set(mention.key, mention.gender ? { ...person, gender: mention.gender } : person);
    }
  });
  const list = [...people.values()];
  for (const person of list) person.phrase = phraseFor(person, sentences);
  genderFromPronouns(list, sentences, mentions);
  return list;
}

// "my grandma Rosa", "my father", "Mum", "Ines", "the old men": the first way the story names them with the "my" or
// "the" the author used, so added lines sound like the author ("my father", never "Father"; "the vicar", never
// "vicar").
function phraseFor(person: Person, sentences: readonly string[]): string {
  const name = escapeRegExp(person.name);
  const determined = (dets: string) => new RegExp(`\\b((?:${dets})\\s+(?:[\\p{L}'-]+\\s+){0,2}?${name})\\b`, "iu");
  // "his girlfriend Leilani" needs the "his" of the sentence it was said in; a named person is called by name then.
  const determiners = person.named ? ["my|our"] : ["my|our", "the|his|her|their|a|an|\\p{Lu}[\\p{L}-]*['’]s"];
  for (const dets of determiners) {
    for (const sentence of sentences) {
      const found = sentence.match(determined(dets))?.[1];
      if (
        found &&
        found.split(/\s+/).length <= 4 &&
        (person.named || dets.startsWith("my") || !found.match(/^(?:a|an)\s/i))
      ) {
        return found.replace(/^(My|Our|The|His|Her|Their)\b/, (w) => w.toLowerCase());
      }
    }
  }
  for (const sentence of sentences) {
    const found = sentence.match(new RegExp(`\\b${name}\\b`, "iu"))?.[0];
    // Said bare with a capital ("Mum said"), it is used as a name; a bare common noun needs its article.
    if (found) return person.named || /^\p{Lu}\p{L}*$/u.test(found) ? found : `the ${found}`;
  }
  return person.named ? person.name : `the ${person.name.toLowerCase()}`;
}

/**
 * "Jen screamed. She…": a pronoun in the same or the next sentence refers to the person of unknown gender just
 * mentioned when they are the only one the story has named so far who could be meant, and the sentence does not mix
 * "she" and "he".
 */
function genderFromPronouns(people: Person[], sentences: readonly string[], mentions: readonly Mention[][]): void {
  const byKey = new Map(people.map((p) => [p.key, p]));
  sentences.forEach((sentence, index) => {
    const words = new Set(sentence.toLowerCase().match(/[\p{L}']+/gu) ?? []);
    const female = [...FEMALE_PRONOUNS].some((w) => words.has(w));
    const male = [...MALE_PRONOUNS].some((w) => words.has(w));
    if (female === male) return;
    const gender: Gender = female ? "female" : "male";
    const nearby = [
      ...new Set(
        [...(mentions[index - 1] ?? []), ...(mentions[index] ?? [])]
          .filter((m) => m.kind === "person")
          .map((m) => m.key),
      ),
    ]
      .map((key) => byKey.get(key))
      .filter((p): p is Person => Boolean(p));
    // "My grandmother Zofia… Marek thinks he was her first love. I think she wanted us to wonder.": anyone of that
    // gender the story has named so far could be whom "she" means, not only the people just mentioned.
    // In the pronoun's own sentence, only whom it names before the pronoun ("Lan invited me to her family's house for
    // Tết": not Tết).
    const lower = sentence.toLowerCase();
    const pronounAt = lower.search(PRONOUNS_OF[gender]);
    const before = (mentions[index] ?? []).filter((m) => {
      const at = lower.indexOf(m.text.toLowerCase());
      return at < 0 || at < pronounAt;
    });
    const sofar = new Set([...mentions.slice(0, index).flat(), ...before].map((m) => m.key));
    if (people.some((p) => sofar.has(p.key) && p.gender === gender)) return;
    // And only when one person so far could be meant: after "Biscuit asleep on Ethan's bed. Ethan was at camp." a "she"
    // may be either.
    const unknown = people.filter((p) => sofar.has(p.key) && !p.gender && !isGroup(p));
    if (unknown.length === 1 && nearby.includes(unknown[0]!)) unknown[0]!.gender = gender;
  });
}

// "Kenji's regular customers wrote him letters": "him" is never a group the story names in the plural.
export function isGroup(person: Person): boolean {
  return !person.named && /s$/i.test(person.phrase.split(/\s+/).pop() ?? "");
}

/**
 * Most prominent first: whom the story mentions most, counting the opening sentence once more. A story is about whom
 * it opens on ("After my grandma Ruth died…", "Kwame had never seen snow…") as much as about the sergeant her letters
 * mock three times or the colleague who filmed him. Ties go to whoever came first.
 */
export function byProminence(a: Person, b: Person): number {
  const weight = (p: Person) => p.count + (p.first === 0 ? 1 : 0);
  return weight(b) - weight(a) || a.first - b.first;
}

/** The person a speech tag or pronoun names, given the people mentioned so far. */
export function resolvePerson(who: string, people: readonly Person[], recent: readonly string[]): Person | undefined {
  const lower = who.toLowerCase().replace(/^(?:my|our|the)\s+/, "");
  if (FEMALE_PRONOUNS.has(lower) || MALE_PRONOUNS.has(lower)) {
    const gender: Gender = FEMALE_PRONOUNS.has(lower) ? "female" : "male";
    // The most recently mentioned person it can be: "my grandmother… my daughter Mei… she said" is Mei.
    const person = recent
      .map((key) => people.find((p) => p.key === key))
      .find((p) => p && (p.gender === gender || !p.gender));
    // The story's pronoun is what tells this person's gender.
    if (person && !person.gender) person.gender = gender;
    return person;
  }
  const words = lower.split(/\s+/);
  return (
    people.find((p) => p.key === lower || p.name.toLowerCase() === lower) ??
    people.find(
      (p) =>
        words.includes(p.key) ||
        words.includes(p.name.toLowerCase()) ||
        p.phrase.toLowerCase().replace(/^(?:my|our)\s+/, "") === lower,
    )
  );
}

const SELF_FEMALE =
  /\b(?:i am|i'm|as) an? (?:mother|mom|mum|wife|woman|girl|grandmother|grandma|daughter|sister|bride|girlfriend|aunt)\b/i;
const SELF_MALE =
  /\b(?:i am|i'm|as) an? (?:father|dad|husband|man|guy|boy|grandfather|grandpa|son|brother|groom|boyfriend|uncle)\b/i;

/** The author's own gender, only when the story says it ("as a mother of three…"); usually it does not. */
export function narratorGender(story: string): Gender | undefined {
  if (SELF_FEMALE.test(story)) return "female";
  if (SELF_MALE.test(story)) return "male";
  return undefined;
}
