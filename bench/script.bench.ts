/**
 * Script quality report: `npm run bench:script [-- --verbose] [-- --first N] [-- --story ID]`
 * Writes a script for every corpus story under several option sets with the offline writer, runs the language checks
 * of bench/script-quality and prints, per check, how many scripts fail; then the first failures (all with --verbose),
 * and how much of the spoken text is the writer's own words. --story ID prints that story's scripts in full instead.
 * It is a report, not a gate: the exit code is 0 whatever it finds.
 */
import { DEFAULT_VIDEO_OPTIONS, type VideoOptions } from "@common/video-options";
import { CORPUS_STORIES, type CorpusStory } from "./corpus/stories";
import { estimateScriptSeconds, writeLocalScript } from "@studio/direct/index";
import { CHECK_NAMES, checkScript, wordsAdded, type CheckFailure } from "./script-quality/script-checks";
import type { Script } from "@common/script";
import { readAloud } from "@studio/language/read-aloud";
import { measureScript, stockSentences, type ScriptMetrics } from "./script-quality/script-metrics";

type OptionSet = { name: string; options: Partial<VideoOptions> };

// Between them every genre, mood, plot type, character count and toggle is written at least once.
const OPTION_SETS: OptionSet[] = [
  { name: "defaults", options: {} },
  {
    name: "short comedy happy single",
    options: { duration: "short", genre: "comedy", mood: "happy", characterCount: "single" },
  },
  {
    name: "medium drama nostalgic duo twist",
    options: { duration: "medium", genre: "drama", mood: "nostalgic", characterCount: "duo", plotType: "twist" },
  },
  {
    name: "medium romance reflective duo flashback",
    options: { duration: "medium", genre: "romance", mood: "reflective", characterCount: "duo", plotType: "flashback" },
  },
  {
    name: "long horror suspenseful ensemble multithread",
    options: {
      duration: "long",
      genre: "horror",
      mood: "suspenseful",
      characterCount: "ensemble",
      plotType: "multithread",
    },
  },
  {
    name: "long adventure inspirational ensemble",
    options: { duration: "long", genre: "adventure", mood: "inspirational", characterCount: "ensemble" },
  },
  {
    name: "plain: no enhancing, no details",
    options: { duration: "medium", genre: "action", enhanceNarrative: false, addDetails: false },
  },
  {
    name: "enhanced without details, sci-fi",
    options: { duration: "long", genre: "sci-fi", mood: "reflective", addDetails: false, plotType: "twist" },
  },
  { name: "trends tiktok fantasy", options: { genre: "fantasy", optimizeForTrends: true, socialPlatform: "tiktok" } },
  {
    name: "trends linkedin drama",
    options: {
      duration: "medium",
      genre: "drama",
      mood: "inspirational",
      optimizeForTrends: true,
      socialPlatform: "linkedin",
    },
  },
];

