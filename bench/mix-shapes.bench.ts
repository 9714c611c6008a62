/**
 * Mix shapes benchmark: `npm run bench:mix-shapes`
 * The trade the bed makes, measured: bench:mix's five stories narrated once, then mixed in several shapes of the bed
 * (studio/render/audio-mix.ts MixShape: how far under the voice, how deep the duck under the words, how fast it lets
 * the music back up), and for each the music's level under the words and in the pauses (dB under the speech,
 * K-weighted) and the recogniser's word error on the mix. The shipped shape comes first.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasPocketsphinx, POCKETSPHINX_INSTALL } from "@studio/narrate/pocketsphinx";
import { wordErrorRate } from "@studio/narrate/test-support/word-error";
import { MIX_SHAPE, mixGraph, writeStems, type MixShape } from "@studio/render/audio-mix";
import { runFfmpeg } from "@studio/render/encode";
import { CASES, caseScript, level, narratedTimeline, splitMix, stemInputs, without } from "./mix-levels";
import { referenceWords, transcribe } from "./recogniser";

const SHAPES: Record<string, MixShape> = {
  shipped: MIX_SHAPE,
  "slower release (450 ms)": { ...MIX_SHAPE, releaseMs: 450 },
  "20 dB under the words": { ...MIX_SHAPE, bedUnder: 12, pauseDuck: 3, bandFloor: 0.5, restFloor: 0.5, releaseMs: 700 },
  "16 dB under the words": { ...MIX_SHAPE, bedUnder: 11, pauseDuck: 2, bandFloor: 0.6, restFloor: 0.6, releaseMs: 700 },
};

type Cell = { wer: number; underWords: number; inPauses: number };

async function measureStory(
  entry: (typeof CASES)[number],
  dir: string,
): Promise<{ bare: number; cells: Record<string, Cell> }> {
  const { script, options } = caseScript(entry);
  const timeline = await narratedTimeline(script, options);
  const stems = await writeStems({
    narration: timeline.narration,
    mood: options.mood,
    duration: timeline.duration,
    dir,
  });
  const reference = referenceWords(script);
  const title = timeline.shots.find((shot) => shot.kind === "title")!;
  const end = timeline.shots.find((shot) => shot.kind === "end")!;
  const pauses = without([{ start: title.end, end: end.start }], stems.spans);
  const inputs = stemInputs(stems);

  const cells: Record<string, Cell> = {};
  for (const [name, shape] of Object.entries(SHAPES)) {
    const mix = join(dir, "mix.wav");
    await runFfmpeg([...inputs, "-filter_complex", mixGraph(stems.levels, false, shape), "-c:a", "pcm_f32le", mix]);
    const { voice, bed } = await splitMix(inputs, mixGraph(stems.levels, true, shape), dir);
    const speech = level(voice, stems.spans);
    cells[name] = {
      wer: wordErrorRate(reference, await transcribe(mix, dir)),
      underWords: speech - level(bed, stems.spans),
      inPauses: speech - level(bed, pauses),
    };
  }
  return { bare: wordErrorRate(reference, await transcribe(stems.narrationPath, dir)), cells };
}

if (!hasPocketsphinx()) {
  console.log(
    `bench:mix-shapes needs the pocketsphinx recogniser and its US English model. On Debian or Ubuntu, as root:\n\n  ${POCKETSPHINX_INSTALL}\n`,
  );
} else {
  const rows: Record<string, string | number>[] = [];
  const byShape: Record<string, Cell[]> = {};
  for (const entry of CASES) {
    const dir = await mkdtemp(join(tmpdir(), "storybites-mix-shapes-"));
    try {
      const { bare, cells } = await measureStory(entry, dir);
      const row: Record<string, string | number> = { story: entry.story, "WER, voice alone": bare.toFixed(2) };
      for (const [name, cell] of Object.entries(cells)) {
        row[name] = `${cell.wer.toFixed(2)} (${cell.underWords.toFixed(0)} / ${cell.inPauses.toFixed(0)} dB)`;
        (byShape[name] ??= []).push(cell);
      }
      rows.push(row);
      console.error(`${entry.story} done`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  console.log("Each shape: word error on the mix (music under the words / in the pauses, dB under the speech)");
  console.table(rows);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  console.table(
    Object.entries(byShape).map(([name, cells]) => ({
      shape: name,
      "mean WER": mean(cells.map((c) => c.wer)).toFixed(3),
      "worst WER": Math.max(...cells.map((c) => c.wer)).toFixed(2),
      "under words dB": `${Math.min(...cells.map((c) => c.underWords)).toFixed(0)}-${Math.max(...cells.map((c) => c.underWords)).toFixed(0)}`,
      "in pauses dB": `${Math.min(...cells.map((c) => c.inPauses)).toFixed(0)}-${Math.max(...cells.map((c) => c.inPauses)).toFixed(0)}`,
    })),
  );
}
