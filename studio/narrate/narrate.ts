import type { Script } from "../script";
import { speakWithEspeak } from "./espeak-engine";
import { speakWithProvider } from "./openai-speech";
import type { SpeechClip, SpeechProviderConfig } from "./types";
import { voiceProfiles } from "./voices";

export type NarrationPart = { key: "hook" | "closing" | `scene:${number}`; voice: number; text: string; clip: SpeechClip };

export type Narration = {
  parts: NarrationPart[];
  engine: "espeak" | "openai";
  /** Set when the configured provider failed and eSpeak spoke instead. */
  fallbackReason?: string;
};

export type NarrateOptions = {
  speech?: SpeechProviderConfig;
  /** Multiplies speaking rate; used to fit a duration range. */
  rateFactor?: number;
  signal?: AbortSignal;
};

/** Speaks the hook, every scene and the closing, each with its Script voice. */
export async function narrateScript(script: Script, options: NarrateOptions = {}): Promise<Narration> {
  const lines = scriptLines(script);
  const rate = options.rateFactor ?? 1;
  const profiles = voiceProfiles(script, options.speech?.voices);
  const profileFor = (voice: number) => profiles[voice] ?? profiles[0]!;

  if (options.speech) {
    try {
      const parts: NarrationPart[] = [];
      for (const line of lines) {
        options.signal?.throwIfAborted();
        parts.push({ ...line, clip: await speakWithProvider(line.text, profileFor(line.voice), options.speech, rate, options.signal) });
      }
      return { parts, engine: "openai" };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const parts = await speakAll(lines, (voice) => profileFor(voice), rate, options.signal);
      return { parts, engine: "espeak", fallbackReason: error instanceof Error ? error.message : String(error) };
    }
  }
  return { parts: await speakAll(lines, profileFor, rate, options.signal), engine: "espeak" };
}

type Line = Omit<NarrationPart, "clip">;

function scriptLines(script: Script): Line[] {
  return [
    { key: "hook", voice: 0, text: script.hook },
    ...script.scenes.map((scene, index): Line => ({ key: `scene:${index}`, voice: scene.voice, text: scene.narration })),
    { key: "closing", voice: 0, text: script.closing },
  ];
}

async function speakAll(lines: Line[], profileFor: (voice: number) => Parameters<typeof speakWithEspeak>[1], rate: number, signal?: AbortSignal) {
  const parts: NarrationPart[] = [];
  for (const line of lines) {
    signal?.throwIfAborted();
    parts.push({ ...line, clip: await speakWithEspeak(line.text, profileFor(line.voice), rate) });
    // eSpeak runs synchronously; turning the loop lets an abort or progress event through between lines.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return parts;
}
