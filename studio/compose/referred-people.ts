import type { Gender, ScenePicture } from "@common/script";
import { PERSON_ROLES } from "../art/person-words";
import { personFromPicture } from "./characters";
import { sentenceSaying, splitSentences, wordIndex } from "../language/sentences";
import { escapeRegExp } from "../language/text";

export type Pictured = ScenePicture & { picture: string };

// Pronouns that point back at someone already in the story. "They" is left out: it as often means the sandcastles.
const PRONOUN_GENDER: Record<string, Gender | "group"> = {
  she: "female",
  her: "female",
  herself: "female",
  he: "male",
  him: "male",
  his: "male",
  himself: "male",
  we: "group",
  us: "group",
};
// A person whose line says they died is not drawn again in a later scene because of a pronoun ("We buried her").
// "We lost her in May", never "she lost her first tooth".
const DEATH =
  /\b(?:died|dies|passed away|funeral|buried|grave|lost (?:her|him)(?=\s*(?:[.,;!?]|$|(?:in|to|last|this|that|when|after|on|at)\b)))/i;

/**
 * Each scene's pictures with the people it only refers to: "She laughed" after a scene with grandma draws grandma
 * again, "So we started again" draws the narrator and those who were there in the scene before. The narrator alone
 * ("I", "me") is not drawn: the video is seen through their eyes; "we" is them with others, so they are in the
 * picture, as `narrator` (the author at the age and gender the story gives). A referred person keeps the word that
 * named them (`who`), so they look the same as where they were named.
 */
