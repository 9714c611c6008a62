import { COMPROMISE_LEXICON } from "./compromise-lexicon";
import { kinGenders } from "./kinship";
import { quotedTerms, readsAsNoun } from "./noun-terms";
import { appositiveLinks, isAnaphoric, resolveAnaphora, type Span } from "./coreference";
import { isBrand, markNamedThings } from "./names-of-things";
import { isObjectMisreadAsVerb, isPassiveParticiple } from "./word-roles";
import { taggedSentences } from "./tagged-terms";

export type MentionKind = "person" | "place" | "thing";

/** A concrete noun (or name) said in a piece of the story, in the form it was said. */
export type Mention = {
  text: string;
  kind: MentionKind;
  proper: boolean;
  /** Groups mentions of one person ("grandma Rosa", later "Grandma") and of one thing across beats. */
  key: string;
  gender?: "female" | "male";
};

type Term = { text: string; normal: string; pre: string; post: string; tags: string[] };

const KIN: Record<string, "female" | "male" | undefined> = {
  ...kinGenders(),
  friend: undefined,
  boss: undefined,
  neighbor: undefined,
  neighbour: undefined,
  teacher: undefined,
  coach: undefined,
  roommate: undefined,
  colleague: undefined,
  coworker: undefined,
  baby: undefined,
  kid: undefined,
  doctor: undefined,
  nurse: undefined,
  stranger: undefined,
};

// Nouns that say who someone is and so their gender: "a woman named Ines" is a woman, "the same man" a man.
const GENDERED: Record<string, "female" | "male"> = {
  woman: "female",
  girl: "female",
  lady: "female",
  man: "male",
  guy: "male",
  boy: "male",
  gentleman: "male",
  bride: "female",
  groom: "male",
  bridegroom: "male",
  widow: "female",
  widower: "male",
  waitress: "female",
  actress: "female",
  landlady: "female",
  queen: "female",
  king: "male",
  princess: "female",
  prince: "male",
  nun: "female",
  monk: "male",
  policewoman: "female",
  policeman: "male",
  businesswoman: "female",
  businessman: "male",
};

/** Places a scene can be set in; proper places (Cornwall, Central Park) are recognised by the tagger. */
const SETTINGS = new Set([
  "beach",
  "park",
  "kitchen",
  "school",
  "classroom",
  "office",
  "hospital",
  "forest",
  "woods",
  "mountain",
  "mountains",
  "lake",
  "river",
  "sea",
  "ocean",
  "city",
  "town",
  "village",
  "airport",
  "station",
  "restaurant",
  "cafe",
  "café",
  "bar",
  "pub",
  "shop",
  "store",
  "supermarket",
  "mall",
  "garden",
  "backyard",
  "yard",
  "house",
  "home",
  "apartment",
  "flat",
  "room",
  "bedroom",
  "bathroom",
  "church",
  "wedding",
  "party",
  "gym",
  "pool",
  "library",
  "museum",
  "zoo",
  "farm",
  "field",
  "street",
  "lane",
  "alley",
  "avenue",
  "road",
  "highway",
  "desert",
  "island",
  "camp",
  "campsite",
  "tent",
  "stadium",
  "theater",
  "theatre",
  "cinema",
  "hotel",
  "parking lot",
  "car park",
  "bus stop",
  "taxi rank",
  "playground",
  "attic",
  "basement",
  "garage",
  "lab",
  "laboratory",
  "cave",
  "bridge",
  "harbor",
  "harbour",
  "market",
  "concert",
  "festival",
  "train",
  "bus",
]);

