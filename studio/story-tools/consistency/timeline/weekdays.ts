// Weekdays along the timeline: "two days later" moves a Tuesday to a Thursday. Days joined by exact counts of days
// share one week, so every weekday said or known (a date's) must agree with the others in it.

import type { NodeId } from "./network";

/** `to` is exactly `days` real days after `from`. */
export type DayLink = { from: NodeId; to: NodeId; days: number };
/** The day at `node` falls on `weekday` (0 Sunday … 6 Saturday). */
export type WeekdayFact = { node: NodeId; weekday: number };

const mod7 = (n: number) => ((n % 7) + 7) % 7;

/** Each node's offset in days from the first node of its week, following the links both ways. */
function offsets(links: DayLink[]): Map<NodeId, { root: NodeId; offset: number }> {
  const placed = new Map<NodeId, { root: NodeId; offset: number }>();
  const nodes = [...new Set(links.flatMap((l) => [l.from, l.to]))];
  for (const root of nodes) {
    if (placed.has(root)) continue;
    placed.set(root, { root, offset: 0 });
    const queue = [root];
    while (queue.length) {
      const at = queue.shift() as NodeId;
      const here = placed.get(at)?.offset ?? 0;
      for (const l of links) {
        const [next, offset] =
          l.from === at ? [l.to, here + l.days] : l.to === at ? [l.from, here - l.days] : [undefined, 0];
        if (next === undefined || placed.has(next)) continue;
        placed.set(next, { root, offset });
        queue.push(next);
      }
    }
  }
  return placed;
}

/** The weekday each week's first node falls on, or undefined when two facts in one week disagree. */
function rootWeekdays(links: DayLink[], facts: WeekdayFact[]): Map<NodeId, number> | undefined {
  const placed = offsets(links);
  const roots = new Map<NodeId, number>();
  for (const fact of facts) {
    const { root, offset } = placed.get(fact.node) ?? { root: fact.node, offset: 0 };
    const weekday = mod7(fact.weekday - offset);
    if (roots.has(root) && roots.get(root) !== weekday) return undefined;
    roots.set(root, weekday);
  }
  return roots;
}

export const weekdaysAgree = (links: DayLink[], facts: WeekdayFact[]) => rootWeekdays(links, facts) !== undefined;

/** The weekday a node falls on, as the links and facts tell it (undefined when they do not, or disagree). */
export function weekdayAt(links: DayLink[], facts: WeekdayFact[], node: NodeId): number | undefined {
  const roots = rootWeekdays(links, facts);
  const { root, offset } = offsets(links).get(node) ?? { root: node, offset: 0 };
  const weekday = roots?.get(root);
  return weekday === undefined ? undefined : mod7(weekday + offset);
}