export function withReferredPeople(
  scenes: readonly ScenePicture[][],
  narrations: readonly string[],
  narrator?: Pictured,
): ScenePicture[][] {
  let lastCast: Pictured[] = [];
  // Whom the story has said the narrator was with ("my sister Amara and I"): whom a later "we" means.
  let companions: Pictured[] = [];
  const lastOf: Partial<Record<Gender, Pictured>> = {};
  // The pet the story names ("our dog Max"), and for each gender whether it was named after the last person of it:
  // then "he" and "him" are the pet ("Max hid under my bed. I lay next to him"), not a man named before.
  let pet: Pictured | undefined;
  // The latest one person the story gives no gender ("a tourist"): whom a "he" means when no man came before.
  let lastUnsexed: { person: Pictured; scene: number } | undefined;
  // Whether the story has named anyone of each gender yet, dead or alive.
  const seen: Partial<Record<Gender, boolean>> = {};
  const petIsLater: Partial<Record<Gender, boolean>> = {};
  return scenes.map((pictures, i) => {
    const narration = narrations[i] ?? "";
    const cast = pictures.filter(isPictured);
    const added: ScenePicture[] = [];
    const shown = (p: Pictured) => [...cast, ...added].some((c) => sameWho(c, p));
    for (const { word, refers } of pronounsIn(narration)) {
      // The line already shows someone the pronoun can mean: "Grandma handed us her bucket".
      // "We" always has the narrator in it, and the people of the scene before when the line names nobody else.
      if (refers === "group" && narrator && !shown(narrator)) added.push({ ...narrator, word });
      const sameGender = refers === "group" ? [] : cast.filter((c) => genderOf(c) === refers);
      // "Thiago had gone in after him": not Thiago, who would be "himself".
      // Nor "she" said before "a woman in a pink tutu" comes into the line: she is someone already there.
      const bound = sameGender.filter(
        (c) => objectOfOwnClause(narration, word, c.word) || introducedAfter(narration, word, c.word),
      );
      // "We" is whom the story said the narrator was with ("my wife Mei and I") whoever else the line names ("a
      // waiter named Paolo found us"); without them, the line's own people when it names any.
      // Someone of no gender the clause is about may be whom it means: "even the doctor was wiping his eyes".
      const unsexedSubject = cast.some((c) => !genderOf(c) && !isGroup(c) && sameClauseBefore(narration, c.word, word));
      const named =
        refers === "group" ? cast.length > 0 && !companions.length : sameGender.length > bound.length || unsexedSubject;
      if (named) continue;
      // "Mum's parrot Captain had been quiet all week, so of course he chose that moment": the pet the line names.
      const petBefore = pictures.some(
        (p) => namedPet(p, narration) && wordIndex(narration, p.word) < wordIndex(narration, word),
      );
      // Only as the subject: "his shed" after "Pepper had been asleep" is still the neighbour's.
      if (/^(?:he|she)$/i.test(word) && !sameGender.length && petBefore) continue;
      const lastIsBound = refers !== "group" && bound.some((c) => lastOf[refers] && sameWho(c, lastOf[refers]));
      // Someone the line names but cannot draw ("the vet said no, then she went out") may be whom it means.
      const unknownPerson = pictures.some((p) => p.kind === "person" && !p.picture);
      if (refers !== "group" && pet && (petIsLater[refers] || lastIsBound) && !unknownPerson) {
        // Nor is a pet drawn again in the line that buries it.
        if (DEATH.test(narration)) continue;
        const petShown = [...pictures, ...added].some((p) => p.kind === "animal" && p.picture === pet?.picture);
        if (!petShown) added.push({ word, kind: "animal", picture: pet.picture, who: pet.who ?? pet.word });
        continue;
      }
      const group = companions.length ? companions : lastCast;
      // Someone of no gender is whom "he" means only where the story has named no one of that gender, nor anyone it
      // cannot draw in the line, and only from this scene or the one before (a tourist, then "He walked off").
      const unsexed =
        refers !== "group" && !seen[refers] && !unknownPerson && lastUnsexed && lastUnsexed.scene >= i - 1
          ? lastUnsexed.person
          : undefined;
      const candidates =
        refers === "group" ? group : [lastOf[refers] ?? unsexed].filter((p): p is Pictured => Boolean(p));
      for (const person of candidates)
        if (!shown(person))
          added.push({ word, kind: "person", picture: person.picture, who: person.who ?? person.word });
    }
    const all = added.length ? inSaidOrder([...pictures, ...added], narration) : pictures;
    // The narrator is in "we" by definition: never who a later "she" or "we" means by having been in a scene.
    const people = all.filter(isPictured).filter((p) => !narrator || !sameWho(p, narrator));
    const died = (p: Pictured) => saysDied(narration, p);
    if (people.length) lastCast = people.filter((p) => !died(p));
    // Everyone in a sentence that pairs someone with the narrator: "my grandma took me and my brother Sam" is all three.
    const together = splitSentences(narration).filter((line) => people.some((p) => saidWithNarrator(line, p.word)));
    const withNarrator = people.filter((p) => together.some((line) => withThem(line, p.word)));
    if (withNarrator.length) companions = withNarrator;
    companions = companions.filter((p) => !died(p));
    for (const picture of all) {
      if (namedPet(picture, narration)) {
        pet = picture;
        petIsLater.male = petIsLater.female = true;
        continue;
      }
      if (picture.kind === "person" && !picture.picture) petIsLater.male = petIsLater.female = false;
      if (!people.includes(picture as Pictured)) continue;
      const gender = genderOf(picture as Pictured);
      if (!gender && !isGroup(picture as Pictured))
        lastUnsexed = died(picture as Pictured) ? undefined : { person: picture as Pictured, scene: i };
      if (!gender) continue;
      seen[gender] = true;
      petIsLater[gender] = false;
      if (died(picture as Pictured)) delete lastOf[gender];
      else lastOf[gender] = picture as Pictured;
    }
    return all;
  });
}

/** Whether the picture is an animal the story calls by its name: "Max", or "our dog Max". */
function namedPet(picture: ScenePicture, narration: string): picture is Pictured {
  if (picture.kind !== "animal" || !picture.picture) return false;
  if (/^\p{Lu}/u.test(picture.word) && !/^(?:The|A|An|Our|My|His|Her|Their)\b/u.test(picture.word)) return true;
  return new RegExp(String.raw`\b${escapeRegExp(picture.word)}\s+\p{Lu}\p{Ll}+`, "u").test(narration);
}

