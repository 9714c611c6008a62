/**
 * Dynamic time warping of two feature sequences, in linear time and memory (FastDTW, Salvador and Chan 2007): the
 * best path is found on copies halved in time until they are small, then refined level by level within `radius` frames
 * of the path found a level below. A path is the pairs (i, j) of frames of `a` and `b` it passes through, from
 * (0, 0) to the last of each, every step moving one frame on in either or both.
 */
export type WarpPath = { a: Int32Array; b: Int32Array; distance: Float32Array };

/** Sequences this small are warped whole: about 4 million cells, some 50 MB of working memory. */
const WHOLE_CELLS = 4_000_000;

export function timeWarp(a: Float32Array[], b: Float32Array[], radius = 24): WarpPath {
  if (a.length === 0 || b.length === 0) throw new Error("cannot warp an empty sequence");
  if (a.length * b.length <= WHOLE_CELLS || a.length < 4 || b.length < 4) return warpWithin(a, b, wholeWindow(a, b));
  const coarse = timeWarp(halve(a), halve(b), radius);
  return warpWithin(a, b, windowAround(coarse, a.length, b.length, radius));
}

/** For each frame of `a`, the first and last frame of `b` the path may pair it with. */
type Window = { from: Int32Array; to: Int32Array };

function wholeWindow(a: Float32Array[], b: Float32Array[]): Window {
  return { from: new Int32Array(a.length), to: new Int32Array(a.length).fill(b.length - 1) };
}

function windowAround(coarse: WarpPath, rows: number, columns: number, radius: number): Window {
  const from = new Int32Array(rows).fill(columns);
  const to = new Int32Array(rows).fill(-1);
  for (let k = 0; k < coarse.a.length; k++) {
    const i = coarse.a[k]! * 2;
    const j = coarse.b[k]! * 2;
    for (let row = Math.max(0, i - radius); row <= Math.min(rows - 1, i + 1 + radius); row++) {
      from[row] = Math.min(from[row]!, Math.max(0, j - radius));
      to[row] = Math.max(to[row]!, Math.min(columns - 1, j + 1 + radius));
    }
  }
  from[0] = 0;
  to[rows - 1] = columns - 1;
  // Each row's span reaches at least the column the row before it started at, so a path can always go on.
  for (let row = 1; row < rows; row++) from[row] = Math.min(from[row]!, to[row - 1]!);
  return { from, to };
}

function halve(frames: Float32Array[]): Float32Array[] {
  const halved: Float32Array[] = [];
  for (let i = 0; i < frames.length; i += 2) {
    const first = frames[i]!;
    const second = frames[i + 1] ?? first;
    halved.push(first.map((value, d) => (value + second[d]!) / 2));
  }
  return halved;
}

/** Euclidean distance of two feature vectors. */
export function frameDistance(x: Float32Array, y: Float32Array): number {
  let sum = 0;
  for (let d = 0; d < x.length; d++) sum += (x[d]! - y[d]!) ** 2;
  return Math.sqrt(sum);
}

const DIAGONAL = 0;
const DOWN = 1; // a moves on, b stays
const RIGHT = 2; // b moves on, a stays

/** The cheapest path through the window; a diagonal step costs its cell twice, so the path's cost does not favour it. */
function warpWithin(a: Float32Array[], b: Float32Array[], { from, to }: Window): WarpPath {
  const offsets = new Int32Array(a.length + 1);
  for (let i = 0; i < a.length; i++) offsets[i + 1] = offsets[i]! + Math.max(0, to[i]! - from[i]! + 1);
  const cost = new Float64Array(offsets[a.length]!);
  const step = new Uint8Array(offsets[a.length]!);
  const local = new Float32Array(offsets[a.length]!);
  const at = (i: number, j: number): number =>
    i < 0 || j < from[i]! || j > to[i]! ? Number.POSITIVE_INFINITY : cost[offsets[i]! + j - from[i]!]!;

  for (let i = 0; i < a.length; i++) {
    for (let j = from[i]!; j <= to[i]!; j++) {
      const cell = offsets[i]! + j - from[i]!;
      const d = frameDistance(a[i]!, b[j]!);
      local[cell] = d;
      if (i === 0 && j === 0) {
        cost[cell] = d;
        continue;
      }
      const diagonal = at(i - 1, j - 1) + 2 * d;
      const down = at(i - 1, j) + d;
      const right = at(i, j - 1) + d;
      if (diagonal <= down && diagonal <= right) {
        cost[cell] = diagonal;
        step[cell] = DIAGONAL;
      } else if (down <= right) {
        cost[cell] = down;
        step[cell] = DOWN;
      } else {
        cost[cell] = right;
        step[cell] = RIGHT;
      }
    }
  }

  const pathA: number[] = [];
  const pathB: number[] = [];
  const pathDistance: number[] = [];
  let i = a.length - 1;
  let j = b.length - 1;
  for (;;) {
    const cell = offsets[i]! + j - from[i]!;
    pathA.push(i);
    pathB.push(j);
    pathDistance.push(local[cell]!);
    if (i === 0 && j === 0) break;
    const move = i === 0 ? RIGHT : j === 0 ? DOWN : step[cell]!;
    if (move !== RIGHT) i--;
    if (move !== DOWN) j--;
  }
  return {
    a: Int32Array.from(pathA.reverse()),
    b: Int32Array.from(pathB.reverse()),
    distance: Float32Array.from(pathDistance.reverse()),
  };
}
