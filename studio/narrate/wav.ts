import wavefile from "wavefile";

/** WAV reading and writing (wavefile), for speech providers and ffmpeg inputs. */

// A CommonJS package: Node's ESM loader gives its exports as the default only.
const { WaveFile } = wavefile;

/** Mono floats in -1..1 as 16-bit PCM WAV. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i] ?? 0)) * 32767);
  const wav = new WaveFile();
  wav.fromScratch(1, sampleRate, "16", pcm);
  return Buffer.from(wav.toBuffer());
}

/**
 * Any PCM WAV a speech server sends (8 to 32-bit, integer or float, mono or stereo; streaming servers write
 * 0xFFFFFFFF as the data size) as mono floats in -1..1.
 */
export function decodeWav(buffer: Buffer): { samples: Float32Array; sampleRate: number } {
  if (buffer.toString("ascii", 0, 4) !== "RIFF" || buffer.toString("ascii", 8, 12) !== "WAVE") throw new Error("speech provider did not return WAV audio");
  let wav: InstanceType<typeof WaveFile>;
  try {
    wav = new WaveFile(buffer);
    wav.toBitDepth("32f");
  } catch (error) {
    throw new Error(`unreadable WAV from speech provider: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { numChannels, sampleRate } = wav.fmt as { numChannels: number; sampleRate: number };
  if (!sampleRate) throw new Error("WAV from speech provider has no sample rate");
  const channels = (numChannels > 1 ? wav.getSamples(false, Float32Array) : [wav.getSamples(false, Float32Array)]) as unknown as Float32Array[];
  const first = channels[0]!;
  if (channels.length === 1) return { samples: Float32Array.from(first), sampleRate };
  const samples = new Float32Array(first.length);
  for (let i = 0; i < samples.length; i++) samples[i] = channels.reduce((sum, channel) => sum + (channel[i] ?? 0), 0) / channels.length;
  return { samples, sampleRate };
}

// Zero crossings of the windowed sinc on each side: a flat pass band to ~90% of the lower Nyquist frequency.
const TAPS = 10;
// Fractional positions the kernel is tabulated at: a timing error under a thousandth of a sample.
const PHASES = 512;

/**
 * Band-limited resampling (Hann-windowed sinc, tabulated per fractional position). Going down, the band above
 * the new Nyquist frequency is cut instead of folding back as hiss: Festival's 32 kHz fricatives brought to
 * 16 kHz for the recogniser, or mixed under a 16 kHz Flite narrator.
 */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.round((samples.length * to) / from));
  const step = from / to;
  // The filter's cut-off as a fraction of the input's Nyquist frequency: below 1 when going down.
  const cutoff = Math.min(1, to / from) * 0.92;
  const reach = Math.ceil(TAPS / cutoff);
  const width = 2 * reach;
  // kernel[p * width + t] weighs input sample floor(centre) - reach + 1 + t when centre's fraction is p / PHASES.
  const kernel = new Float32Array(PHASES * width);
  for (let p = 0; p < PHASES; p++) {
    for (let t = 0; t < width; t++) {
      const x = t - reach + 1 - p / PHASES;
      kernel[p * width + t] = cutoff * sinc(cutoff * x) * (0.5 + 0.5 * Math.cos((Math.PI * x) / (reach + 1)));
    }
  }
  for (let i = 0; i < out.length; i++) {
    const centre = i * step;
    const base = Math.floor(centre);
    const row = Math.min(PHASES - 1, Math.round((centre - base) * PHASES)) * width;
    const first = base - reach + 1;
    let sum = 0;
    for (let t = Math.max(0, -first); t < width && first + t < samples.length; t++) sum += samples[first + t]! * kernel[row + t]!;
    out[i] = sum;
  }
  return out;
}

function sinc(x: number): number {
  return x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
}
