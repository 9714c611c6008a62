import nlp from "compromise";

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

type Term = { text: string; normal: string; post: string; tags: string[] };

const KIN: Record<string, "female" | "male" | undefined> = {
  grandma: "female", granny: "female", nana: "female", grandmother: "female", mom: "female", mum: "female",
  mother: "female", mama: "female", sister: "female", daughter: "female", wife: "female", aunt: "female",
  auntie: "female", girlfriend: "female", niece: "female",
  grandpa: "male", grandad: "male", granddad: "male", grandfather: "male", dad: "male", father: "male",
  papa: "male", brother: "male", son: "male", husband: "male", uncle: "male", boyfriend: "male", nephew: "male",
  cousin: undefined, friend: undefined, boss: undefined, neighbor: undefined, neighbour: undefined,
  teacher: undefined, coach: undefined, partner: undefined, roommate: undefined, colleague: undefined,
  coworker: undefined, baby: undefined, kid: undefined, doctor: undefined, nurse: undefined, stranger: undefined,
};

/** Places a scene can be set in; proper places (Cornwall, Central Park) are recognised by the tagger. */
const SETTINGS = new Set([
  "beach", "park", "kitchen", "school", "classroom", "office", "hospital", "forest", "woods", "mountain", "mountains",
  "lake", "river", "sea", "ocean", "city", "town", "village", "airport", "station", "restaurant", "cafe", "café",
  "bar", "pub", "shop", "store", "supermarket", "mall", "garden", "backyard", "yard", "house", "home", "apartment",
  "flat", "room", "bedroom", "bathroom", "church", "wedding", "party", "gym", "pool", "library", "museum", "zoo",
  "farm", "field", "street", "road", "highway", "desert", "island", "camp", "campsite", "tent", "stadium", "theater",
  "theatre", "cinema", "hotel", "parking lot", "car park", "playground", "attic", "basement", "garage", "lab",
  "laboratory", "cave", "bridge", "harbor", "harbour", "market", "concert", "festival", "train", "bus",
]);

// Nouns the tagger finds that show nothing on screen, or are words it mistags as nouns.
const NOT_CONCRETE = new Set([
  "way", "thing", "things", "stuff", "bit", "kind", "sort", "time", "times", "moment", "idea",
  "fine", "reason", "part", "end", "start", "rest", "fact", "point", "case", "while", "sense", "mind", "life",
  "lol", "lmao", "omg", "haha", "ok", "okay", "yes", "no", "something", "anything", "everything", "nothing",
  "someone", "anyone", "everyone", "nobody", "somebody", "everybody", "one", "ones", "other", "others", "story",
  "summer", "winter", "spring", "autumn", "weekend", "morning", "afternoon", "evening", "today", "tonight", "yesterday",
  // Possessive pronouns the tagger reads as nouns ("she borrowed mine").
  "mine", "yours", "hers", "ours", "theirs", "his",
]);

function has(term: Term, tag: string): boolean {
  return term.tags.includes(tag);
}

function isNounTerm(term: Term): boolean {
  if (!has(term, "Noun") || !/\p{L}/u.test(term.text)) return false;
  if (["Pronoun", "Possessive", "Date", "Time", "Duration", "Value", "Url", "Email"].some((t) => has(term, t))) return false;
  return !NOT_CONCRETE.has(term.normal);
}

function isProper(term: Term): boolean {
  return (has(term, "ProperNoun") || has(term, "Person")) && !(term.normal in KIN);
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

// "grandma Rosa", "my boss Priya": a relation said right before a proper noun is that person, named.
function namesRelation(prev: Term, next: Term): boolean {
  return prev.normal in KIN && !prev.post.trim() && (isName(next) || has(next, "ProperNoun"));
}

function toMention(run: Term[]): Mention {
  const proper = run.some(isProper);
  const text = proper
    ? run.map((t) => (has(t, "Honorific") ? `${t.text}.` : t.text)).join(" ")
    : run.map((t) => t.normal).join(" ");
  const head = run[run.length - 1] as Term;
  const personal =
    run.some((t) => has(t, "Person") || isName(t) || has(t, "Honorific")) || head.normal in KIN || has(head, "Actor");
  const place = !personal && (run.some((t) => has(t, "Place")) || SETTINGS.has(text.toLowerCase()) || SETTINGS.has(head.normal));
  const kind: MentionKind = personal ? "person" : place ? "place" : "thing";
  const gender = kind === "person" ? genderOf(run) : undefined;
  const mention: Mention = { text, kind, proper, key: text.toLowerCase() };
  return gender ? { ...mention, gender } : mention;
}

function genderOf(run: Term[]): "female" | "male" | undefined {
  if (run.some((t) => has(t, "FemaleName"))) return "female";
  if (run.some((t) => has(t, "MaleName"))) return "male";
  return KIN[(run[run.length - 1] as Term).normal];
}

/**
 * Concrete nouns and names in the order they are said, for each of `texts` (the beats of one story). A relation said
 * right before a name ("grandma Rosa") is linked to that person across all the texts.
 */
export function findMentions(texts: readonly string[]): Mention[][] {
  const relationOwners = new Map<string, string>();
  const perText = texts.map((text) => mentionsIn(text, relationOwners));
  return perText.map((mentions) => linkRelations(mentions, relationOwners, perText.flat()));
}

function mentionsIn(text: string, relationOwners: Map<string, string>): Mention[] {
  const sentences = nlp(text).json() as { terms: Term[] }[];
  const mentions: Mention[] = [];
  for (const sentence of sentences) {
    let run: Term[] = [];
    let pendingRelation: string | undefined;
    const flush = () => {
      if (!run.length) return;
      const found = toMention(run);
      const mention: Mention = pendingRelation ? { ...found, kind: "person" } : found;
      if (pendingRelation) relationOwners.set(pendingRelation, mention.key);
      pendingRelation = undefined;
      mentions.push(mention);
      run = [];
    };
    for (const term of sentence.terms) {
      // "a lot of" is an amount, "the parking lot" a place.
      const amount = !run.length && (term.normal === "lot" || term.normal === "lots");
      if (!isNounTerm(term) || amount) {
        flush();
        continue;
      }
      const prev = run[run.length - 1];
      if (prev && (breaksRun(prev, term) || namesRelation(prev, term))) {
        const relation = namesRelation(prev, term) && run.length === 1 ? prev.normal : undefined;
        flush();
        pendingRelation = relation;
      }
      run.push(term);
    }
    flush();
  }
  return mentions;
}

// Later mentions of the relation alone ("Grandma laughed") are keyed to the name, so they become one voice, not two.
function linkRelations(mentions: Mention[], relationOwners: Map<string, string>, all: Mention[]): Mention[] {
  const genders = new Map(all.map((m) => [m.key, m.gender]));
  return mentions.map((mention) => {
    const owner = relationOwners.get(mention.key);
    if (!owner) return mention;
    const gender = genders.get(owner) ?? mention.gender;
    return gender ? { ...mention, key: owner, gender } : { ...mention, key: owner };
  });
}

/** Sentences as the tagger splits them (it knows "Dr." and "p.m." do not end one). */
export function splitSentences(text: string): string[] {
  return (nlp(text).json() as { text: string }[]).map((s) => s.text.trim()).filter(Boolean);
}