// Nouns the tagger finds that show nothing on screen, or are words it mistags as nouns.
const NOT_CONCRETE = new Set([
  "way",
  "thing",
  "things",
  "stuff",
  "bit",
  "kind",
  "sort",
  "time",
  "times",
  "moment",
  "idea",
  "fine",
  "reason",
  "part",
  "end",
  "start",
  "rest",
  "fact",
  "point",
  "case",
  "while",
  "sense",
  "mind",
  "life",
  "lol",
  "lmao",
  "omg",
  "haha",
  "ok",
  "okay",
  "yes",
  "no",
  "something",
  "anything",
  "everything",
  "nothing",
  "someone",
  "anyone",
  "everyone",
  "nobody",
  "somebody",
  "everybody",
  "one",
  "ones",
  "other",
  "others",
  "story",
  "summer",
  "winter",
  "spring",
  "autumn",
  "weekend",
  "morning",
  "afternoon",
  "evening",
  "today",
  "tonight",
  "yesterday",
  // Possessive pronouns the tagger reads as nouns ("she borrowed mine"), and adverbs it reads as nouns ("sat there").
  "mine",
  "yours",
  "hers",
  "ours",
  "theirs",
  "his",
  "there",
  "here",
  // Nouns of fixed phrases that show nothing: "in charge of", "in front of", "on top of", "in spite of".
  "charge",
  "front",
  "top",
  "spite",
  "behalf",
  "terms",
  "order",
  "lot",
  "lots",
  "minute",
  "minutes",
  "second",
  "seconds",
  "hour",
  "hours",
  "day",
  "days",
  "week",
  "weeks",
  "month",
  "months",
  "year",
  "years",
  "first",
  "last",
  "next",
  "night",
  "nights",
  "half",
  "halves",
  "back",
  "bottom",
  "side",
  "middle",
  "all",
]);

const MOTION =
  /^(?:was|were|is|are|go|goes|went|gone|going|move[sd]?|moving|drove|drive|driving|flew|fly|flying|travell?ed|walked|ran|came|come|returned|headed|back|over|down|up|moved|got|get|sailed|cycled|rode)$/;
/** The prepositions a place follows ("in Lisbon", "the whole of Donegal", "up Errigal"). */
export const PLACE_PREPOSITIONS = new Set([
  "of",
  "in",
  "at",
  "from",
  "near",
  "across",
  "around",
  "outside",
  "inside",
  "through",
  "up",
  "into",
  "above",
  "below",
  "over",
]);

const BETWEEN_COPULA_AND_NOUN = new Set([
  "not",
  "never",
  "n't",
  "no",
  "longer",
  "really",
  "just",
  "only",
  "also",
  "still",
]);

// "she was not my mother", "he is my best friend": after a pronoun, a copula and a determiner, the noun says who the
// pronoun is. Not "when I was little my kuia took me", where the determiner opens a new subject.
function isPredicateOfPronoun(terms: readonly Term[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && has(terms[k]!, "Adjective")) k--;
  if (k < 0 || !["Determiner", "Possessive"].some((tag) => has(terms[k]!, tag))) return false;
  k--;
  while (k >= 0 && BETWEEN_COPULA_AND_NOUN.has(terms[k]!.normal)) k--;
  const copula = terms[k];
  const subject = terms[k - 1];
  return Boolean(copula && has(copula, "Copula") && subject && has(subject, "Pronoun"));
}

function has(term: Term, tag: string): boolean {
  return term.tags.includes(tag);
}

// A noun as the sentence uses it: not "past" in "wobbled past the mailbox", "burst" in "had burst" or "look" in
// "Dad, look!" (see studio/art/noun-terms.ts) nor "cast" in "was cast as"; but "flags" in "towers, flags, and a moat"
// and "pancakes" in "made pancakes", which the tagger calls verbs (see word-roles.ts).
function isNounTerm(terms: Term[], at: number, quoted: boolean[]): boolean {
  const term = terms[at] as Term;
  const noun = (readsAsNoun(terms, at, quoted) && !isPassiveParticiple(terms, at)) || isObjectMisreadAsVerb(terms, at);
  if (!noun || !/\p{L}/u.test(term.text)) return false;
  if (["Pronoun", "Possessive", "Date", "Time", "Duration", "Value", "Url", "Email"].some((t) => has(term, t)))
    return false;
  return !NOT_CONCRETE.has(term.normal);
}

function isProper(term: Term): boolean {
  // Written with a capital: the tagger also calls "angel" or "rose" a Person, but the author did not name anyone.
  // A nationality ("a Norwegian colleague") describes someone; it is not their name.
  if (has(term, "Demonym")) return false;
  return (has(term, "ProperNoun") || has(term, "Person")) && /^\p{Lu}/u.test(term.text) && !(term.normal in KIN);
}

function isName(term: Term): boolean {
  return has(term, "FirstName") || has(term, "LastName");
}

// A run of noun terms is one subject ("ice cream", "New York City"); it breaks at punctuation and at a switch between
// common and proper words.
function breaksRun(prev: Term, next: Term): boolean {
  const punctuation = prev.post.trim();
  if (punctuation && !(has(prev, "Honorific") && punctuation === ".")) return true;
  if (has(prev, "Honorific")) return false;
  if (isName(next) && !isName(prev)) return true;
  return isProper(prev) !== isProper(next);
}

