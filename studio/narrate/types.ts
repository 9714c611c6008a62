import type { Gender } from "@common/script";

export type { Gender };

/** One spoken word and where it sits in the clip, in seconds from the clip start. */
export type WordTiming = { text: string; start: number; end: number };

/** The engines that run on this machine, clearest first: Festival (Debian), Flite (npm, WASI), eSpeak NG (npm, WASM). */
export type LocalEngineName = "festival" | "flite" | "espeak";
/** Who speaks: a local engine, a speech provider, or the person themselves in their own recording. */
export type EngineName = LocalEngineName | "openai" | "recording";

/** Mono speech audio with its word timings, and who spoke it. */
export type SpeechClip = {
  samples: Float32Array;
  sampleRate: number;
  words: WordTiming[];
  /** Seconds of audio. */
  duration: number;
  engine: EngineName;
  /** The engine's voice, e.g. "slt" or "rms@95Hz" for Flite, "alloy" for a provider. */
  voice: string;
};

/** A voice of one local engine. */
export type EngineVoice = {
  engine: LocalEngineName;
  /** The engine's own name: Festival "cmu_us_slt_arctic_hts", Flite "slt", eSpeak "en-us+f3". */
  name: string;
  gender: Gender;
  /** Speaking-rate multiplier at rate factor 1, so every voice speaks near the writer's 155 words a minute. */
  pace: number;
  /** Flite: mean f0 in Hz, to tell two voices cut from one speaker apart; eSpeak: pitch 0-100. Unset keeps the voice's own. */
  pitch?: number;
};

/** How one Script voice sounds: a local voice, and the voice asked of a speech provider. */
export type VoiceProfile = { local: EngineVoice; providerVoice: string };

/** One local engine; `close` frees whatever it holds (a worker thread, a child process). */
export interface SpeechEngine {
  readonly name: LocalEngineName;
  speak(text: string, voice: EngineVoice, rateFactor: number): Promise<SpeechClip>;
  close(): Promise<void>;
}

export type SpeechProviderConfig = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Provider voice names handed to Script voices in order, instead of the voices cast by gender. */
  voices?: string[];
  /** Limit of one line's request, after which the local engines speak instead (30 s by default). */
  timeoutMs?: number;
};
