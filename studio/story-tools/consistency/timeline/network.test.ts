import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TimeNetwork, ZERO, type Bound } from "./network";

describe("TimeNetwork", () => {
  it("keeps the tightest bounds a chain allows", () => {
    const network = TimeNetwork.of([
      { from: "a", to: "b", lo: 1, hi: 2 },
      { from: "b", to: "c", lo: 3, hi: 4 },
    ]);
    expect(network?.range("a", "c")).toEqual([4, 6]);
    expect(network?.range("c", "a")).toEqual([-6, -4]);
  });

  it("narrows a span from both sides", () => {
    const network = TimeNetwork.of([
      { from: ZERO, to: "born", lo: 100, hi: 465 },
      { from: ZERO, to: "moved", lo: 2660, hi: 3025 },
      { from: "born", to: "moved", lo: 2562, hi: 2927 },
    ]);
    expect(network?.range(ZERO, "born")).toEqual([100, 463]);
  });

  it("refuses bounds that cannot all hold", () => {
    expect(
      TimeNetwork.of([
        { from: "a", to: "b", lo: 5, hi: 6 },
        { from: "b", to: "c", lo: 0, hi: 1 },
        { from: "a", to: "c", lo: 0, hi: 2 },
      ]),
    ).toBeUndefined();
    expect(
      TimeNetwork.of([
        { from: "a", to: "b", lo: 1, hi: Infinity },
        { from: "b", to: "a", lo: 0, hi: Infinity },
      ]),
    ).toBeUndefined();
  });

  it("leaves unrelated points unbounded until a bound joins them", () => {
    const network = TimeNetwork.of([{ from: "a", to: "b", lo: 1, hi: 2 }]) as TimeNetwork;
    expect(network.range("a", "c")).toEqual([-Infinity, Infinity]);
    expect(network.add({ from: "b", to: "c", lo: 1, hi: 1 })).toBe(true);
    expect(network.range("a", "c")).toEqual([2, 3]);
  });

  it("never refuses bounds that some timeline meets, and keeps its true distances", () => {
    const nodes = ["a", "b", "c", "d", "e"];
    const bound = fc.record({
      from: fc.constantFrom(...nodes),
      to: fc.constantFrom(...nodes),
      below: fc.nat(50),
      above: fc.nat(50),
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 5, maxLength: 5 }),
        fc.array(bound, { maxLength: 12 }),
        (times, drawn) => {
          const at = (node: string) => times[nodes.indexOf(node)] ?? 0;
          const bounds: Bound[] = drawn.map(({ from, to, below, above }) => ({
            from,
            to,
            lo: at(to) - at(from) - below,
            hi: at(to) - at(from) + above,
          }));
          const network = TimeNetwork.of(bounds);
          expect(network).toBeDefined();
          for (const from of nodes)
            for (const to of nodes) {
              const [lo, hi] = network?.range(from, to) ?? [0, 0];
              expect(lo).toBeLessThanOrEqual(at(to) - at(from));
              expect(hi).toBeGreaterThanOrEqual(at(to) - at(from));
            }
        },
      ),
    );
  });
});
