/**
 * Script quality report: `npm run bench:script [-- --verbose] [-- --first N] [-- --story ID]`
 * Writes a script for every corpus story under several option sets with the offline writer, runs the language checks
 * of studio/direct/quality and prints, per check, how many scripts fail; then the first failures (all with --verbose),
 * and how much of the spoken text is the writer's own words. --story ID prints that story's scripts in full instead.
 * It is a report, not a gate: the exit code is 0 whatever it finds.
 */
import { DEFAULT_VIDEO_OPTIONS, type VideoOptions } from "@common/video-options";
import { CORPUS_STORIES, type CorpusStory } from "@studio/direct/corpus/stories";
import { estimateScriptSeconds, writeLocalScript } from "@studio/direct/index";
import { CHECK_NAMES, checkScript, wordsAdded, type CheckFailure } from "@studio/direct/quality/script-checks";
import type { Script } from "@common/script";

type OptionSet = { name: string; options: Partial<VideoOptions> };

// Between them every genre, mood, plot type, character count and toggle is written at least once.
const OPTION_SETS: OptionSet[] = [
  { name: "defaults", options: {} },
  { name: "short comedy happy single", options: { duration: "short", genre: "comedy", mood: "happy", characterCount: "single" } },
  { name: "medium drama nostalgic duo twist", options: { duration: "medium", genre: "drama", mood: "nostalgic", characterCount: "duo", plotType: "twist" } },
  { name: "medium romance reflective duo flashback", options: { duration: "medium", genre: "romance", mood: "reflective", characterCount: "duo", plotType: "flashback" } },
  { name: "long horror suspenseful ensemble multithread", options: { duration: "long", genre: "horror", mood: "suspenseful", characterCount: "ensemble", plotType: "multithread" } },
  { name: "long adventure inspirational ensemble", options: { duration: "long", genre: "adventure", mood: "inspirational", characterCount: "ensemble" } },
  { name: "plain: no enhancing, no details", options: { duration: "medium", genre: "action", enhanceNarrative: false, addDetails: false } },
  { name: "enhanced without details, sci-fi", options: { duration: "long", genre: "sci-fi", mood: "reflective", addDetails: false, plotType: "twist" } },
  { name: "trends tiktok fantasy", options: { genre: "fantasy", optimizeForTrends: true, socialPlatform: "tiktok" } },
  { name: "trends linkedin drama", options: { duration: "medium", genre: "drama", mood: "inspirational", optimizeForTrends: true, socialPlatform: "linkedin" } },
];

type Run = { story: CorpusStory; set: OptionSet; script?: Script; error?: string; failures: CheckFailure[]; addedShare: number };

// Wall time spent writing versus checking, so a slow report points at the right half.
const spent = { writing: 0, checking: 0 };

function parseArgs(argv: string[]) {
  const valueOf = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  return { verbose: argv.includes("--verbose"), first: Number(valueOf("--first") ?? 15), story: valueOf("--story") };
}

