import { afterAll, describe, expect, it } from "vitest";
import { BENCH_SCRIPT as SCRIPT } from "../../bench/studio-fixture";
import type { Script } from "@common/script";
import { EngineSet, installedEngines } from "./engines";
import { narrateScript } from "./narrate";
import { alignWords, hasPocketsphinx, recognise } from "./pocketsphinx";
import type { EngineVoice, LocalEngineName, SpeechClip } from "./types";
import { voiceProfiles } from "./voice-profiles";
import { normaliseWords } from "./test-support/word-error";

// "Listening" tests: pocketsphinx, a speech recogniser that knows nothing of how the audio was made, checks that
// each engine says the words where its timings put them. Flite ships with npm and is always tested; Festival only
// where it is installed; pocketsphinx comes with `npm test`'s set-up step (scripts/test-setup.mjs).
const TEXT =
  "Last summer my grandmother took me and my brother to the beach. We built a huge castle with towers and flags, " +
  "and a moat all the way around. Then a wave came and washed the whole thing away.";
const STOP_WORDS = new Set([
  "a",
  "and",
  "the",
  "to",
  "me",
  "my",
  "we",
  "with",
  "all",
  "then",
  "way",
  "thing",
  "came",
  "whole",
  "around",
  "away",
]);
const FEMALE: Script["voices"][number] = { id: "rosa", name: "Rosa", role: "character", gender: "female" };
const MALE: Script["voices"][number] = { id: "luis", name: "Luis", role: "character", gender: "male" };

const engines = new EngineSet(installedEngines());
afterAll(() => engines.close());
// eSpeak, the last fallback, is too robotic for this recogniser to follow (word error 0.79 on the benchmark story);
// its timings are still checked, by forced alignment.
const listenable = installedEngines().filter((name) => name !== "espeak");

/** The voice an engine gives the narrator (no gender), a woman and a man, when it is the only engine. */
function voiceOn(engine: LocalEngineName, gender?: "female" | "male"): EngineVoice {
  const script = { voices: [{ id: "n", name: "Narrator", role: "narrator", ...(gender ? { gender } : {}) }] } as Script;
  return voiceProfiles(script, [engine])[0]!.local;
}

const voicesOn = (engine: LocalEngineName) => {
  const voices = [voiceOn(engine), voiceOn(engine, "female"), voiceOn(engine, "male")];
  return voices.filter((v, i) => voices.findIndex((w) => w.engine === v.engine && w.name === v.name) === i);
};

