import wavefile from "wavefile";
import { describe, expect, it } from "vitest";
import { decodeWav, encodeWav } from "./wav";

// A CommonJS package: Node's ESM loader gives its exports as the default only.
const { WaveFile } = wavefile;

const tone = (length: number) => Float32Array.from({ length }, (_, i) => Math.sin(i / 7) * 0.5);

describe("WAV audio", () => {
  it("round-trips mono floats through 16-bit PCM within a quantisation step", () => {
    const samples = tone(2400);
    const decoded = decodeWav(encodeWav(samples, 24_000));
    expect(decoded.sampleRate).toBe(24_000);
    expect(decoded.samples.length).toBe(samples.length);
    expect(Math.max(...decoded.samples.map((v, i) => Math.abs(v - samples[i]!)))).toBeLessThan(1 / 16_000);
  });

  it("mixes stereo down to mono and reads 24-bit and float WAVs a speech server may send", () => {
    const left = Int32Array.from({ length: 100 }, () => 4_000_000);
    const right = Int32Array.from({ length: 100 }, () => 0);
    const stereo = new WaveFile();
    stereo.fromScratch(2, 22_050, "24", [left, right]);
    const decoded = decodeWav(Buffer.from(stereo.toBuffer()));
    expect(decoded.sampleRate).toBe(22_050);
    expect(decoded.samples[10]).toBeCloseTo(4_000_000 / 8_388_608 / 2, 3);
    const float = new WaveFile();
    float.fromScratch(1, 16_000, "32f", Float64Array.from([0.25, -0.5]));
    expect([...decodeWav(Buffer.from(float.toBuffer())).samples]).toEqual([0.25, -0.5]);
  });

  it("reads a streamed WAV whose sizes are written as 0xFFFFFFFF", () => {
    const wav = encodeWav(tone(500), 24_000);
    wav.writeUInt32LE(0xffffffff, 4);
    wav.writeUInt32LE(0xffffffff, wav.indexOf("data") + 4);
    expect(decodeWav(wav).samples.length).toBe(500);
  });

  it("says so when a provider answers with something that is not WAV", () => {
    expect(() => decodeWav(Buffer.from("ID3\u0004 an mp3"))).toThrow("speech provider did not return WAV audio");
  });
});
