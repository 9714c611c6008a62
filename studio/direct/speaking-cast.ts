import type { CharacterCount } from "@common/video-options";
import type { Voice } from "@common/script";
import type { StoryAnalysis } from "./analyse";
import { byProminence, type Gender, type Person } from "../language/people";

export type Cast = {
  voices: Voice[];
  /** Person key → index into `voices`, for the people who speak in their own voice. */
  speakers: Map<string, number>;
  /** The people the script is about, for the hook: duo and ensemble name them even when nobody speaks. */
  focus: Person[];
};

const MAX_ENSEMBLE_SPEAKERS = 3;

/**
 * The cast. The narrator (the author) tells the whole story in one voice; a person from the story gets a voice of
 * their own only to say their own words (a quotation, or a request the story reports: "Mum told me to slow down").
 * - single: the narrator alone; quotations are read as written.
 * - duo: the narrator and the person who speaks most. When nobody speaks, no second voice is cast (it would have
 *   nothing of its own to say); the script is still the duo's: the hook names the author and that person.
 * - ensemble: the narrator and up to three people who speak; when fewer speak, the hook names up to three people.
 * Never a stand-in ("Friend", "Stranger"): every voice is someone the story names.
 */
export function castVoices(characterCount: CharacterCount, analysis: StoryAnalysis): Cast {
  const narrator: Voice = {
    id: "narrator",
    name: "Narrator",
    role: "narrator",
    ...(analysis.narratorGender ? { gender: analysis.narratorGender } : {}),
  };
  const ranked = rankSpeakers(analysis);
  const wanted = characterCount === "single" ? 0 : characterCount === "duo" ? 1 : MAX_ENSEMBLE_SPEAKERS;
  const cast = ranked.slice(0, wanted);
  const voices = [narrator];
  for (const person of cast) voices.push(toVoice(person.name, person.gender, new Set(voices.map((v) => v.id))));
  const speakers = new Map(cast.map((person, i) => [person.key, i + 1]));
  const others = [...analysis.people].filter((p) => !cast.includes(p)).sort(byProminence);
  // A story told about someone else ("Priya failed her driving test") is theirs first; the author is not in it.
  const protagonist = analysis.firstPerson ? [] : others.slice(0, 1);
  const focusCount =
    characterCount === "single" ? 0 : characterCount === "duo" ? (analysis.firstPerson ? 1 : 2) : MAX_ENSEMBLE_SPEAKERS;
  const focus = [...protagonist, ...cast, ...others.filter((p) => !protagonist.includes(p))].slice(0, focusCount);
  return { voices, speakers, focus };
}

// Most lines first, then who speaks first.
function rankSpeakers(analysis: StoryAnalysis): Person[] {
  const lines = new Map<string, { count: number; first: number }>();
  for (const sentence of analysis.sentences) {
    const key = sentence.speech?.speaker;
    if (!key) continue;
    const known = lines.get(key);
    if (known) known.count++;
    else lines.set(key, { count: 1, first: sentence.index });
  }
  return [...lines.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .map(([key]) => analysis.people.find((p) => p.key === key))
    .filter((p): p is Person => Boolean(p));
}

function toVoice(name: string, gender: Gender | undefined, taken: Set<string>): Voice {
  const base =
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "") || "voice";
  // A person called "Narrator", or two whose names differ only in case, still get ids of their own.
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  const voice: Voice = { id, name, role: "character" };
  return gender ? { ...voice, gender } : voice;
}
