/** 16-bit PCM WAV reading and writing, enough for speech providers and ffmpeg inputs. */

export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    data.writeInt16LE(Math.round(s * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Decodes mono or stereo 16-bit PCM WAV to mono floats. Streaming servers write 0xFFFFFFFF as the data size, so the data runs to the end of the buffer. */
export function decodeWav(buffer: Buffer): { samples: Float32Array; sampleRate: number } {
  if (buffer.toString("ascii", 0, 4) !== "RIFF" || buffer.toString("ascii", 8, 12) !== "WAVE")
    throw new Error("speech provider did not return WAV audio");
  let offset = 12;
  let sampleRate = 0;
  let channels = 1;
  let bits = 16;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString("ascii", offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      channels = buffer.readUInt16LE(body + 2);
      sampleRate = buffer.readUInt32LE(body + 4);
      bits = buffer.readUInt16LE(body + 14);
    }
    if (id === "data") {
      if (bits !== 16 || sampleRate === 0)
        throw new Error(`unsupported WAV from speech provider (${bits}-bit, ${sampleRate} Hz)`);
      const end = Math.min(buffer.length, size === 0xffffffff || size === 0 ? buffer.length : body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += buffer.readInt16LE(body + (i * channels + c) * 2);
        samples[i] = sum / channels / 32768;
      }
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV from speech provider has no data chunk");
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
    for (let t = Math.max(0, -first); t < width && first + t < samples.length; t++)
      sum += samples[first + t]! * kernel[row + t]!;
    out[i] = sum;
  }
  return out;
}

function sinc(x: number): number {
  return x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
}
