import { describe, expect, it } from "vitest";
import { decodeWav, encodeWav } from "./wav";

const tone = (length: number) => Float32Array.from({ length }, (_, i) => Math.sin(i / 7) * 0.5);

/** A 16-bit PCM WAV with `channels` interleaved, the way a speech server writes one. */
function pcmWav(frames: number[][], sampleRate: number, bits = 16): Buffer {
  const channels = frames[0]!.length;
  const data = Buffer.alloc(frames.length * channels * 2);
  frames.flat().forEach((value, i) => data.writeInt16LE(value, i * 2));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE((sampleRate * channels * bits) / 8, 28);
  header.writeUInt16LE((channels * bits) / 8, 32);
  header.writeUInt16LE(bits, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe("WAV audio", () => {
  it("round-trips mono floats through 16-bit PCM within a quantisation step", () => {
    const samples = tone(2400);
    const decoded = decodeWav(encodeWav(samples, 24_000));
    expect(decoded.sampleRate).toBe(24_000);
    expect(decoded.samples.length).toBe(samples.length);
    expect(Math.max(...decoded.samples.map((v, i) => Math.abs(v - samples[i]!)))).toBeLessThan(1 / 16_000);
  });

  it("mixes stereo down to mono", () => {
    const decoded = decodeWav(
      pcmWav(
        [
          [16_384, 0],
          [-16_384, -16_384],
        ],
        22_050,
      ),
    );
    expect(decoded.sampleRate).toBe(22_050);
    expect([...decoded.samples]).toEqual([0.25, -0.5]);
  });

  it("reads a streamed WAV whose sizes are written as 0xFFFFFFFF", () => {
    const wav = encodeWav(tone(500), 24_000);
    wav.writeUInt32LE(0xffffffff, 4);
    wav.writeUInt32LE(0xffffffff, wav.indexOf("data") + 4);
    expect(decodeWav(wav).samples.length).toBe(500);
  });

  it("says what is wrong with audio it cannot read", () => {
    expect(() => decodeWav(Buffer.from("ID3\u0004 an mp3"))).toThrow("speech provider did not return WAV audio");
    expect(() => decodeWav(pcmWav([[1], [2]], 24_000, 24))).toThrow(
      "unsupported WAV from speech provider (24-bit, 24000 Hz)",
    );
  });
});
