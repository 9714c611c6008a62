import type { Script } from "../script";
import { Espeak } from "./espeak-engine";
import { speakWithProvider } from "./openai-speech";
import type { SpeechClip, SpeechProviderConfig, VoiceProfile } from "./types";
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
  // One eSpeak thread for the whole narration (it also times provider audio), ended with it.
  const espeak = new Espeak();
  try {
    return await narrateWith(espeak, script, options);
  } finally {
    await espeak.close();
  }
}

async function narrateWith(espeak: Espeak, script: Script, options: NarrateOptions): Promise<Narration> {
  const lines = scriptLines(script);
  const rate = options.rateFactor ?? 1;
  const profiles = voiceProfiles(script, options.speech?.voices);
  const profileFor = (voice: number) => profiles[voice] ?? profiles[0]!;

  if (options.speech) {
    try {
      const parts: NarrationPart[] = [];
      for (const line of lines) {
        options.signal?.throwIfAborted();
        parts.push({ ...line, clip: await speakWithProvider(espeak, line.text, profileFor(line.voice), options.speech, rate, options.signal) });
      }
      return { parts, engine: "openai" };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const parts = await speakAll(espeak, lines, profileFor, rate, options.signal);
      return { parts, engine: "espeak", fallbackReason: error instanceof Error ? error.message : String(error) };
    }
  }
  return { parts: await speakAll(espeak, lines, profileFor, rate, options.signal), engine: "espeak" };
}

type Line = Omit<NarrationPart, "clip">;

function scriptLines(script: Script): Line[] {
  return [
    { key: "hook", voice: 0, text: script.hook },
    ...script.scenes.map((scene, index): Line => ({ key: `scene:${index}`, voice: scene.voice, text: scene.narration })),
    { key: "closing", voice: 0, text: script.closing },
  ];
}

async function speakAll(espeak: Espeak, lines: Line[], profileFor: (voice: number) => VoiceProfile, rate: number, signal?: AbortSignal) {
  signal?.throwIfAborted();
  // All lines are queued at once: the engine thread speaks them back to back while this thread does other work.
  const clips = await Promise.all(lines.map((line) => espeak.speak(line.text, profileFor(line.voice), rate)));
  signal?.throwIfAborted();
  return lines.map((line, i): NarrationPart => ({ ...line, clip: clips[i]! }));
}
