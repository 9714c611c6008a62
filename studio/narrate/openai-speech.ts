import { postToProvider } from "../kit/provider-request";
import { findPauses, warpTimings } from "./align";
import type { EngineSet } from "./engines";
import { alignWords, hasPocketsphinx } from "./pocketsphinx";
import type { SpeechClip, SpeechProviderConfig, VoiceProfile, WordTiming } from "./types";
import { decodeWav } from "./wav";
import { splitWords } from "./words";

/** One line of narration takes a provider a few seconds; a provider that has not answered by then is not going to. */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Speech from an OpenAI-compatible `POST {baseUrl}/audio/speech`. The API returns audio only, so the words are
 * found in it: by forced alignment with pocketsphinx when it is installed (pronunciations from Flite), otherwise
 * by the local voice speaking the same text and its timings warped onto the provider's audio at the pauses
 * measured in both (see align.ts).
 */
export async function speakWithProvider(
  engines: EngineSet,
  text: string,
  voice: VoiceProfile,
  config: SpeechProviderConfig,
  rateFactor: number,
  signal?: AbortSignal,
): Promise<SpeechClip> {
  const { samples, sampleRate } = decodeWav(await requestSpeech(text, voice, config, rateFactor, signal));
  const measured = findPauses(samples, sampleRate);
  if (measured.speech.end <= measured.speech.start) throw new Error("speech provider returned silent audio");
  const words =
    (await alignedWords(engines, text, samples, sampleRate)) ??
    (await warpedWords(engines, text, voice, rateFactor, measured));
  return {
    samples,
    sampleRate,
    duration: samples.length / sampleRate,
    words,
    engine: "openai",
    voice: voice.providerVoice,
  };
}

async function alignedWords(
  engines: EngineSet,
  text: string,
  samples: Float32Array,
  sampleRate: number,
): Promise<WordTiming[] | undefined> {
  if (!hasPocketsphinx() || !engines.installed.includes("flite")) return undefined;
  const words = splitWords(text).map((w) => w.text);
  return alignWords(samples, sampleRate, words, await engines.get("flite").wordPhones(words));
}

async function warpedWords(
  engines: EngineSet,
  text: string,
  voice: VoiceProfile,
  rateFactor: number,
  measured: ReturnType<typeof findPauses>,
): Promise<WordTiming[]> {
  const reference = await engines.get(voice.local.engine).speak(text, voice.local, rateFactor);
  return warpTimings(reference.words, measured);
}

/** The WAV bytes, within the timeout (the body included: a provider can stall after its headers too). */
async function requestSpeech(
  text: string,
  voice: VoiceProfile,
  config: SpeechProviderConfig,
  rateFactor: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await postToProvider(
      config,
      "audio/speech",
      { model: config.model, input: text, voice: voice.providerVoice, response_format: "wav", speed: rateFactor },
      signal ? AbortSignal.any([signal, timeout]) : timeout,
    );
    if (!response.ok)
      throw new Error(`speech provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // The caller's abort stays as it is; our own timeout becomes a reason a person can read (the narration's fallbackReason).
    if (timeout.aborted && !signal?.aborted) throw new Error(`speech provider timed out after ${timeoutMs} ms`);
    throw error;
  }
}
