import type { Script } from "../script";
import type { VoiceProfile } from "./types";

// Four eSpeak voice variants far enough apart in timbre, pitch and pace to tell speakers apart.
const PROFILES: VoiceProfile[] = [
  { espeakVoice: "en-us+m3", pitch: 42, wordsPerMinute: 160, providerVoice: "onyx" },
  { espeakVoice: "en-us+f3", pitch: 62, wordsPerMinute: 168, providerVoice: "nova" },
  { espeakVoice: "en-gb-x-rp+m7", pitch: 36, wordsPerMinute: 154, providerVoice: "echo" },
  { espeakVoice: "en-us+f2", pitch: 70, wordsPerMinute: 172, providerVoice: "shimmer" },
];

/** One profile per Script voice, in order; provider voice names from configuration replace the defaults. */
export function voiceProfiles(script: Script, providerVoices?: string[]): VoiceProfile[] {
  return script.voices.map((_, index) => {
    const base = PROFILES[index % PROFILES.length]!;
    const providerVoice = providerVoices?.length ? providerVoices[index % providerVoices.length]! : base.providerVoice;
    return { ...base, providerVoice };
  });
}
