import { findPauses, warpTimings } from "./align";
import type { Espeak } from "./espeak-engine";
import type { SpeechClip, SpeechProviderConfig, VoiceProfile } from "./types";
import { decodeWav } from "./wav";

/** One line of narration takes a provider a few seconds; a provider that has not answered by then is not going to. */
const DEFAULT_TIMEOUT_MS = 30_000;

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
  const { samples, sampleRate } = decodeWav(await requestSpeech(text, voice, config, rateFactor, signal));
  const measured = findPauses(samples, sampleRate);
  if (measured.speech.end <= measured.speech.start) throw new Error("speech provider returned silent audio");

  const reference = await espeak.speak(text, voice, rateFactor);
  return { samples, sampleRate, duration: samples.length / sampleRate, words: warpTimings(reference.words, measured) };
}

/** The WAV bytes, within the timeout (the body included: a provider can stall after its headers too). */
async function requestSpeech(text: string, voice: VoiceProfile, config: SpeechProviderConfig, rateFactor: number, signal?: AbortSignal): Promise<Buffer> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/audio/speech`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, input: text, voice: voice.providerVoice, response_format: "wav", speed: rateFactor }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw new Error(`speech provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // The caller's abort stays as it is; our own timeout becomes a reason a person can read (the narration's fallbackReason).
    if (timeout.aborted && !signal?.aborted) throw new Error(`speech provider timed out after ${timeoutMs} ms`);
    throw error;
  }
}
