import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_SCRIPT } from "../../bench/studio-fixture";
import type { Script } from "@common/script";
import { findPauses, warpTimings } from "./align";
import { EngineSet, installedEngines } from "./engines";
import { Espeak } from "./espeak-engine";
import { narrateScript } from "./narrate";
import { speakWithProvider } from "./openai-speech";
import { hasPocketsphinx } from "./pocketsphinx";
import type { SpeechClip } from "./types";
import { voiceProfiles } from "./voice-profiles";
import { encodeWav, resample } from "./wav";

const TEXT = "Grandma Rosa laughed, and handed us her old red bucket. We started again.";
const DUO: Script = {
  ...BENCH_SCRIPT,
  voices: [...BENCH_SCRIPT.voices, { id: "sam", name: "Sam", role: "character", gender: "male" }],
};
const [NARRATOR, SECOND] = voiceProfiles(DUO, ["espeak"]).map((profile) => profile.local);
// One engine thread for the whole file, as a narration uses one.
const espeak = new Espeak();
const speakWithEspeak = espeak.speak.bind(espeak);
const engines = new EngineSet(installedEngines());
afterAll(() => Promise.all([espeak.close(), engines.close()]));
/** Who speaks when the provider fails: the narrator's voice on the best engine installed here. */
const LOCAL_NARRATOR = voiceProfiles(BENCH_SCRIPT, installedEngines())[0]!.local.engine;

describe("eSpeak narration", () => {
  it("times every word from the engine's events, in order, inside the audio", async () => {
    const clip = await speakWithEspeak(TEXT, NARRATOR!);
    expect(clip.words.map((w) => w.text)).toEqual([
      "Grandma",
      "Rosa",
      "laughed",
      "and",
      "handed",
      "us",
      "her",
      "old",
      "red",
      "bucket",
      "We",
      "started",
      "again",
    ]);
    for (const [i, word] of clip.words.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(clip.duration);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(clip.words[i - 1]!.end);
    }
    // The full stop after "bucket" is a pause in the sound, so the next word starts well after it ends.
    expect(clip.words[10]!.start - clip.words[9]!.end).toBeGreaterThan(0.15);
  });

  it("is real speech: loud where words are, and faster when the rate goes up", async () => {
    const normal = await speakWithEspeak(TEXT, NARRATOR!);
    const fast = await speakWithEspeak(TEXT, NARRATOR!, 1.3);
    expect(fast.duration).toBeLessThan(normal.duration * 0.9);
    const rms = (from: number, to: number) => {
      const a = Math.floor(from * normal.sampleRate);
      const b = Math.floor(to * normal.sampleRate);
      let sum = 0;
      for (let i = a; i < b; i++) sum += normal.samples[i]! ** 2;
      return Math.sqrt(sum / Math.max(1, b - a));
    };
    const bucket = normal.words[9]!;
    expect(rms(bucket.start, bucket.end)).toBeGreaterThan(0.02);
  });

  it("gives each Script voice its own sound", async () => {
    const a = await speakWithEspeak(TEXT, NARRATOR!);
    const b = await speakWithEspeak(TEXT, SECOND!);
    expect(NARRATOR!.name).not.toBe(SECOND!.name);
    expect(Math.abs(a.duration - b.duration) > 0.05 || a.samples.length !== b.samples.length).toBe(true);
  });
});

describe("timings for audio from another engine", () => {
  it("finds the pauses in real audio and moves eSpeak's words onto them", async () => {
    const reference = await speakWithEspeak(TEXT, NARRATOR!);
    // A "provider" voice: the same text spoken slower, with half a second of lead-in silence.
    const slow = await speakWithEspeak(TEXT, NARRATOR!, 0.8);
    const lead = new Float32Array(Math.round(0.5 * slow.sampleRate));
    const samples = new Float32Array(lead.length + slow.samples.length);
    samples.set(slow.samples, lead.length);
    const warped = warpTimings(reference.words, findPauses(samples, slow.sampleRate));
    // Against the slow clip's own engine timings (shifted by the lead-in), words land within 150 ms.
    for (const [i, word] of warped.entries()) {
      expect(Math.abs(word.start - (slow.words[i]!.start + 0.5))).toBeLessThan(0.15);
    }
  });
});

