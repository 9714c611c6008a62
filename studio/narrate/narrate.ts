import type { Script } from "@common/script";
import { EngineSet, installedEngines } from "./engines";
import { speakWithProvider } from "./openai-speech";
import type { EngineName, LocalEngineName, SpeechClip, SpeechProviderConfig, VoiceProfile } from "./types";
import { voiceProfiles, voiceLabel } from "./voice-profiles";
import { type Line, scriptLines } from "./script-lines";

export type NarrationPart = {
  key: "hook" | "closing" | `scene:${number}`;
  voice: number;
  text: string;
  clip: SpeechClip;
};

export type Narration = {
  parts: NarrationPart[];
  /** Who spoke the narrator's lines (the hook, the closing and the narrator's scenes). */
  engine: EngineName;
  /** Each Script voice as cast, in the Script's order. */
  voices: Array<{ engine: EngineName; voice: string }>;
  /** Set when the configured provider or a preferred local engine failed and another engine spoke instead. */
  fallbackReason?: string;
};

export type NarrateOptions = {
  speech?: SpeechProviderConfig;
  /** Multiplies speaking rate; used to fit a duration range. */
  rateFactor?: number;
  signal?: AbortSignal;
  /** The local engines that may speak; every installed one by default (benchmarks compare them one at a time). */
  engines?: readonly LocalEngineName[];
};

/** Speaks the hook, every scene and the closing, each with its Script voice. */
export async function narrateScript(script: Script, options: NarrateOptions = {}): Promise<Narration> {
  const allowed = installedEngines().filter((name) => !options.engines || options.engines.includes(name));
  if (allowed.length === 0)
    throw new Error(`none of the narration engines ${options.engines?.join(", ")} is installed here`);
  // The engines' threads and processes live for this narration only, and are ended with it.
  const engines = new EngineSet(allowed);
  try {
    return await narrateWith(engines, script, options);
  } finally {
    await engines.close();
  }
}

async function narrateWith(engines: EngineSet, script: Script, options: NarrateOptions): Promise<Narration> {
  const lines = scriptLines(script);
  const rate = options.rateFactor ?? 1;
  if (!options.speech) return speakLocally(engines, script, lines, rate, options.signal);

  const profiles = voiceProfiles(script, engines.installed, options.speech.voices);
  // The provider is given each line as written, names and accents and all: a hosted neural voice says "Siobhán" or
  // "Nguyễn" better from the real spelling than from a respelling made for English letter-to-sound rules (the local
  // engines respell names themselves, lexicon.ts).
  try {
    const clips: (SpeechClip | undefined)[] = [];
    for (const line of lines) {
      options.signal?.throwIfAborted();
      clips.push(
        line.text.trim()
          ? await speakWithProvider(
              engines,
              line.text,
              profiles[line.voice] ?? profiles[0]!,
              options.speech,
              rate,
              options.signal,
            )
          : undefined,
      );
    }
    const parts = withSilentGaps(lines, clips);
    return { parts, engine: "openai", voices: profiles.map((p) => ({ engine: "openai", voice: p.providerVoice })) };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return speakLocally(engines, script, lines, rate, options.signal, messageOf(error));
  }
}

/**
 * Every line with the local voices cast for the engines at hand. Should an engine fail (Festival's process dies,
 * say), the whole cast is made again without it and every line spoken anew, so the narrator keeps one voice
 * from the hook to the closing.
 */
async function speakLocally(
  engines: EngineSet,
  script: Script,
  lines: Line[],
  rate: number,
  signal?: AbortSignal,
  reason?: string,
): Promise<Narration> {
  let usable = [...engines.installed];
  let fallbackReason = reason;
  for (;;) {
    const profiles = voiceProfiles(script, usable);
    try {
      const parts = await speakAll(engines, lines, profiles, rate, signal);
      const voices = profiles.map((p) => ({ engine: p.local.engine, voice: voiceLabel(p.local) }));
      return { parts, engine: profiles[0]!.local.engine, voices, ...(fallbackReason ? { fallbackReason } : {}) };
    } catch (error) {
      if (signal?.aborted || !(error instanceof EngineFailure)) throw error;
      usable = usable.filter((name) => name !== error.engine);
      if (usable.length === 0) throw error;
      fallbackReason = fallbackReason ? `${fallbackReason}; ${error.message}` : error.message;
    }
  }
}

class EngineFailure extends Error {
  constructor(
    readonly engine: LocalEngineName,
    cause: unknown,
  ) {
    super(messageOf(cause));
  }
}

async function speakAll(
  engines: EngineSet,
  lines: Line[],
  profiles: VoiceProfile[],
  rate: number,
  signal?: AbortSignal,
): Promise<NarrationPart[]> {
  signal?.throwIfAborted();
  // All lines are asked for at once: Festival speaks them in one process and Flite's thread back to back, while
  // this thread does other work (the renderer starts ffmpeg and loads fonts meanwhile).
  const clips = await Promise.all(
    lines.map(({ text, voice }) => {
      if (!text.trim()) return Promise.resolve(undefined);
      const local = (profiles[voice] ?? profiles[0]!).local;
      return engines
        .get(local.engine)
        .speak(text, local, rate)
        .catch((error: unknown) => Promise.reject(new EngineFailure(local.engine, error)));
    }),
  );
  signal?.throwIfAborted();
  return withSilentGaps(lines, clips);
}

/** A line with no words (a script with no hook or no closing) is a silent clip of no length, like its neighbours. */
function withSilentGaps(lines: Line[], clips: (SpeechClip | undefined)[]): NarrationPart[] {
  const like = clips.find((clip) => clip !== undefined);
  if (!like) throw new Error("the script has nothing to say");
  const silent: SpeechClip = { ...like, samples: new Float32Array(0), words: [], duration: 0 };
  return lines.map((line, i): NarrationPart => ({ ...line, clip: clips[i] ?? silent }));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
