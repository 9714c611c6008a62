// The timeline as a network of differences between points in time (a simple temporal network): a birth, a year, a
// day. Each bound says how far one point lies after another; the network keeps, for every pair, the tightest bounds
// all of them allow together, so a statement that cannot hold with the rest shows as bounds that cross.

import type { Interval } from "./slots";

export type NodeId = string;
/** `to` lies between `lo` and `hi` slots after `from`; ±Infinity for an open side. */
export type Bound = { from: NodeId; to: NodeId; lo: number; hi: number };

/** The origin every absolute time is measured from (slot 0). */
export const ZERO: NodeId = "zero";

export class TimeNetwork {
  private readonly index = new Map<NodeId, number>([[ZERO, 0]]);
  // dist[i][j]: the most slots node j can lie after node i.
  private readonly dist: number[][] = [[0]];

  static of(bounds: Bound[]): TimeNetwork | undefined {
    const network = new TimeNetwork();
    return network.addAll(bounds) ? network : undefined;
  }

  /** Adds every bound; false (and the network no longer to be trusted) when they cannot all hold. */
  private addAll(bounds: Bound[]): boolean {
    return bounds.every((b) => this.add(b));
  }

  add({ from, to, lo, hi }: Bound): boolean {
    const u = this.node(from);
    const v = this.node(to);
    return (hi === Infinity || this.edge(u, v, hi)) && (lo === -Infinity || this.edge(v, u, -lo));
  }

  /** How far `to` may lie after `from`, as far as the bounds so far allow. */
  range(from: NodeId, to: NodeId): Interval {
    const u = this.index.get(from);
    const v = this.index.get(to);
    if (u === undefined || v === undefined) return from === to ? [0, 0] : [-Infinity, Infinity];
    return [-(this.dist[v]?.[u] ?? Infinity), this.dist[u]?.[v] ?? Infinity];
  }

  private node(id: NodeId): number {
    const known = this.index.get(id);
    if (known !== undefined) return known;
    const i = this.dist.length;
    this.index.set(id, i);
    for (const row of this.dist) row.push(Infinity);
    this.dist.push(Array.from({ length: i + 1 }, (_, j) => (j === i ? 0 : Infinity)));
    return i;
  }

  // x_v − x_u ≤ w: refused when a path back from v to u is shorter than −w (the bounds would cross); otherwise every
  // pair's distance is shortened through the new edge, which keeps all pairs tight in O(n²).
  private edge(u: number, v: number, w: number): boolean {
    const d = this.dist;
    if ((d[v]?.[u] ?? Infinity) + w < 0) return false;
    const n = d.length;
    const toU = d.map((row) => row[u] ?? Infinity);
    const fromV = d[v] ?? [];
    for (let i = 0; i < n; i++) {
      const viaI = (toU[i] ?? Infinity) + w;
      if (viaI === Infinity) continue;
      const row = d[i] as number[];
      for (let j = 0; j < n; j++) {
        const through = viaI + (fromV[j] ?? Infinity);
        if (through < (row[j] ?? Infinity)) row[j] = through;
      }
    }
    return true;
  }
}
