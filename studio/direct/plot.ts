import type { PlotType } from "@common/video-options";
import type { Scene } from "@common/script";
import type { Person, StoryAnalysis, StorySentence } from "./analyse";

export type PlotRole = NonNullable<Scene["plotRole"]>;

/** A story sentence as this script tells it: whole, or a shorter form of it with whole clauses dropped. */
export type Told = {
  sentence: StorySentence;
  text: string /** Its quotation goes back to the narrator (too many voices for 8 scenes). */;
  silenced?: boolean;
};

/**
 * What one stretch of the video tells: story sentences, whole or tightened. A unit becomes one scene, or more when
 * someone in it speaks in their own voice.
 */
export type Unit = { told: Told[]; thread: 0 | 1; role: PlotRole };

/**
 * Threads for multithread: the two people mentioned most each get a thread and each sentence follows whoever it
 * names first (a sentence naming neither stays with the thread before it). A story without two people is split in
 * halves, told side by side.
 */
export function assignThreads(analysis: StoryAnalysis): (0 | 1)[] {
  const [first, second] = threadPeople(analysis);
  if (first && second) {
    let current: 0 | 1 = 0;
    const threads = analysis.sentences.map((sentence) => {
      const named = sentence.mentions.find((m) => m.key === first.key || m.key === second.key);
      if (named) current = named.key === first.key ? 0 : 1;
      return current;
    });
    if (threads.includes(0) && threads.includes(1)) return threads;
  }
  const half = Math.ceil(analysis.sentences.length / 2);
  return analysis.sentences.map((sentence) => (sentence.index < half ? 0 : 1));
}

/** The two people a multithread story follows: the two it mentions most (ties: the one met first). */
export function threadPeople(analysis: StoryAnalysis): Person[] {
  return [...analysis.people].sort((a, b) => b.count - a.count || a.first - b.first).slice(0, 2);
}

/**
 * Orders the units for the plot type. Units arrive in story order; the last one holds the story's ending.
 * - linear: as told.
 * - flashback: the ending first, then back to the start (when the hook has not already told the ending).
 * - twist: setup in order, the ending held back as the reveal.
 * - multithread: the two threads interleaved, each keeping its own order.
 */
export function orderUnits(units: Unit[], plotType: PlotType, endingTold = false, endingLeansBack = false): Unit[] {
  // "The banana did not." opens a flashback with the line it answers ("The phone survived.").
  const leaning = plotType === "flashback" && !endingTold && endingLeansBack && units.length > 2;
  const grouped = leaning
    ? [...units.slice(0, -2), { ...units[units.length - 2]!, told: units.slice(-2).flatMap((unit) => unit.told) }]
    : units;
  const last = grouped[grouped.length - 1];
  const body = grouped.slice(0, -1);
  if (!last) return units;
  switch (plotType) {
    case "linear":
      return units.map((unit, i) => ({
        ...unit,
        role: i === 0 ? "opening" : i === units.length - 1 ? "ending" : "build",
      }));
    case "flashback":
      if (endingTold) return units.map((unit) => ({ ...unit, role: "flashback" as const }));
      return [{ ...last, role: "ending-first" }, ...body.map((unit) => ({ ...unit, role: "flashback" as const }))];
    case "twist": {
      if (!body.length) return [{ ...last, role: "reveal" }];
      const setup = body.map((unit, i) => ({ ...unit, role: i === 0 ? ("opening" as const) : ("build" as const) }));
      return [...setup, { ...last, role: "reveal" }];
    }
    case "multithread":
      return interleave(units).map((unit, i) => ({ ...unit, role: i === 0 ? "opening" : "build" }));
  }
}

// The thread the story opens with goes first. A thread of a single unit is not a thread to follow: the story keeps
// its order then (interleaving "It was not." away from the question it answers says nothing new).
function interleave(units: Unit[]): Unit[] {
  const opening = units[0]?.thread ?? 0;
  const threads = [units.filter((u) => u.thread === opening), units.filter((u) => u.thread !== opening)];
  if (threads.some((t) => t.length < 2)) return units;
  const out: Unit[] = [];
  for (let i = 0; out.length < units.length; i++) {
    for (const thread of threads) {
      const unit = thread[i];
      if (unit) out.push(unit);
    }
  }
  return out;
}
