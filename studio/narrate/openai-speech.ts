import { findPauses, warpTimings } from "./align";
import type { Espeak } from "./espeak-engine";
import type { SpeechClip, SpeechProviderConfig, VoiceProfile } from "./types";
import { decodeWav } from "./wav";

/**
 * Speech from an OpenAI-compatible `POST {baseUrl}/audio/speech`.
 * The API returns audio only, so word timings come from eSpeak speaking the same
 * text, warped onto the provider's audio at the pauses measured in both (see align.ts).
 */
export async function speakWithProvider(
  espeak: Espeak,
  text: string,
  voice: VoiceProfile,
  config: SpeechProviderConfig,
  rateFactor: number,
  signal?: AbortSignal,
): Promise<SpeechClip> {
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/audio/speech`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({ model: config.model, input: text, voice: voice.providerVoice, response_format: "wav", speed: rateFactor }),
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`speech provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`);

  const { samples, sampleRate } = decodeWav(Buffer.from(await response.arrayBuffer()));
  const measured = findPauses(samples, sampleRate);
  if (measured.speech.end <= measured.speech.start) throw new Error("speech provider returned silent audio");

  const reference = await espeak.speak(text, voice, rateFactor);
  return { samples, sampleRate, duration: samples.length / sampleRate, words: warpTimings(reference.words, measured) };
}
