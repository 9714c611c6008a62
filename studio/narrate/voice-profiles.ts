import type { Script } from "@common/script";
import type { EngineVoice, Gender, LocalEngineName, VoiceProfile } from "./types";

/** A voice to cast, and which real speaker it is: two voices of one speaker never play two characters. */
type Candidate = EngineVoice & { speaker: string };

// Paces bring each voice to ~170 words a minute of speech (pauses excluded) at rate 1, a little under their own
// pace: measured on the benchmark script, Festival speaks at 186, Flite slt 198, rms 166, awb 189, kal16 204.
const FESTIVAL_SLT: Candidate = {
  engine: "festival",
  name: "cmu_us_slt_arctic_hts",
  gender: "female",
  pace: 0.92,
  speaker: "slt",
};
const FLITE_SLT: Candidate = { engine: "flite", name: "slt", gender: "female", pace: 0.87, speaker: "slt" };
const FLITE_RMS: Candidate = { engine: "flite", name: "rms", gender: "male", pace: 1, speaker: "rms" };
const FLITE_AWB: Candidate = { engine: "flite", name: "awb", gender: "male", pace: 0.9, speaker: "awb" };
const FLITE_KAL16: Candidate = { engine: "flite", name: "kal16", gender: "male", pace: 0.84, speaker: "kal" };
const ESPEAK_FEMALE: Candidate[] = [
  { engine: "espeak", name: "en-us+f3", gender: "female", pitch: 62, pace: 1.05, speaker: "espeak-f3" },
  { engine: "espeak", name: "en-us+f2", gender: "female", pitch: 70, pace: 1.07, speaker: "espeak-f2" },
  { engine: "espeak", name: "en-us+f4", gender: "female", pitch: 56, pace: 1, speaker: "espeak-f4" },
  { engine: "espeak", name: "en-us+f1", gender: "female", pitch: 66, pace: 1.03, speaker: "espeak-f1" },
];
const ESPEAK_MALE: Candidate[] = [
  { engine: "espeak", name: "en-us+m3", gender: "male", pitch: 42, pace: 1, speaker: "espeak-m3" },
  { engine: "espeak", name: "en-gb-x-rp+m7", gender: "male", pitch: 36, pace: 0.96, speaker: "espeak-m7" },
  { engine: "espeak", name: "en-us+m1", gender: "male", pitch: 48, pace: 1.02, speaker: "espeak-m1" },
  { engine: "espeak", name: "en-us+m2", gender: "male", pitch: 38, pace: 0.98, speaker: "espeak-m2" },
];

/**
 * Voices by gender, clearest first by the word error of a recogniser on the benchmark story's bare narration
 * (bench/voice.bench.ts; over paces 0.9-1: Festival slt 0.20-0.24, Flite rms 0.21-0.26, kal16 0.24-0.30, awb
 * 0.29-0.35, slt 0.31-0.43; eSpeak 0.79). slt is
 * Flite's only female voice; moved up or down in pitch it plays a second and third woman. Flite's male voices
 * keep their own pitch whatever they are asked, so the men are three different speakers. eSpeak's variants come
 * last: they speak only when neither Festival nor Flite can.
 */
const CAST: Record<Gender, Candidate[]> = {
  female: [
    FESTIVAL_SLT,
    FLITE_SLT,
    { ...FLITE_SLT, pitch: 215, speaker: "slt-high" },
    { ...FLITE_SLT, pitch: 140, speaker: "slt-low" },
    ...ESPEAK_FEMALE,
  ],
  male: [FLITE_RMS, FLITE_KAL16, FLITE_AWB, ...ESPEAK_MALE],
};

/** Who narrates when the Script does not say: the clearest voice there is, whatever its gender. */
const NARRATOR_ORDER: Candidate[] = [FESTIVAL_SLT, FLITE_RMS, ...ESPEAK_FEMALE];

/** Provider voices by gender (OpenAI's names, which compatible servers such as Kokoro-FastAPI map too). */
const PROVIDER: Record<Gender | "narrator", string[]> = {
  narrator: ["alloy"],
  female: ["nova", "shimmer"],
  male: ["onyx", "echo", "fable"],
};

/**
 * One profile per Script voice. A voice with a gender gets a voice of that gender on every engine; the narrator
 * without one gets the clearest voice there is; a character without one gets the gender fewer voices have so far
 * (the narrator's opposite on a tie), so unnamed speakers still sound apart. Each Script voice gets a speaker of
 * its own while the engines have one. Configured provider voices are handed out in order instead.
 */
export function voiceProfiles(
  script: Script,
  engines: readonly LocalEngineName[],
  providerVoices?: string[],
): VoiceProfile[] {
  const usable = (c: Candidate) => engines.includes(c.engine);
  const taken = new Set<string>();
  const count: Record<Gender, number> = { female: 0, male: 0 };
  const providerUsed: Record<Gender | "narrator", number> = { narrator: 0, female: 0, male: 0 };
  let narratorGender: Gender | undefined;

  return script.voices.map((voice, index): VoiceProfile => {
    const isUnnamedNarrator = index === 0 && voice.gender === undefined;
    const gender = voice.gender ?? (isUnnamedNarrator ? undefined : fewer(count, narratorGender));
    const order = gender ? CAST[gender] : NARRATOR_ORDER;
    const available = order.filter(usable);
    // Every engine list ends in eSpeak, so `available` is empty only when the caller left eSpeak out too.
    const pool = available.length > 0 ? available : [...CAST.female, ...CAST.male].filter(usable);
    const chosen = pool.find((c) => !taken.has(c.speaker)) ?? pool[index % pool.length]!;
    taken.add(chosen.speaker);
    count[chosen.gender]++;
    if (index === 0) narratorGender = chosen.gender;

    const { engine, name, gender: castGender, pace, pitch } = chosen;
    const local: EngineVoice = { engine, name, gender: castGender, pace, ...(pitch !== undefined ? { pitch } : {}) };
    const providerKey = isUnnamedNarrator ? "narrator" : chosen.gender;
    const names = PROVIDER[providerKey];
    const providerVoice = providerVoices?.length
      ? providerVoices[index % providerVoices.length]!
      : names[providerUsed[providerKey]++ % names.length]!;
    return { local, providerVoice };
  });
}

function fewer(count: Record<Gender, number>, narrator: Gender | undefined): Gender {
  if (count.female !== count.male) return count.female < count.male ? "female" : "male";
  return narrator === "female" ? "male" : "female";
}

/** How a cast voice is reported: the engine's name, with the pitch when Flite's voice was moved to another. */
export function voiceLabel(voice: EngineVoice): string {
  return voice.engine === "flite" && voice.pitch !== undefined ? `${voice.name}@${voice.pitch}Hz` : voice.name;
}

/** The clearest voice of each gender on these engines: what a person's own recording is compared with (recorded-narration.ts). */
export function clearestVoices(engines: readonly LocalEngineName[]): EngineVoice[] {
  return (["female", "male"] as const).flatMap((gender) => {
    const chosen = CAST[gender].find((c) => engines.includes(c.engine));
    if (!chosen) return [];
    const { engine, name, pace, pitch } = chosen;
    return [{ engine, name, gender, pace, ...(pitch !== undefined ? { pitch } : {}) }];
  });
}
