import { splitBeats } from "./beats";
import { findMentions, type Mention } from "./mentions";
import { capitalise, countSpokenWords, stableHash } from "./text";

export type Beat = {
  index: number;
  /** Verbatim slice of the story. */
  text: string;
  sentence: number;
  words: number;
  mentions: Mention[];
  /** Where the beat happens: the places it names, else the last place named before it. */
  setting?: string;
  /** The person (key) the beat is mostly about, for threads and voices. */
  person?: string;
};

export type Person = { key: string; name: string; gender?: "female" | "male"; count: number; first: number };

export type StoryAnalysis = {
  story: string;
  seed: number;
  beats: Beat[];
  /** People in the order they first appear. */
  people: Person[];
  /** Places and things, most mentioned first (ties: first said first). */
  things: Mention[];
};

export function analyseStory(story: string, maxBeatWords: number): StoryAnalysis {
  const pieces = splitBeats(story, maxBeatWords);
  const mentions = findMentions(pieces.map((p) => p.text));
  let setting: string | undefined;
  const beats = pieces.map((piece, index): Beat => {
    const own = mentions[index] ?? [];
    const places = [...new Set(own.filter((m) => m.kind === "place").map((m) => m.text))];
    if (places.length) setting = places.slice(0, 2).join(", ");
    const person = own.find((m) => m.kind === "person")?.key;
    const beat: Beat = { index, text: piece.text, sentence: piece.sentence, words: countSpokenWords(piece.text), mentions: own };
    return { ...beat, ...(setting ? { setting } : {}), ...(person ? { person } : {}) };
  });
  return { story, seed: stableHash(story), beats, people: collectPeople(beats), things: rankThings(beats) };
}

function collectPeople(beats: Beat[]): Person[] {
  const people = new Map<string, Person>();
  const named = new Set<string>();
  for (const beat of beats) {
    for (const mention of beat.mentions.filter((m) => m.kind === "person")) {
      const known = people.get(mention.key);
      // "my grandma Rosa": the person is called by the name once the story gives one.
      if (mention.proper && known && !named.has(mention.key)) known.name = mention.text;
      if (mention.proper) named.add(mention.key);
      if (known) {
        known.count++;
        continue;
      }
      const person: Person = { key: mention.key, name: capitalise(mention.text), count: 1, first: beat.index };
      people.set(mention.key, mention.gender ? { ...person, gender: mention.gender } : person);
    }
  }
  return [...people.values()];
}

function rankThings(beats: Beat[]): Mention[] {
  const counts = new Map<string, { mention: Mention; count: number; first: number }>();
  let order = 0;
  for (const mention of beats.flatMap((b) => b.mentions).filter((m) => m.kind !== "person")) {
    const known = counts.get(mention.key);
    if (known) known.count++;
    else counts.set(mention.key, { mention, count: 1, first: order++ });
  }
  // Things before places at equal count: "the sandcastle" names a story better than "the beach".
  const rank = (m: Mention) => (m.kind === "thing" ? 0 : 1);
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || rank(a.mention) - rank(b.mention) || a.first - b.first)
    .map((c) => c.mention);
}
