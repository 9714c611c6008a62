/**
 * Mix benchmark: `npm run bench:mix [-- --audio-only] [-- --only <story id>]`
 * Renders short videos of corpus stories in different moods, then measures what a viewer hears, per video:
 * - the voice's level while words are spoken (the final file over the narration's word spans, LUFS);
 * - the music under the speech, in the pauses between lines, and on the title and end cards, in dB under that:
 *   the mix's own filter graph is run again with its two stems as outputs (the voice, and the music after its gain,
 *   band split and ducking), so each is measured alone at exactly the level it has in the mix (K-weighted, BS.1770);
 * - integrated loudness and true peak of the final AAC (ffmpeg's ebur128 with peak=true);
 * - the recogniser's word error on the finished video (as bench:voice), and on the narration track alone: the
 *   recogniser's own floor for that story, which the music can only add to.
 * Then a pass or fail per target: music 12-18 dB under the speech while words are spoken, 8-20 dB under in the pauses,
 * no more than 20 dB under on the cards; -14 ±1 LUFS integrated; true peak at or under -1 dBTP; word error ≤ 0.25.
 * `--audio-only` narrates, lays out and mixes without drawing the frames (the same audio, a few times faster).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import type { Timeline } from "@studio/compose/types";
import { hasPocketsphinx, POCKETSPHINX_INSTALL } from "@studio/narrate/pocketsphinx";
import { wordErrorRate } from "@studio/narrate/test-support/word-error";
import { mixAudio, mixGraph, writeStems } from "@studio/render/audio-mix";
import type { Span } from "@studio/render/audio-track";
import { QUIET_FFMPEG, runFfmpeg } from "@studio/render/encode";
import { renderScript } from "@studio/render/render-script";
import { loudness } from "@studio/render/test-support/probe";
import {
  CASES,
  caseScript,
  level,
  narratedTimeline,
  RATE,
  readStereo,
  splitMix,
  stemInputs,
  without,
} from "./mix-levels";
import { referenceWords, transcribe } from "./recogniser";

type Row = {
  video: string;
  seconds: number;
  speechLufs: number;
  underSpeech: number;
  inPauses: number;
  titleCard: number;
  endCard: number;
  integrated: number;
  truePeak: number;
  wer: number;
  bareWer: number;
};

async function runCase(entry: (typeof CASES)[number], dir: string, audioOnly: boolean): Promise<Row> {
  const { script, options } = caseScript(entry);
  const { timeline, media } = audioOnly ? await mixOnly(script, options, dir) : await render(script, options, dir);

  const stems = await writeStems({
    narration: timeline.narration,
    mood: options.mood,
    duration: timeline.duration,
    dir,
  });
  const { voice, bed } = await splitMix(stemInputs(stems), mixGraph(stems.levels, true), dir);
  const finalPath = join(dir, "final.wav");
  await runFfmpeg([
    ...QUIET_FFMPEG,
    "-i",
    media,
    "-vn",
    "-ac",
    "2",
    "-ar",
    String(RATE),
    "-c:a",
    "pcm_f32le",
    finalPath,
  ]);
  const final = await readStereo(finalPath);

  const speech = stems.spans;
  const title = timeline.shots.find((shot) => shot.kind === "title")!;
  const end = timeline.shots.find((shot) => shot.kind === "end")!;
  const titleCard = without([{ start: title.start, end: title.end }], speech);
  const endCard = without([{ start: end.start, end: timeline.duration }], speech);
  const pauses = without([{ start: title.end, end: end.start }], speech);

  const speechLevel = level(voice, speech);
  const under = (spans: Span[]) => round(speechLevel - level(bed, spans));
  const { integrated, truePeak } = await loudness(media);
  const reference = referenceWords(script);
  return {
    video: `${entry.story} (${options.mood})`,
    seconds: round(timeline.duration),
    speechLufs: round(level(final, speech)),
    underSpeech: under(speech),
    inPauses: under(pauses),
    titleCard: under(titleCard),
    endCard: under(endCard),
    integrated,
    truePeak,
    wer: round2(wordErrorRate(reference, await transcribe(media, dir))),
    bareWer: round2(wordErrorRate(reference, await transcribe(stems.narrationPath, dir))),
  };
}

/** The whole render, as a user gets it. */
async function render(
  script: Script,
  options: VideoOptions,
  dir: string,
): Promise<{ timeline: Timeline; media: string }> {
  const result = await renderScript({ script, options, outDir: dir, baseName: "video" });
  return { timeline: result.timeline, media: result.videoPath };
}

/** Narration, layout and the audio mix as renderScript does them, without drawing the frames. */
async function mixOnly(
  script: Script,
  options: VideoOptions,
  dir: string,
): Promise<{ timeline: Timeline; media: string }> {
  const timeline = await narratedTimeline(script, options);
  return {
    timeline,
    media: await mixAudio({ narration: timeline.narration, mood: options.mood, duration: timeline.duration, dir }),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

const TARGETS: { name: string; pass: (row: Row) => boolean }[] = [
  { name: "music under speech 12-18 dB under", pass: (r) => r.underSpeech >= 12 && r.underSpeech <= 18 },
  { name: "music in pauses 8-20 dB under", pass: (r) => r.inPauses >= 8 && r.inPauses <= 20 },
  { name: "title card music ≤ 20 dB under", pass: (r) => Number.isNaN(r.titleCard) || r.titleCard <= 20 },
  { name: "end card music ≤ 20 dB under", pass: (r) => Number.isNaN(r.endCard) || r.endCard <= 20 },
  { name: "integrated -14 ±1 LUFS", pass: (r) => Math.abs(r.integrated + 14) <= 1 },
  { name: "true peak ≤ -1 dBTP", pass: (r) => r.truePeak <= -1 },
  { name: "word error ≤ 0.25", pass: (r) => r.wer <= 0.25 },
];

const args = process.argv.slice(2);
const audioOnly = args.includes("--audio-only");
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
if (!hasPocketsphinx()) {
  console.log(
    `bench:mix needs the pocketsphinx recogniser and its US English model. On Debian or Ubuntu, as root:\n\n  ${POCKETSPHINX_INSTALL}\n`,
  );
} else {
  const rows: Row[] = [];
  for (const entry of CASES.filter((c) => !only || c.story === only)) {
    const dir = await mkdtemp(join(tmpdir(), "storybites-mix-bench-"));
    try {
      const started = performance.now();
      rows.push(await runCase(entry, dir, audioOnly));
      console.error(`${entry.story}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `dB columns: music under the speech level (K-weighted, BS.1770); ${audioOnly ? "audio only (no frames drawn)" : "finished videos"}`,
  );
  console.table(
    rows.map((r) => ({
      video: r.video,
      s: r.seconds,
      "speech LUFS": r.speechLufs,
      "under speech": r.underSpeech,
      "in pauses": r.inPauses,
      "title card": r.titleCard,
      "end card": r.endCard,
      "integrated LUFS": r.integrated,
      "true peak dBTP": r.truePeak,
      WER: r.wer,
      "WER, voice alone": r.bareWer,
    })),
  );
  let failed = 0;
  for (const target of TARGETS) {
    const misses = rows.filter((row) => !target.pass(row));
    failed += misses.length;
    console.log(
      `${misses.length === 0 ? "PASS" : "FAIL"}  ${target.name}${misses.length ? `: ${misses.map((m) => m.video).join(", ")}` : ""}`,
    );
  }
  process.exitCode = failed > 0 ? 1 : 0;
}