// Pets the story may name: "our dog Pepper" is Pepper.
const PETS = new Set(["dog", "cat", "puppy", "kitten", "parrot", "rabbit", "hamster", "horse", "pony", "tortoise"]);

// "grandma Rosa", "my boss Priya", "the manager Priya", "our dog Pepper": a relation, a role or a pet said right
// before a proper noun is that one, named.
function namesRelation(prev: Term, next: Term): boolean {
  const role = prev.normal in KIN || has(prev, "Actor") || PETS.has(prev.normal);
  return (
    role &&
    !isProper(prev) &&
    !prev.post.trim() &&
    (isName(next) || (has(next, "ProperNoun") && /^\p{Lu}/u.test(next.text)))
  );
}

// Things a story says "said" something ("The card said…", "the sign said"): the tagger then reads them as someone
// acting, but their words are written, and nobody is there to draw or to voice.
const SAYS_WITHOUT_SPEAKING = new Set(
  "card note letter sign message text email poster label ticket headline book menu notice screen radio tv television map app phone caption plaque board".split(
    " ",
  ),
);

// A bar of something is no bar to drink in: "a chocolate bar", "a bar of soap"; a wine bar or a hotel bar still is.
const A_BAR_OF =
  /\b(?:chocolate|candy|granola|cereal|protein|energy|nut|fruit|toffee|soap|gold|iron|metal|crow)\s+bars?\b|\bbars?\s+of\b/iu;

/** Whether the text's "bar" is a bar of something (chocolate, soap, gold), not a place. */
export const saysABarOfSomething = (text: string) => A_BAR_OF.test(text);

function toMention(run: Term[]): Mention {
  const proper = run.some(isProper);
  const text = proper
    ? run.map((t) => (has(t, "Honorific") && t.post.startsWith(".") ? `${t.text}.` : t.text)).join(" ")
    : run.map((t) => t.normal).join(" ");
  const head = run[run.length - 1] as Term;
  const personal =
    run.some((t) => has(t, "Person") || isName(t) || has(t, "Honorific")) ||
    head.normal in KIN ||
    (has(head, "Actor") && !SAYS_WITHOUT_SPEAKING.has(head.normal));
  const place =
    !personal &&
    !saysABarOfSomething(text) &&
    (run.some((t) => has(t, "Place")) || SETTINGS.has(text.toLowerCase()) || SETTINGS.has(head.normal));
  const kind: MentionKind = personal ? "person" : place ? "place" : "thing";
  const gender = kind === "person" ? genderOf(run) : undefined;
  const mention: Mention = { text, kind, proper, key: text.toLowerCase() };
  return gender ? { ...mention, gender } : mention;
}

// Only what the story says: a relation ("grandma", "my brother") or a word like "woman" tells; a name alone does not
// (the tagger's guess from a first name is not the story's word). Pronouns are read later, across sentences (see
// people.ts).
function genderOf(run: Term[]): "female" | "male" | undefined {
  for (const term of [...run].reverse()) {
    const gender = KIN[term.normal] ?? GENDERED[term.normal];
    if (gender) return gender;
  }
  return undefined;
}

/**
 * Concrete nouns and names in the order they are said, for each of `texts` (the beats of one story). A relation said
 * right before a name ("grandma Rosa") or in apposition to it ("the manager, a tall woman named Priya") is linked to
 * that person across all the texts; "the same man" is whoever was mentioned last.
 */
