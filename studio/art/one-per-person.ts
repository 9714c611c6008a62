import type { ScenePicture } from "@common/script";
import type { Term } from "../language/noun-terms";
import type { NounSite } from "./sense";

/** A scene's picture with where its word was said, when the narration says it. */
export type Placed = ScenePicture & { site?: NounSite };

const has = (term: Term | undefined, tag: string) => Boolean(term?.tags.includes(tag));
const isWho = (entry: Placed) => entry.kind === "person" || entry.kind === "animal";
const capitalised = (term: Term | undefined) => Boolean(term && /^\p{Lu}/u.test(term.text));
const PHRASE_OPENERS = ["Determiner", "Possessive", "Adjective", "Value"];

function sameSentence(a: Placed, b: Placed): a is Placed & { site: NounSite } {
  return Boolean(a.site && b.site && a.site.terms === b.site.terms);
}

// "grandma Rosa", "our dog Pepper", "a nurse named Joy", "a quiet old man called Mr Ferreira".
function namesNext(relation: Placed, name: Placed): boolean {
  if (!sameSentence(relation, name) || !capitalised(name.site?.terms[name.site.start])) return false;
  const { terms, head } = relation.site;
  if ((terms[head] as Term).post.trim()) return false;
  const gap = name.site!.start - head;
  const naming = ["named", "called"].includes(terms[head + 1]?.normal ?? "");
  return gap === 1 || (naming && (gap === 2 || (gap === 3 && has(terms[head + 2], "Honorific"))));
}

// "my boss, Ingrid, said", "Priya, my new manager,": two words for one person, side by side between commas. Not
// "Hamish, his girlfriend Leilani": a relation followed by a name is that name's.
function apposed(first: Placed, second: Placed): boolean {
  if (!sameSentence(first, second)) return false;
  const { terms, head } = first.site;
  const { start, head: secondHead } = second.site!;
  if ((terms[head] as Term).post.trim() !== "," || start <= head) return false;
  if (!terms.slice(head + 1, start).every((t) => PHRASE_OPENERS.some((tag) => has(t, tag)))) return false;
  return !(capitalised(terms[secondHead + 1]) && !(terms[secondHead] as Term).post.trim());
}

const COPULAS = new Set(["is", "was", "are", "were", "became", "becomes"]);

// "Euan is a rugby player who…", "my dad was a nurse": what someone is, not a second person beside them.
function isWhatTheyAre(person: Placed, role: Placed): boolean {
  if (!sameSentence(person, role) || capitalised(role.site?.terms[role.site.head])) return false;
  const { terms, head } = person.site;
  const { start } = role.site!;
  const between = terms.slice(head + 1, start);
  const copula = between.findIndex((t) => COPULAS.has(t.normal) || t.normal.endsWith("'s"));
  return (
    copula >= 0 &&
    copula <= 1 &&
    between.slice(copula + 1).every((t) => PHRASE_OPENERS.some((tag) => has(t, tag)) || has(t, "Noun"))
  );
}

const NEUTRAL = new Set(["person", "older-person", "child"]);

// "The examiner was the same man": of a word and what it is said to be, the one that shows less (a neutral person
// beside a man) goes; else the second.
function saysLess(first: Placed, second: Placed): Placed {
  const neutral = (entry: Placed) => NEUTRAL.has(entry.picture?.split(":").pop() ?? "");
  return neutral(first) && !neutral(second) ? first : second;
}

// Of two words for one person, the name says more than the relation; a word with a picture more than one without.
function dropOf(first: Placed, second: Placed): Placed {
  if (Boolean(first.picture) !== Boolean(second.picture)) return first.picture ? second : first;
  return capitalised(first.site?.terms[first.site.head]) && !capitalised(second.site?.terms[second.site.head])
    ? second
    : first;
}

/**
 * One picture per person, pet and thing: a relation said with a name ("grandma Rosa"), a role in apposition ("my
 * boss, Ingrid"), what someone is said to be ("Euan is a rugby player") and a second word for the same thing ("biscuit (our beagle)", "a gust of wind") are pictured once.
 */
export function onePerPerson(entries: Placed[]): Placed[] {
  const dropped = new Set<Placed>();
  const who = entries.filter(isWho);
  for (const first of who) {
    for (const second of who) {
      if (first === second) continue;
      if (namesNext(first, second)) dropped.add(first);
      else if (apposed(first, second)) dropped.add(dropOf(first, second));
      else if (isWhatTheyAre(first, second)) dropped.add(saysLess(first, second));
    }
  }
  const shown = new Set<string>();
  return entries.filter((entry) => {
    if (dropped.has(entry)) return false;
    if (!entry.picture || entry.kind === "person") return true;
    if (shown.has(entry.picture)) return false;
    shown.add(entry.picture);
    return true;
  });
}
