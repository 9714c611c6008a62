/**
 * Loudness as ITU-R BS.1770 defines it (what ffmpeg's ebur128 and the platforms measure): each channel through the
 * K-weighting filter (a high shelf of +4 dB above ~1.7 kHz and a high-pass at ~38 Hz, so a bass line counts for
 * less than its RMS says), the channels' mean squares summed, in LUFS. Plain RMS let a bass-heavy mood sit several
 * dB quieter under the voice than a bright one at the same RMS; the mix sets its music bed from these figures.
 */

/** The two biquads of the K-weighting filter at `rate`, as [b0, b1, b2, a1, a2] each (libebur128's design, any rate). */
export function kWeighting(rate: number): [number[], number[]] {
  let k = Math.tan((Math.PI * 1681.974450955533) / rate);
  let q = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = [
    (vh + (vb * k) / q + k * k) / a0,
    (2 * (k * k - vh)) / a0,
    (vh - (vb * k) / q + k * k) / a0,
    (2 * (k * k - 1)) / a0,
    (1 - k / q + k * k) / a0,
  ];
  k = Math.tan((Math.PI * 38.13547087602444) / rate);
  q = 0.5003270373238773;
  a0 = 1 + k / q + k * k;
  const highPass = [1, -2, 1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0];
  return [shelf, highPass];
}

/** A channel K-weighted, sample by sample (the filter state starts at rest). */
export function kWeighted(samples: Float32Array, rate: number): Float32Array {
  const out = new Float32Array(samples.length);
  const [s, h] = kWeighting(rate) as [number[], number[]];
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0,
    z1 = 0,
    z2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]!;
    const y = s[0]! * x + s[1]! * x1 + s[2]! * x2 - s[3]! * y1 - s[4]! * y2;
    const z = h[0]! * y + h[1]! * y1 + h[2]! * y2 - h[3]! * z1 - h[4]! * z2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    z2 = z1;
    z1 = z;
    out[i] = z;
  }
  return out;
}

/** LUFS of a summed mean square (BS.1770's -0.691 dB offset); silence is -Infinity. */
export const lufs = (meanSquare: number): number => -0.691 + 10 * Math.log10(meanSquare);

/**
 * Integrated loudness of K-weighted channels, gated as BS.1770-4: 400 ms blocks every 100 ms, those under -70 LUFS
 * dropped, then those more than 10 LU under the mean of the rest. Optionally only over `spans` (seconds): a block
 * counts when its middle lies in one, so the voice's level can be read over its words alone.
 */
export function gatedLoudness(
  channels: Float32Array[],
  rate: number,
  spans?: ReadonlyArray<{ start: number; end: number }>,
): number {
  const step = Math.round(rate / 10);
  const length = channels[0]?.length ?? 0;
  const steps = Math.floor(length / step);
  const stepPower = new Float64Array(steps);
  for (const channel of channels) {
    for (let n = 0; n < steps; n++) {
      let sum = 0;
      for (let i = n * step; i < (n + 1) * step; i++) sum += channel[i]! * channel[i]!;
      stepPower[n]! += sum / step;
    }
  }
  const blocks: number[] = [];
  for (let n = 0; n + 4 <= steps; n++) {
    const middle = ((n + 2) * step) / rate;
    if (spans && !spans.some((span) => middle >= span.start && middle < span.end)) continue;
    blocks.push((stepPower[n]! + stepPower[n + 1]! + stepPower[n + 2]! + stepPower[n + 3]!) / 4);
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const loud = blocks.filter((power) => lufs(power) > -70);
  if (loud.length === 0) return -Infinity;
  const relative = lufs(mean(loud)) - 10;
  return lufs(mean(loud.filter((power) => lufs(power) > relative)));
}
