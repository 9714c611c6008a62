/**
 * Voice benchmark: `npm run bench:voice [-- --engine flite]` (one engine only: festival, flite or espeak)
 * Renders the fixed benchmark story (30-36 s of video) once per installed narration engine (Festival, Flite, eSpeak), then
 * has pocketsphinx transcribe the finished video's audio (music included) and prints, per engine: the word error
 * rate against the narration text, the same for the bare narration (no music: if it is much lower, the music
 * drowns the voice), render wall seconds and peak memory. Each engine renders in a fresh process, so one
 * engine's memory never counts in the next one's peak.
 * One story is few words (each error moves the rate by ~1.3 points), so it then has each engine's narrator read the
 * corpus's longer stories without dialogue (`--corpus N`, 14 by default, 0 to skip) and prints the word error of the
 * bare narration over all their words.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { videoOptionsSchema } from "@common/video-options";
import { CORPUS_STORIES } from "./corpus/stories";
import { EngineSet, installedEngines } from "@studio/narrate/engines";
import { narrateScript } from "@studio/narrate/narrate";
import { hasPocketsphinx, POCKETSPHINX_INSTALL, recognise } from "@studio/narrate/pocketsphinx";
import type { LocalEngineName } from "@studio/narrate/types";
import { voiceProfiles } from "@studio/narrate/voice-profiles";
import { encodeWav } from "@studio/narrate/wav";
import { normaliseWords, wordErrorRate } from "@studio/narrate/test-support/word-error";
import { renderScript } from "@studio/render/render-script";
import type { Script } from "@common/script";
import { ProcessMeter } from "./process-meter";
import { recognisable, referenceWords, transcribe } from "./recogniser";
import { BENCH_SCRIPT } from "./studio-fixture";

const SCRIPT: Script = { ...BENCH_SCRIPT, pace: { wordsPerMinute: 155, hookPauseMs: 300, targetSeconds: 30.5 } };
const OPTIONS = videoOptionsSchema.parse({
  style: "cinematic",
  aspectRatio: "9:16",
  socialPlatform: "tiktok",
  duration: "medium",
  mood: "happy",
});
const REFERENCE = referenceWords(SCRIPT);

async function runEngine(engine: LocalEngineName, dir: string) {
  const meter = new ProcessMeter();
  meter.start();
  const started = performance.now();
  const result = await renderScript({
    script: SCRIPT,
    options: OPTIONS,
    outDir: dir,
    baseName: engine,
    narrationEngines: [engine],
  });
  const wall = (performance.now() - started) / 1000;
  meter.stop();

  const heard = await transcribe(result.videoPath, dir);
  const narration = await narrateScript(SCRIPT, { engines: [engine] });
  const bare = join(dir, `${engine}-narration.wav`);
  await writeFile(bare, encodeWav(...joinClips(narration.parts.map((p) => p.clip))));
  return {
    engine,
    voices: narration.voices.map((v) => v.voice).join(", "),
    videoWer: round(wordErrorRate(REFERENCE, heard)),
    bareNarrationWer: round(wordErrorRate(REFERENCE, await transcribe(bare, dir))),
    videoSeconds: round(result.durationSeconds),
    wallSeconds: round(wall),
    peakMemoryMb: Math.round(meter.peakCombinedMb),
    heard: heard.join(" "),
  };
}

/** The clips back to back with half a second between them, at the first clip's rate. */
function joinClips(clips: Array<{ samples: Float32Array; sampleRate: number }>): [Float32Array, number] {
  const rate = clips[0]!.sampleRate;
  const gap = Math.round(rate / 2);
  const out = new Float32Array(clips.reduce((sum, c) => sum + c.samples.length + gap, 0));
  let at = 0;
  for (const clip of clips) {
    if (clip.sampleRate !== rate) throw new Error("one engine speaks at one sample rate");
    out.set(clip.samples, at);
    at += clip.samples.length + gap;
  }
  return [out, rate];
}

/** Each engine's narrator reading whole corpus stories: the word error over all their words. */
async function corpusWordError(engine: LocalEngineName, count: number) {
  const stories = CORPUS_STORIES.filter((story) => story.text.length > 200 && !/["“”]/.test(story.text)).slice(
    0,
    count,
  );
  const engines = new EngineSet([engine]);
  const narrator = voiceProfiles(SCRIPT, [engine])[0]!.local;
  let errors = 0;
  let words = 0;
  try {
    for (const story of stories) {
      const clip = await engines.get(engine).speak(story.text, narrator, 1);
      const reference = recognisable(normaliseWords(story.text));
      errors +=
        wordErrorRate(
          reference,
          normaliseWords((await recognise(clip.samples, clip.sampleRate)).map((w) => w.word).join(" ")),
        ) * reference.length;
      words += reference.length;
    }
  } finally {
    await engines.close();
  }
  return {
    engine,
    voice: narrator.name,
    corpusStories: stories.length,
    corpusWords: words,
    corpusNarrationWer: round(errors / words),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

const args = process.argv.slice(2);
const only = args.indexOf("--engine");
if (!hasPocketsphinx()) {
  console.log(
    `bench:voice needs the pocketsphinx recogniser and its US English model. On Debian or Ubuntu, as root:\n\n  ${POCKETSPHINX_INSTALL}\n`,
  );
} else if (only < 0) {
  console.log(`engines installed here: ${installedEngines().join(", ")}; reference: ${REFERENCE.length} words`);
  for (const engine of installedEngines()) {
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, "--engine", engine], {
      stdio: "inherit",
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  const corpusFlag = args.indexOf("--corpus");
  const count = corpusFlag >= 0 ? Number(args[corpusFlag + 1]) : 14;
  for (const engine of count > 0 ? installedEngines() : [])
    console.log(JSON.stringify(await corpusWordError(engine, count)));
} else {
  const engine = args[only + 1] as LocalEngineName;
  if (!installedEngines().includes(engine))
    throw new Error(`${engine} is not installed here (installed: ${installedEngines().join(", ")})`);
  const dir = await mkdtemp(join(tmpdir(), "storybites-voice-bench-"));
  try {
    console.log(JSON.stringify(await runEngine(engine, dir)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
