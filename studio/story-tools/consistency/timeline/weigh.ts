// Weighing the statements in turn: each joins the timeline if it can hold with those already on it; one that cannot
// is reported against the fewest of them it contradicts. Firm statements (birth years, weekdays said outright) go
// first, then the rest in the order the story tells them, so a later line is read against the earlier ones.

import { TimeNetwork } from "./network";
import { joined, type Conflict, type Facts, type Statement } from "./statement";
import { weekdayAt, weekdaysAgree } from "./weekdays";

export type Verdict = { statement: Statement; checked: boolean } | { statement: Statement; conflict: Conflict };

type Placed = { statement: Statement; reading: Facts };

const factsOf = (placed: Placed[]) => placed.flatMap((p) => [p.statement.context, p.reading]);

function holdTogether(all: Facts[]): boolean {
  const together = joined(all);
  return TimeNetwork.of(together.bounds) !== undefined && weekdaysAgree(together.links, together.weekdays);
}

export function weigh(anchors: Facts, statements: Statement[]): Verdict[] {
  const order = [...statements].sort((a, b) => Number(b.firm) - Number(a.firm) || a.span.start - b.span.start);
  const placed: Placed[] = [];
  const conflicts: { statement: Statement; conflict: Conflict }[] = [];
  for (const statement of order) {
    const base = [anchors, ...factsOf(placed), statement.context];
    const reading = statement.readings.find((r) => holdTogether([...base, r]));
    if (reading) {
      placed.push({ statement, reading });
      continue;
    }
    const first = statement.readings[0];
    // A statement whose own moment cannot be placed says nothing the rest could correct.
    if (!first || !holdTogether(base)) continue;
    conflicts.push({ statement, conflict: conflictOf(anchors, placed, statement, first) });
  }
  // A statement another one contradicts was checked against it, whatever else bounds it.
  const contradicted = new Set(conflicts.flatMap((c) => c.conflict.others));
  return [
    ...placed.map((p) => ({
      statement: p.statement,
      checked: contradicted.has(p.statement) || couldFail(anchors, placed, p),
    })),
    ...conflicts,
  ];
}

function conflictOf(anchors: Facts, placed: Placed[], statement: Statement, reading: Facts): Conflict {
  // Dropping each earlier statement in turn that is not needed for the contradiction leaves the fewest it contradicts.
  let core = placed;
  for (const p of placed) {
    const without = core.filter((c) => c !== p);
    if (!holdTogether([anchors, ...factsOf(without), statement.context, reading])) core = without;
  }
  const rest = joined([anchors, ...factsOf(placed), statement.context]);
  const network = TimeNetwork.of(rest.bounds) as TimeNetwork;
  const { measure } = statement;
  return {
    others: core.map((c) => c.statement),
    implied: measure ? network.range(measure.from, measure.to) : [-Infinity, Infinity],
    network,
    weekdayAt: (node) => weekdayAt(rest.links, rest.weekdays, node),
  };
}

/** A statement is checked when the rest of the timeline bounds what it says, so that it could have been wrong. */
function couldFail(anchors: Facts, placed: Placed[], own: Placed): boolean {
  const rest = joined([anchors, ...factsOf(placed.filter((p) => p !== own)), own.statement.context]);
  const { measure } = own.statement;
  if (!measure) return own.reading.weekdays.some((w) => weekdayAt(rest.links, rest.weekdays, w.node) !== undefined);
  const network = TimeNetwork.of(rest.bounds) ?? new TimeNetwork();
  const [lo, hi] = network.range(measure.from, measure.to);
  return Number.isFinite(lo) || Number.isFinite(hi);
}