describe.each(
  installedEngines().flatMap((engine) => voicesOn(engine).map((voice) => [`${engine} ${voice.name}`, voice] as const)),
)("%s narration", (_, voice) => {
  it("times every word of the text, in order, inside the audio", async () => {
    const clip = await engines.get(voice.engine).speak(TEXT, voice, 1);
    expect(clip.engine).toBe(voice.engine);
    expect(clip.words.map((w) => w.text.toLowerCase())).toEqual(normaliseWords(TEXT));
    for (const [i, word] of clip.words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(clip.duration);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(clip.words[i - 1]!.end - 1e-6);
    }
  });

  it.runIf(hasPocketsphinx())("says each word where its timing is, as a forced alignment finds it", async () => {
    const clip = await engines.get(voice.engine).speak(TEXT, voice, 1);
    const words = clip.words.map((w) => w.text);
    const aligned = await alignWords(
      clip.samples,
      clip.sampleRate,
      words,
      await engines.get("flite").wordPhones(words),
    );
    expect(aligned).toBeDefined();
    const near = clip.words.filter((word, i) => Math.abs(word.start - aligned![i]!.start) <= 0.1);
    expect(near.length / clip.words.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe.runIf(hasPocketsphinx()).each(listenable)("%s narrator heard by a recogniser", (engine) => {
  // A weak recogniser on one 12-second line: Festival's slt gets 86% of these words, Flite's rms 64% ("towers",
  // "flags", "moat", "wave", "washed" are heard as other words); speech timed half a second off would get none.
  it("is understood: most content words are recognised within 300 ms of their timing", async () => {
    const clip = await engines.get(engine).speak(TEXT, voiceOn(engine), 1);
    const heard = await recognise(clip.samples, clip.sampleRate);
    const content = clip.words.filter((w) => !STOP_WORDS.has(w.text.toLowerCase()));
    const found = content.filter((word) =>
      heard.some((h) => h.word === word.text.toLowerCase() && Math.abs(h.start - word.start) <= 0.3),
    );
    expect(found.length / content.length).toBeGreaterThanOrEqual(0.6);
  });
});

describe.each(installedEngines())("%s narration, twice", (engine) => {
  it("gives the same samples for the same script", async () => {
    const script = {
      ...SCRIPT,
      voices: [...SCRIPT.voices, FEMALE, MALE],
      scenes: SCRIPT.scenes.map((scene, i) => ({ ...scene, voice: i % 3 })),
    };
    const [a, b] = [
      await narrateScript(script, { engines: [engine] }),
      await narrateScript(script, { engines: [engine] }),
    ];
    expect(b.parts.map((p) => p.clip.samples.length)).toEqual(a.parts.map((p) => p.clip.samples.length));
    a.parts.forEach((part, i) =>
      expect(Buffer.from(b.parts[i]!.clip.samples.buffer).equals(Buffer.from(part.clip.samples.buffer))).toBe(true),
    );
  });
});

describe.each([
  ["installed here", undefined],
  ["Flite only", ["flite"] as const],
])("casting by gender, engines %s", (_, only) => {
  const duo: Script = {
    title: "Two voices",
    hook: "Two people, one beach.",
    scenes: [
      {
        id: "a",
        narration: "They walked along the sand at dawn.",
        onScreenText: "Dawn",
        voice: 0,
        thread: 0,
        visual: { subjects: ["beach"], shot: "wide" },
      },
      {
        id: "b",
        narration: "I found a shell as big as my hand, and I kept it for years.",
        onScreenText: "A shell",
        voice: 1,
        thread: 0,
        visual: { subjects: ["shell"], shot: "close" },
      },
      {
        id: "c",
        narration: "I found a shell as big as my hand, and I kept it for years.",
        onScreenText: "A shell",
        voice: 2,
        thread: 0,
        visual: { subjects: ["shell"], shot: "close" },
      },
    ],
    closing: "Some days stay with you.",
    hashtags: ["#beach", "#shell", "#memories"],
    voices: [{ id: "narrator", name: "Narrator", role: "narrator" }, FEMALE, MALE],
    writer: "local",
  };

  const options = only ? { engines: only } : {};

  it("gives the man a clearly lower voice than the woman", async () => {
    const narration = await narrateScript(duo, options);
    const woman = narration.parts.find((p) => p.key === "scene:1")!.clip;
    const man = narration.parts.find((p) => p.key === "scene:2")!.clip;
    expect(medianPitch(man)).toBeLessThan(medianPitch(woman) * 0.75);
  });

  it("keeps one narrator voice from the hook to the closing", async () => {
    const narration = await narrateScript(duo, options);
    const narrator = narration.parts.filter((p) => p.voice === 0).map((p) => `${p.clip.engine}:${p.clip.voice}`);
    expect(narrator).toHaveLength(3);
    expect(new Set(narrator).size).toBe(1);
  });
});

/** Median f0 of the voiced 40 ms frames, by normalised autocorrelation between 60 and 400 Hz. */
function medianPitch(clip: SpeechClip): number {
  const { samples, sampleRate: rate } = clip;
  const frame = Math.round(rate * 0.04);
  const minLag = Math.floor(rate / 400);
  const maxLag = Math.ceil(rate / 60);
  const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
  const pitches: number[] = [];
  for (let offset = 0; offset + frame + maxLag < samples.length; offset += Math.round(rate * 0.01)) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += samples[offset + i]! ** 2;
    if (Math.sqrt(energy / frame) < peak * 0.1) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let product = 0;
      let shifted = 0;
      for (let i = 0; i < frame; i++) {
        product += samples[offset + i]! * samples[offset + i + lag]!;
        shifted += samples[offset + i + lag]! ** 2;
      }
      const r = product / Math.sqrt(energy * shifted + 1e-12);
      if (r > best) [best, bestLag] = [r, lag];
    }
    if (best > 0.7) pitches.push(rate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

describe("Flite under load", () => {
  // Lines like these once crashed the Flite process (SIGSEGV in node:wasi's fast calls when the program's memory grew),
  // so a story that happened to contain them fell back to eSpeak.
  const LINES = [
    "On the twelfth try he wobbled past the mailbox, and rode straight into a hedge. He still calls it the best birthday ever.",
    "The interview was at nine. I missed the bus, ran four blocks in new shoes and arrived with a blister and a torn sleeve.",
  ];

  it.each(["slt", "rms", "awb", "kal16"])(
    "speaks every line with the %s voice, all asked for at once",
    async (name) => {
      const voice: EngineVoice = { engine: "flite", name, gender: name === "slt" ? "female" : "male", pace: 1 };
      const clips = await Promise.all([...LINES, ...LINES].map((line) => engines.get("flite").speak(line, voice, 1)));
      expect(clips.map((clip) => clip.engine)).toEqual(["flite", "flite", "flite", "flite"]);
      for (const clip of clips) expect(clip.duration).toBeGreaterThan(4);
    },
  );
});