export function findMentions(texts: readonly string[]): Mention[][] {
  const relationOwners = new Map<string, string>();
  const names = capitalisedWords(texts);
  const evidence: Evidence = { guessedPeople: new Set(), placeNames: new Set(), anaphoric: new Set() };
  const perText = texts.map((text, index) => mentionsIn(text, index, relationOwners, names, evidence));
  // Once anywhere a person, everywhere a person: "Priya" said at a sentence's end is still Priya.
  const guessed = [...evidence.guessedPeople].filter((key) => !evidence.placeNames.has(key));
  const people = new Set([
    ...perText
      .flat()
      .filter((m) => m.kind === "person")
      .map((m) => m.key),
    ...guessed,
  ]);
  const unified = perText.map((mentions) =>
    mentions.map((m) => {
      // "one on Dervla's": whose it is, the person named, not another one called "Dervla's".
      const owner = m.proper ? m.text.replace(/(?<=\p{L})['’]s$/u, "") : m.text;
      if (owner !== m.text && people.has(owner.toLowerCase()))
        return { ...m, text: owner, key: owner.toLowerCase(), kind: "person" as const };
      return people.has(m.key) && m.kind !== "person" ? { ...m, kind: "person" as const } : m;
    }),
  );
  const linked = unified.map((mentions) => linkRelations(mentions, relationOwners, unified.flat()));
  return resolveAnaphora(linked, (text, index) => evidence.anaphoric.has(`${text}:${index}`));
}

/**
 * Names the tagger does not know ("Priya", "Tomás", "Kwame"): words the story capitalises mid-sentence, and a
 * capitalised word the tagger has never seen opening a sentence with a verb right after it ("Kwame had never…"),
 * where a common noun would need an article.
 */
function capitalisedWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  // "Ferry was to Sardinia" after "ferry tickets": a word the author also writes in lower case is no name.
  const lower = new Set(texts.flatMap((text) => text.match(/(?<![\p{L}])\p{Ll}[\p{L}'-]*/gu) ?? []));
  for (const sentence of texts.flatMap((text) => taggedSentences(text))) {
    sentence.terms.forEach((term, i) => {
      if (
        !/^\p{Lu}\p{Ll}/u.test(term.text) ||
        term.normal === "i" ||
        has(term, "Pronoun") ||
        has(term, "Demonym") ||
        lower.has(term.normal)
      )
        return;
      if (i > 0) words.add(term.normal);
      else if (isUnknownName(term, sentence.terms.slice(1, 5))) words.add(term.normal);
    });
  }
  return words;
}

function isUnknownName(term: Term, next: Term[]): boolean {
  const plain = term.tags.every((tag) => tag === "Noun" || tag === "Singular");
  if (!plain || term.normal in COMPROMISE_LEXICON) return false;
  if (!term.post.trim()) return Boolean(next[0] && has(next[0], "Verb"));
  // "Priya, my new manager, laughed": a name before a comma is someone when who they are follows, set off by commas.
  const [owner, ...rest] = next;
  const role = rest.find((t) => !has(t, "Adjective"));
  const described = Boolean(
    owner && role && has(owner, "Possessive") && (role.normal in KIN || has(role, "Actor")) && role.post.includes(","),
  );
  return term.post.trim() === "," && described;
}

function markNames(terms: readonly Term[], names: Set<string>): Term[] {
  return terms.map((term) =>
    names.has(term.normal) && /^\p{Lu}/u.test(term.text) && !has(term, "ProperNoun")
      ? { ...term, tags: [...term.tags, "ProperNoun"] }
      : term,
  );
}

/**
 * Names read as people only because nothing else fits ("propose to Callum"); they are people unless the story also
 * puts them after a preposition of place ("tickets to Santorini… went to Santorini").
 */
type Evidence = {
  guessedPeople: Set<string>;
  placeNames: Set<string>;
  /** Mentions that point back at someone ("the same man"), as "text index:mention index". */
  anaphoric: Set<string>;
};

function mentionsIn(
  text: string,
  textIndex: number,
  relationOwners: Map<string, string>,
  names: Set<string>,
  { guessedPeople, placeNames, anaphoric }: Evidence,
): Mention[] {
  const sentences = taggedSentences(text).map((s) => ({ terms: markNamedThings(markNames(s.terms, names)) }));
  const mentions: Mention[] = [];
  for (const sentence of sentences) {
    const spans: Span[] = [];
    let run: Term[] = [];
    let runStart = 0;
    let pendingRelation: string | undefined;
    let named = false;
    let afterPreposition = false;
    let afterDeterminer = false;
    let bareName = false;
    const quoted = quotedTerms(sentence.terms);
    const flush = (next?: Term) => {
      if (!run.length) return;
      const found = toMention(run);
      // "Lunar New" + "Year": a holiday's name, cut by the tagger's date word; it is a time, not a thing to show.
      if (found.proper && next && has(next, "Date") && /^\p{Lu}/u.test(next.text)) {
        run = [];
        pendingRelation = undefined;
        return;
      }
      // A name the tagger does not know, doing something ("Priya laughed") or introduced ("a woman named Ines").
      // "the whole of Donegal was…", "up Errigal": after a preposition of place a name is where, not who. A single
      // name the tagger does not know, not after "the" or an adjective ("to Callum", "Priya laughed"), is someone.
      // "the Fiat got a flat tyre": a name after "the" is a thing's; people's names take no article.
      // "Instagram told me…": a brand does things in stories too, but is never someone.
      const unknown = found.proper && found.kind === "thing" && !run.some(isBrand);
      const acting =
        unknown &&
        !afterPreposition &&
        ((next && has(next, "Verb") && !has(next, "Gerund") && !afterDeterminer) || named);
      const guessed = unknown && !afterPreposition && !acting && run.length === 1 && bareName;
      if (unknown && afterPreposition) placeNames.add(found.key);
      if (guessed) guessedPeople.add(found.key);
      // "she sang 'I Will Survive'": words in capitals inside quotation marks are a title, not someone.
      const title = run.length > 1 && found.proper && quoted[runStart] === true;
      const mention: Mention = title
        ? { ...found, kind: "thing" }
        : pendingRelation || acting
          ? { ...found, kind: "person" }
          : found;
      if (pendingRelation) relationOwners.set(pendingRelation, mention.key);
      pendingRelation = undefined;
      if (isAnaphoric(sentence.terms, runStart, run[run.length - 1] as Term))
        anaphoric.add(`${textIndex}:${mentions.length}`);
      spans.push({ mention, start: runStart, end: runStart + run.length - 1 });
      mentions.push(mention);
      run = [];
    };
    sentence.terms.forEach((term, i) => {
      // "like a kid": a simile names nobody in the story.
      // "she was a hairdresser", "she was not my mother": what someone is, not someone else.
      const before = sentence.terms[i - 2];
      const simile =
        ((["like", "as"].includes(before?.normal ?? "") || Boolean(before && has(before, "Copula"))) &&
          ["a", "an"].includes(sentence.terms[i - 1]?.normal ?? "")) ||
        isPredicateOfPronoun(sentence.terms, i);
      if (simile && !run.length) {
        flush(term);
        return;
      }
      // "a lot of" is an amount, "the parking lot" a place.
      const amount = !run.length && (term.normal === "lot" || term.normal === "lots");
      if (!isNounTerm(sentence.terms, i, quoted) || amount) {
        flush(term);
        named = term.normal === "named" || term.normal === "called";
        return;
      }
      const prev = run[run.length - 1];
      if (prev && (breaksRun(prev, term) || namesRelation(prev, term))) {
        // "my 82 year old grandma Dolores": the whole run is the relation the name belongs to.
        const relation = namesRelation(prev, term) ? run.map((t) => t.normal).join(" ") : undefined;
        flush();
        pendingRelation = relation;
      }
      if (!run.length) {
        const previous = sentence.terms[i - 1];
        // "moved to Lisbon", "flew back to Ipoh": "to" after a verb of going leads to a place too.
        const going = previous?.normal === "to" && MOTION.test(sentence.terms[i - 2]?.normal ?? "");
        afterPreposition = Boolean(previous && PLACE_PREPOSITIONS.has(previous.normal)) || going;
        afterDeterminer = Boolean(previous && has(previous, "Determiner"));
        bareName =
          !previous ||
          (!["Determiner", "Adjective", "Possessive", "Value"].some((tag) => has(previous, tag)) &&
            !has(term, "Place") &&
            !has(term, "Organization"));
      }
      if (!run.length) runStart = i;
      run.push(term);
    });
    flush();
    for (const [from, to] of appositiveLinks(sentence.terms, spans))
      if (!relationOwners.has(from.key)) relationOwners.set(from.key, to.key);
  }
  return mentions;
}

// Later mentions of the relation alone ("Grandma laughed") are keyed to the name, so they become one voice, not two;
// a description ("a retired engineer") or a pet's kind ("our dog") keyed to someone is that someone, not a thing.
function linkRelations(mentions: Mention[], relationOwners: Map<string, string>, all: Mention[]): Mention[] {
  const genders = new Map(all.map((m) => [m.key, m.gender]));
  return mentions.map((mention) => {
    const owner = relationOwners.get(mention.key);
    if (!owner) return mention;
    const gender = genders.get(owner) ?? mention.gender;
    const linked: Mention = { ...mention, key: owner, kind: "person" };
    return gender ? { ...linked, gender } : linked;
  });
}