describe("OpenAI-compatible speech provider", () => {
  let server: Server;
  let baseUrl: string;
  const requests: Array<{ path: string; body: Record<string, unknown>; auth: string | undefined }> = [];
  let failNext = false;
  let silent = false;
  const providerClips = new Map<string, SpeechClip>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        // An answer that throws still answers, so the client under test sees a failure rather than waiting.
        void (async () => {
          const body = JSON.parse(raw) as { input: string };
          requests.push({ path: req.url ?? "", body, auth: req.headers.authorization });
          if (silent) return;
          if (failNext) {
            res.writeHead(503).end("overloaded");
            return;
          }
          // The fake speaks with Flite at another rate and at 24 kHz, like a real provider's different voice.
          const clip = await engines
            .get("flite")
            .speak(body.input, voiceProfiles(BENCH_SCRIPT, ["flite"])[0]!.local, 0.9);
          providerClips.set(body.input, clip);
          res
            .writeHead(200, { "content-type": "audio/wav" })
            .end(encodeWav(resample(clip.samples, clip.sampleRate, 24_000), 24_000));
        })().catch((error: unknown) => {
          if (!res.headersSent) res.writeHead(500);
          res.end(String(error));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("posts each line to /audio/speech with model, voice and key, and times the returned audio", async () => {
    requests.length = 0;
    const narration = await narrateScript(BENCH_SCRIPT, {
      speech: { baseUrl, apiKey: "sk-test", model: "tts-1", voices: ["alloy"] },
    });
    expect(narration.engine).toBe("openai");
    expect(requests).toHaveLength(BENCH_SCRIPT.scenes.length + 2);
    expect(requests[0]).toMatchObject({
      path: "/v1/audio/speech",
      auth: "Bearer sk-test",
      body: { model: "tts-1", voice: "alloy", input: BENCH_SCRIPT.hook, response_format: "wav" },
    });
    const hook = narration.parts[0]!.clip;
    expect(hook.engine).toBe("openai");
    expect(hook.words.length).toBeGreaterThan(5);
    expect(hook.words.at(-1)!.end).toBeLessThanOrEqual(hook.duration + 0.01);
  });

  it.runIf(hasPocketsphinx())(
    "finds the words in the provider's audio by forced alignment, near where they were said",
    async () => {
      const narration = await narrateScript(BENCH_SCRIPT, { speech: { baseUrl, model: "tts-1" } });
      const errors = narration.parts.flatMap((part) => {
        const said = providerClips.get(part.text)!.words;
        expect(part.clip.words.map((w) => w.text)).toEqual(said.map((w) => w.text));
        return part.clip.words.map((word, i) => Math.abs(word.start - said[i]!.start));
      });
      expect(errors.filter((e) => e < 0.1).length / errors.length).toBeGreaterThanOrEqual(0.9);
      expect(Math.max(...errors)).toBeLessThan(0.25);
    },
  );

  it("asks the provider for voices by gender: a neutral narrator, a woman's and a man's", async () => {
    requests.length = 0;
    const cast: Script = {
      ...BENCH_SCRIPT,
      voices: [
        ...BENCH_SCRIPT.voices,
        { id: "rosa", name: "Rosa", role: "character", gender: "female" },
        { id: "sam", name: "Sam", role: "character", gender: "male" },
      ],
      scenes: BENCH_SCRIPT.scenes.map((scene, i) => ({ ...scene, voice: i % 3 })),
    };
    const narration = await narrateScript(cast, { speech: { baseUrl, model: "tts-1" } });
    expect(narration.voices.map((v) => v.voice)).toEqual(["alloy", "nova", "onyx"]);
    expect(requests.map((r) => r.body.voice)).toEqual([
      "alloy",
      ...cast.scenes.map((s) => ["alloy", "nova", "onyx"][s.voice]),
      "alloy",
    ]);
  });

  it("falls back to the local narrator and says why when the provider fails", async () => {
    failNext = true;
    const narration = await narrateScript(BENCH_SCRIPT, { speech: { baseUrl, model: "tts-1" } });
    failNext = false;
    expect(narration.engine).toBe(LOCAL_NARRATOR);
    expect(narration.fallbackReason).toMatch(/503/);
    expect(narration.parts).toHaveLength(BENCH_SCRIPT.scenes.length + 2);
  });

  it("gives up on a provider that never answers after its timeout, and the local narrator speaks instead", async () => {
    silent = true;
    const started = performance.now();
    const narration = await narrateScript(BENCH_SCRIPT, {
      speech: { baseUrl, model: "tts-1", timeoutMs: 200 },
    }).finally(() => (silent = false));
    expect(narration.engine).toBe(LOCAL_NARRATOR);
    expect(narration.fallbackReason).toBe("speech provider timed out after 200 ms");
    expect(narration.parts).toHaveLength(BENCH_SCRIPT.scenes.length + 2);
    // One line's timeout, then the local engines: nowhere near a wait per line.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("keeps a caller's abort as the caller's, not a timeout", async () => {
    silent = true;
    const controller = new AbortController();
    const pending = speakWithProvider(
      engines,
      TEXT,
      voiceProfiles(BENCH_SCRIPT, ["espeak"])[0]!,
      { baseUrl, model: "tts-1", timeoutMs: 10_000 },
      1,
      controller.signal,
    );
    setTimeout(() => controller.abort(new Error("cancelled by user")), 50);
    await expect(pending.finally(() => (silent = false))).rejects.toThrow("cancelled by user");
  });
});