type Run = {
  story: CorpusStory;
  set: OptionSet;
  script?: Script;
  error?: string;
  failures: CheckFailure[];
  addedShare: number;
  metrics?: ScriptMetrics;
};

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
    // Casing is judged against the story as a person reads it aloud ("my roommate jake" → "Jake").
    const failures = checkScript(
      readAloud(story.text),
      { duration: set.options.duration ?? DEFAULT_VIDEO_OPTIONS.duration },
      script,
    );
    const addedShare = wordsAdded(story.text, script).share;
    const options = {
      duration: set.options.duration ?? DEFAULT_VIDEO_OPTIONS.duration,
      plotType: set.options.plotType ?? DEFAULT_VIDEO_OPTIONS.plotType,
    };
    const metrics = measureScript(story.text, options, script);
    spent.writing += written - started;
    spent.checking += performance.now() - written;
    return { story, set, script, failures, addedShare, metrics };
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
  if (errors.length)
    console.log(
      `\nwriter threw on ${errors.length} scripts, e.g. ${errors[0]?.story.id} (${errors[0]?.set.name}): ${errors[0]?.error}`,
    );
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Issue 26's figures, over the tuned stories, the held-out ones and all. */
function printMetrics(runs: Run[]) {
  const measured = runs.filter((r): r is Run & { metrics: ScriptMetrics; script: Script } =>
    Boolean(r.metrics && r.script),
  );
  const stock = stockSentences(measured.map((r) => ({ storyId: r.story.id, story: r.story.text, script: r.script })));
  const stockOf = (r: Run) => [...stock.keys()].filter((key) => stock.get(key)?.has(r.story.id)).length;
  const groups: [string, typeof measured][] = [
    ["tuned", measured.filter((r) => !r.story.heldOut)],
    ["held out", measured.filter((r) => r.story.heldOut)],
    ["all", measured],
  ];
  console.log(`\nFaithfulness and pace (${measured.length} scripts; target in brackets):`);
  const row = (label: string, values: string[]) =>
    console.log(`  ${label.padEnd(44)}${values.map((v) => v.padStart(12)).join("")}`);
  row(
    "",
    groups.map(([name, rs]) => `${name} (${rs.length})`),
  );
  const fig = (f: (rs: typeof measured) => string) => groups.map(([, rs]) => f(rs));
  row(
    "coverage, mean",
    fig((rs) => mean(rs.map((r) => r.metrics.coverage)).toFixed(2)),
  );
  row(
    "coverage under its floor (0)",
    fig((rs) => String(rs.filter((r) => r.metrics.coverage < r.metrics.coverageFloor - 1e-9).length)),
  );
  row(
    "filler, mean (≤ 0.08)",
    fig((rs) => mean(rs.map((r) => r.metrics.filler)).toFixed(3)),
  );
  row(
    "filler, max (≤ 0.20)",
    fig((rs) => Math.max(0, ...rs.map((r) => r.metrics.filler)).toFixed(3)),
  );
  row(
    "scripts with stock sentences (0)",
    fig((rs) => String(rs.filter((r) => stockOf(r) > 0).length)),
  );
  row(
    "dangling pronouns (0)",
    fig((rs) => String(rs.reduce((n, r) => n + r.metrics.danglingPronouns.length, 0))),
  );
  row(
    "names lost (0)",
    fig((rs) => String(rs.reduce((n, r) => n + r.metrics.namesLost.length, 0))),
  );
  row(
    "mid-sentence capitals (0)",
    fig((rs) => String(rs.reduce((n, r) => n + r.metrics.midSentenceCapitals.length, 0))),
  );
  row(
    "words/min over scenes, median",
    fig((rs) => median(rs.map((r) => r.metrics.wordsPerMinute)).toFixed(0)),
  );
  row(
    "words/min outside 125–190 (0)",
    fig((rs) => String(rs.filter((r) => r.metrics.wordsPerMinute < 125 || r.metrics.wordsPerMinute > 190).length)),
  );
  row(
    "slowest scene, median wpm",
    fig((rs) => median(rs.map((r) => r.metrics.sceneWordsPerMinute.min)).toFixed(0)),
  );
  row(
    "pause over 0.6 s between lines (0)",
    fig((rs) => String(rs.filter((r) => r.metrics.longestPause > 0.6 + 1e-9).length)),
  );
  row(
    "length in range",
    fig((rs) => String(rs.filter((r) => r.metrics.length === "in-range").length)),
  );
  row(
    "length short, flagged in the wizard",
    fig((rs) => String(rs.filter((r) => r.metrics.length === "short-flagged").length)),
  );
  row(
    "length over the range (0)",
    fig((rs) => String(rs.filter((r) => r.metrics.length === "over").length)),
  );
  const shared = [...stock.entries()].sort((a, b) => b[1].size - a[1].size);
  console.log(`\nStock sentences shared by 3 or more stories (story words masked as _): ${shared.length}`);
  for (const [key, stories] of shared.slice(0, 12)) console.log(`  ${String(stories.size).padStart(3)}  ${key}`);
  const worst = (label: string, pick: (r: (typeof measured)[number]) => string | undefined) => {
    const items = measured.map((r) => ({ r, text: pick(r) })).filter((x) => x.text);
    if (items.length)
      console.log(
        `\n${label} (${items.length}), e.g.:\n${items
          .slice(0, 5)
          .map((x) => `  ${x.r.story.id} · ${x.r.set.name}: ${x.text}`)
          .join("\n")}`,
      );
  };
  worst("Dangling pronouns", (r) => r.metrics.danglingPronouns[0]);
  worst("Names lost", (r) => r.metrics.namesLost.join(", ") || undefined);
  worst("Mid-sentence capitals", (r) => r.metrics.midSentenceCapitals.join(" | ") || undefined);
  worst("Over filler 0.20", (r) => (r.metrics.filler > 0.2 ? r.metrics.filler.toFixed(2) : undefined));
  worst("Under the coverage floor", (r) =>
    r.metrics.coverage < r.metrics.coverageFloor - 1e-9
      ? `${r.metrics.coverage.toFixed(2)} < ${r.metrics.coverageFloor.toFixed(2)}`
      : undefined,
  );
  worst("Pace outside 125–190", (r) =>
    r.metrics.wordsPerMinute < 125 || r.metrics.wordsPerMinute > 190 ? r.metrics.wordsPerMinute.toFixed(0) : undefined,
  );
  worst("Over the range", (r) => (r.metrics.length === "over" ? `${r.metrics.total} s` : undefined));
}

function printWordsAdded(runs: Run[]) {
  console.log("\nWords added (spoken words not in the story; a statistic, not a failure):");
  for (const set of OPTION_SETS) {
    const shares = runs.filter((r) => r.set === set && r.script).map((r) => r.addedShare);
    const mean = shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length);
    console.log(
      `  ${set.name.padEnd(46)} mean ${percent(mean).padStart(4)}   max ${percent(Math.max(0, ...shares)).padStart(4)}`,
    );
  }
}

function printFailures(runs: Run[], limit: number) {
  const all = runs.flatMap((r) => r.failures.map((failure) => ({ run: r, failure })));
  // In turn from each check, so a check that fails everywhere does not hide the others in a short listing.
  const byCheck = CHECK_NAMES.map((check) => all.filter((item) => item.failure.check === check));
  const interleaved = Array.from({ length: Math.max(0, ...byCheck.map((items) => items.length)) }, (_, i) =>
    byCheck.flatMap((items) => items[i] ?? []),
  ).flat();
  const shown = interleaved.slice(0, limit);
  console.log(
    `\n${shown.length === all.length ? "All" : `First ${shown.length} of ${all.length}`} failures, in turn from each check:`,
  );
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
    console.log(
      `${scene.id} [${scene.plotRole ?? "-"}, ${voice}] on screen: ${scene.onScreenText}\n    ${scene.narration}`,
    );
  }
  console.log(
    `closing: ${closing}\nmetrics: ${JSON.stringify(r.metrics)}\ntiming:  ${JSON.stringify(estimateScriptSeconds(r.script))}, words added ${percent(r.addedShare)}`,
  );
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
    printMetrics(runs);
    printWordsAdded(runs);
    printFailures(runs, args.verbose ? Infinity : args.first);
  }
  const total = runs.reduce((sum, r) => sum + r.failures.length, 0);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `\n(writing ${seconds(spent.writing)} s, checking ${seconds(spent.checking)} s)\n${runs.length} scripts, ${total} failures`,
  );
}

main();
