import type { CharacterCount } from "../../common/video-options";
import type { Voice } from "../script";
import type { Person } from "./analyse";
import type { Unit } from "./plot";

const NARRATOR: Voice = { id: "narrator", name: "Narrator", role: "narrator" };
// Stand-ins when the story names fewer people than the cast needs.
const EXTRAS = ["Friend", "Witness", "Stranger"];

/**
 * The cast: single is the narrator alone; duo adds the story's first person (else a "Friend"); ensemble adds up to
 * three people from the story (filled with stand-ins) so three or four voices speak.
 */
export function castVoices(characterCount: CharacterCount, people: Person[], scenes: number): Voice[] {
  if (characterCount === "single") return [NARRATOR];
  const wanted = characterCount === "duo" ? 2 : Math.min(4, Math.max(3, people.length + 1), scenes);
  const cast: Voice[] = [NARRATOR];
  for (const person of people) {
    if (cast.length >= wanted) break;
    cast.push(toVoice(person.name, person.gender));
  }
  for (const extra of EXTRAS) {
    if (cast.length >= wanted) break;
    if (cast.some((v) => v.name === extra)) continue;
    cast.push(toVoice(extra));
  }
  return cast;
}

function toVoice(name: string, gender?: "female" | "male"): Voice {
  const id = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "voice";
  const voice: Voice = { id, name, role: "character" };
  return gender ? { ...voice, gender } : voice;
}

/**
 * Which voice speaks each scene. Duo alternates (a multithread duo gives each thread its own voice); ensemble lets a
 * person voice the scenes about them when that does not repeat the previous speaker, and otherwise rotates, so every
 * voice is heard.
 */
export function assignVoices(units: Unit[], voices: Voice[], people: Person[]): number[] {
  if (voices.length === 1) return units.map(() => 0);
  if (voices.length === 2) return units.map((unit, i) => (units.some((u) => u.thread === 1) ? unit.thread : i % 2));
  const voiceOf = new Map(people.map((p) => [p.key, voices.findIndex((v) => v.name === p.name)]));
  const picked: number[] = [];
  units.forEach((unit, i) => {
    const own = unit.beats.map((b) => (b.person ? voiceOf.get(b.person) : undefined)).find((v) => v !== undefined && v > 0);
    const previous = picked[i - 1];
    picked.push(own !== undefined && own !== previous ? own : i % voices.length);
  });
  const heard = new Set(picked);
  return voices.every((_, v) => heard.has(v)) ? picked : units.map((_, i) => i % voices.length);
}
