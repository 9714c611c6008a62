/** One spoken word and where it sits in the clip, in seconds from the clip start. */
export type WordTiming = { text: string; start: number; end: number };

/** Mono speech audio with its word timings. */
export type SpeechClip = {
  samples: Float32Array;
  sampleRate: number;
  words: WordTiming[];
  /** Seconds of audio. */
  duration: number;
};

/** How a Script voice sounds on each engine. */
export type VoiceProfile = {
  /** eSpeak NG voice with variant, e.g. "en-us+m3". */
  espeakVoice: string;
  /** eSpeak pitch 0-100 and words per minute. */
  pitch: number;
  wordsPerMinute: number;
  /** Voice name for an OpenAI-compatible speech API. */
  providerVoice: string;
};

export type SpeechProviderConfig = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Provider voice names to hand out to Script voices in order. */
  voices?: string[];
  /** Limit of one line's request, after which eSpeak speaks instead (30 s by default). */
  timeoutMs?: number;
};
