import type { PlotType } from "../../common/video-options";
import type { Scene } from "../script";
import type { Beat, StoryAnalysis } from "./analyse";

export type PlotRole = NonNullable<Scene["plotRole"]>;

/** Story beats told as one scene. */
export type Unit = { beats: Beat[]; thread: 0 | 1; role: PlotRole; kind: "story" | "misdirection" };

/**
 * Threads for multithread: the two people mentioned most each get a thread and each beat follows whoever it names
 * first (a beat naming neither stays with the thread before it). A story without two people is split in halves,
 * told side by side.
 */
export function assignThreads(analysis: StoryAnalysis): (0 | 1)[] {
  const [first, second] = [...analysis.people].sort((a, b) => b.count - a.count || a.first - b.first);
  if (first && second) {
    let current: 0 | 1 = 0;
    const threads = analysis.beats.map((beat) => {
      const named = beat.mentions.find((m) => m.key === first.key || m.key === second.key);
      if (named) current = named.key === first.key ? 0 : 1;
      return current;
    });
    if (threads.includes(0) && threads.includes(1)) return threads;
  }
  const half = Math.ceil(analysis.beats.length / 2);
  return analysis.beats.map((beat) => (beat.index < half ? 0 : 1));
}

/**
 * Orders the units for the plot type. Units arrive in story order; the last one holds the story's ending.
 * - linear: as told.
 * - flashback: the ending first, then back to the start.
 * - twist: setup in order, a misdirection just before the end (when `misdirection` is given), the ending as the reveal.
 * - multithread: the two threads interleaved, each keeping its own order.
 */
export function orderUnits(units: Unit[], plotType: PlotType, misdirection?: Unit): Unit[] {
  const last = units[units.length - 1];
  const body = units.slice(0, -1);
  if (!last) return units;
  switch (plotType) {
    case "linear":
      return units.map((unit, i) => ({ ...unit, role: i === 0 ? "opening" : i === units.length - 1 ? "ending" : "build" }));
    case "flashback":
      return [{ ...last, role: "ending-first" }, ...body.map((unit) => ({ ...unit, role: "flashback" as const }))];
    case "twist": {
      const setup = body.map((unit, i) => ({ ...unit, role: i === 0 ? ("opening" as const) : ("build" as const) }));
      return [...setup, ...(misdirection ? [misdirection] : []), { ...last, role: "reveal" }];
    }
    case "multithread":
      return interleave(units).map((unit, i) => ({ ...unit, role: i === 0 ? "opening" : "build" }));
  }
}

function interleave(units: Unit[]): Unit[] {
  const threads = [units.filter((u) => u.thread === 0), units.filter((u) => u.thread === 1)];
  const out: Unit[] = [];
  for (let i = 0; out.length < units.length; i++) {
    for (const thread of threads) {
      const unit = thread[i];
      if (unit) out.push(unit);
    }
  }
  return out;
}