function run(story: CorpusStory, set: OptionSet): Run {
  try {
    const started = performance.now();
    const script = writeLocalScript(story.text, set.options);
    const written = performance.now();
    const failures = checkScript(story.text, { duration: set.options.duration ?? DEFAULT_VIDEO_OPTIONS.duration }, script);
    const addedShare = wordsAdded(story.text, script).share;
    spent.writing += written - started;
    spent.checking += performance.now() - written;
    return { story, set, script, failures, addedShare };
  } catch (error) {
    return { story, set, error: error instanceof Error ? error.message : String(error), failures: [], addedShare: 0 };
  }
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function printSummary(runs: Run[]) {
  console.log(`Script quality: ${CORPUS_STORIES.length} stories × ${OPTION_SETS.length} option sets\n`);
  console.log(`${"check".padEnd(20)}${"scripts".padStart(8)}${"failures".padStart(10)}`);
  for (const check of CHECK_NAMES) {
    const failing = runs.filter((r) => r.failures.some((f) => f.check === check)).length;
    const count = runs.reduce((sum, r) => sum + r.failures.filter((f) => f.check === check).length, 0);
    console.log(`${check.padEnd(20)}${String(failing).padStart(8)}${String(count).padStart(10)}`);
  }
  const failingScripts = runs.filter((r) => r.failures.length > 0).length;
  const total = runs.reduce((sum, r) => sum + r.failures.length, 0);
  console.log(`${"any check".padEnd(20)}${String(failingScripts).padStart(8)}${String(total).padStart(10)}`);
  const errors = runs.filter((r) => r.error);
  if (errors.length) console.log(`\nwriter threw on ${errors.length} scripts, e.g. ${errors[0]?.story.id} (${errors[0]?.set.name}): ${errors[0]?.error}`);
}

function printWordsAdded(runs: Run[]) {
  console.log("\nWords added (spoken words not in the story; a statistic, not a failure):");
  for (const set of OPTION_SETS) {
    const shares = runs.filter((r) => r.set === set && r.script).map((r) => r.addedShare);
    const mean = shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length);
    console.log(`  ${set.name.padEnd(46)} mean ${percent(mean).padStart(4)}   max ${percent(Math.max(0, ...shares)).padStart(4)}`);
  }
}

function printFailures(runs: Run[], limit: number) {
  const all = runs.flatMap((r) => r.failures.map((failure) => ({ run: r, failure })));
  // In turn from each check, so a check that fails everywhere does not hide the others in a short listing.
  const byCheck = CHECK_NAMES.map((check) => all.filter((item) => item.failure.check === check));
  const interleaved = Array.from({ length: Math.max(0, ...byCheck.map((items) => items.length)) }, (_, i) => byCheck.flatMap((items) => items[i] ?? [])).flat();
  const shown = interleaved.slice(0, limit);
  console.log(`\n${shown.length === all.length ? "All" : `First ${shown.length} of ${all.length}`} failures, in turn from each check:`);
  for (const { run: r, failure } of shown) {
    console.log(`  [${failure.check}] ${r.story.id} · ${r.set.name} ${JSON.stringify(r.set.options)}`);
    console.log(`      ${JSON.stringify(failure.text)}  (${failure.detail})`);
  }
}

function printScript(r: Run) {
  console.log(`\n=== ${r.story.id} · ${r.set.name} ${JSON.stringify(r.set.options)}`);
  if (!r.script) return console.log(`writer threw: ${r.error}`);
  const { title, hook, scenes, closing, voices } = r.script;
  console.log(`title:   ${title}\nhook:    ${hook}`);
  for (const scene of scenes) {
    const voice = voices[scene.voice]?.name ?? "?";
    console.log(`${scene.id} [${scene.plotRole ?? "-"}, ${voice}] on screen: ${scene.onScreenText}\n    ${scene.narration}`);
  }
  console.log(`closing: ${closing}\ntiming:  ${JSON.stringify(estimateScriptSeconds(r.script))}, words added ${percent(r.addedShare)}`);
  for (const f of r.failures) console.log(`  ✗ [${f.check}] ${JSON.stringify(f.text)} (${f.detail})`);
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const stories = args.story ? CORPUS_STORIES.filter((s) => s.id === args.story) : CORPUS_STORIES;
  if (args.story && stories.length === 0) console.log(`No corpus story with id "${args.story}".`);
  const runs = stories.flatMap((story) => OPTION_SETS.map((set) => run(story, set)));
  if (args.story) {
    console.log(stories[0]?.text);
    runs.forEach(printScript);
  } else {
    printSummary(runs);
    printWordsAdded(runs);
    printFailures(runs, args.verbose ? Infinity : args.first);
  }
  const total = runs.reduce((sum, r) => sum + r.failures.length, 0);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`\n(writing ${seconds(spent.writing)} s, checking ${seconds(spent.checking)} s)\n${runs.length} scripts, ${total} failures`);
}

main();