// What follows "her" when it is someone a thing is done to ("went after her.", "gave her a hug", "found her in the
// garden"), not whose something is ("her new trainers").
const AFTER_OBJECT_HER =
  /^(?:\s*(?:[.,;:!?)"”]|$)|\s+(?:a|an|the|this|that|to|for|at|in|on|into|onto|with|from|up|down|back|home|again|away|out|off|over|round|around|too|as|and|but|so|then)\b)/iu;
// Where a new clause starts, with a subject of its own: "Thiago said that Maria loved him" may mean Thiago.
const NEW_CLAUSE =
  /[,;:—–]|\b(?:and|but|or|so|that|who|whom|which|because|when|while|whenever|if|though|although|said|says|told|tells|asked|asks|thought|knew|whether|until|till|since|once)\b/iu;

/** What a sentence says between `word` and the `pronoun` after it, and after that pronoun; undefined when none follows. */
function aroundPronoun(
  narration: string,
  word: string,
  pronoun: string,
): { between: string; after: string } | undefined {
  const sentence = sentenceSaying(narration, word);
  if (!sentence) return undefined;
  const tail = sentence.slice(wordIndex(sentence, word) + word.length);
  const at = wordIndex(tail, pronoun);
  return at < 0 ? undefined : { between: tail.slice(0, at), after: tail.slice(at + pronoun.length) };
}

/** Whether `word` is said before `pronoun` in one clause of the same sentence ("the doctor was wiping his eyes"). */
function sameClauseBefore(narration: string, word: string, pronoun: string): boolean {
  const around = aroundPronoun(narration, word, pronoun);
  return Boolean(around && !NEW_CLAUSE.test(around.between));
}

/**
 * Whether `pronoun` is the object of the clause `word` is the subject of ("Thiago had gone in after him", "Sanne
 * found her in the garden"): then it means someone else, as the same person would be "himself".
 */
function objectOfOwnClause(narration: string, pronoun: string, word: string): boolean {
  const lower = pronoun.toLowerCase();
  if (lower !== "him" && lower !== "her") return false;
  const around = aroundPronoun(narration, word, pronoun);
  if (!around || NEW_CLAUSE.test(around.between)) return false;
  return lower === "him" || AFTER_OBJECT_HER.test(around.after);
}

// Where a sentence's clauses meet: "When he died, my uncle Besnik found the keys" says Besnik found them, not died.
const CLAUSES = /\s*(?:[,;:—–]|\b(?:and|but|so|when|while|because|after|before|until)\b)\s*/iu;
const RELATIVE = /^(?:who|whom|whose|which)\b/iu;

/**
 * Whether the line says the person died: in their own clause ("Grandpa died", "Grandma, who died last year", "at
 * Linda's funeral") or by their pronoun after them ("She finished the sleeve four days before she died"); not "When he
 * died, my uncle Besnik found the keys", where the one who died is someone named before.
 */
function saysDied(narration: string, person: Pictured): boolean {
  const sentence = sentenceSaying(narration, person.word);
  if (!sentence || !DEATH.test(sentence)) return false;
  const clauses = sentence.split(CLAUSES).filter(Boolean);
  const at = clauses.findIndex((clause) => wordIndex(clause, person.word) >= 0);
  if (at < 0) return true;
  const own = clauses[at]! + (clauses[at + 1] && RELATIVE.test(clauses[at + 1]!) ? ` ${clauses[at + 1]}` : "");
  if (DEATH.test(own)) return true;
  const gender = genderOf(person);
  const pronoun = gender === "female" ? /\b(?:she|her)\b/i : gender === "male" ? /\b(?:he|him)\b/i : undefined;
  return Boolean(pronoun && clauses.slice(at + 1).some((clause) => DEATH.test(clause) && pronoun.test(clause)));
}

/** Whether `word` first comes into the line as someone new ("a woman", "an old man") after `pronoun` is said. */
function introducedAfter(narration: string, pronoun: string, word: string): boolean {
  const named = wordIndex(narration, word);
  if (named < 0 || wordIndex(narration, pronoun) > named) return false;
  return /\b(?:a|an|another)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(narration.slice(0, named));
}

/**
 * Whether the person is one of those a sentence pairing someone with the narrator has together: "my grandma took me
 * and my brother Sam" is all three, but not whom they got something from ("with money we borrowed from our
 * grandmother").
 */
function withThem(line: string, word: string): boolean {
  if (wordIndex(line, word) < 0) return false;
  const object = new RegExp(
    String.raw`\b(?:from|to|for|of|by|about|than)\s+(?:(?:my|our|his|her|their|the|a|an)\s+)?(?:[\p{L}-]+\s+)?${escapeRegExp(word)}\b`,
    "iu",
  );
  return saidWithNarrator(line, word) || !object.test(line);
}

/** Whether the line pairs the person with the narrator: "my sister Amara and I", "me and Sam", "Grandma and me". */
function saidWithNarrator(narration: string, word: string): boolean {
  const name = escapeRegExp(word);
  const pair = new RegExp(
    String.raw`\b${name}\s+and\s+(?:I|me)\b|\b(?:I|me)\s+and\s+(?:my\s+|our\s+)?(?:[\p{L}-]+\s+){0,2}?${name}\b`,
    "u",
  );
  return pair.test(narration);
}

function pronounsIn(narration: string): Array<{ word: string; refers: Gender | "group" }> {
  const seen = new Set<string>();
  const found: Array<{ word: string; refers: Gender | "group" }> = [];
  for (const match of narration.matchAll(/\p{L}+/gu)) {
    const word = match[0];
    const refers = PRONOUN_GENDER[word.toLowerCase()];
    if (!refers || seen.has(refers)) continue;
    if (ownsSomeone(word, narration.slice((match.index ?? 0) + word.length))) continue;
    // "rode to the end of the lane without him": whom the line says is not there is not drawn. "The van left without
    // us" is still us, where the story is.
    if (refers !== "group" && /\b(?:without|missing)\s+$/iu.test(narration.slice(0, match.index))) continue;
    seen.add(refers);
    found.push({ word, refers });
  }
  return found;
}

const POSSESSIVES = new Set(["his", "her"]);
const ARTICLES = new Set(["the", "a", "an", "this", "that", "these", "those", "my", "our", "your", "their"]);

/**
 * Whether the word is a possessive before a person ("her husband Emeka", "his little sister Ana"): the line is about
 * that person, and whose they are need not be there. Not "I gave her Grandpa's watch", where "her" is given to.
 */
function ownsSomeone(word: string, after: string): boolean {
  if (!POSSESSIVES.has(word.toLowerCase())) return false;
  const next = after.match(/^\s+([\p{L}-]+)(?![\p{L}'’-])(?:\s+([\p{L}-]+)(?![\p{L}'’-]))?/u);
  // "told her the truth": an article after it makes "her" someone told, not whose.
  if (!next || ARTICLES.has(next[1]!.toLowerCase())) return false;
  return [next[1], next[2]].some(
    (w) => w !== undefined && (Object.hasOwn(PERSON_ROLES, w.toLowerCase()) || /^\p{Lu}\p{Ll}/u.test(w)),
  );
}

const isGroup = (p: Pictured) =>
  Boolean(PERSON_ROLES[(p.who ?? p.word).toLowerCase()]?.group) || /busts-in-silhouette$/.test(p.picture);

const isPictured = (p: ScenePicture): p is Pictured => p.kind === "person" && Boolean(p.picture);

const sameWho = (a: ScenePicture, b: ScenePicture) =>
  (a.who ?? a.word).toLowerCase() === (b.who ?? b.word).toLowerCase();

function genderOf(p: Pictured): Gender | undefined {
  return personFromPicture(p.who ?? p.word, p.picture).gender;
}

// Pictures appear as their words are said, so a referred person takes the place of their pronoun in the line.
function inSaidOrder(pictures: ScenePicture[], narration: string): ScenePicture[] {
  const at = (p: ScenePicture) => {
    const found = wordIndex(narration, p.word);
    return found < 0 ? Number.MAX_SAFE_INTEGER : found;
  };
  return pictures
    .map((p, index) => ({ p, index, at: at(p) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ p }) => p);
}
