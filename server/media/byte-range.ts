/** What identifies the version of a file a client may hold a part of: its size and validators. */
export type FileVersion = { size: number; etag?: string; lastModified?: Date };

/** The answer to a request's Range and If-Range headers (RFC 9110 §14 and §13.1.5). */
export type RangeAnswer =
  | { status: 200 }
  | { status: 206; start: number; end: number; contentRange: string }
  | { status: 416; contentRange: string };

type RangeHeaders = { range?: string; "if-range"?: string };

/**
 * One range only, `first-[last]` or `-suffix`, nothing else: the looser parsers (range-parser, @fastify/send's) read
 * `bytes=1.5-2` or `bytes=0-1-2` as ranges, which RFC 9110 calls malformed. Several ranges would need a multipart
 * answer; the RFC lets a server send the whole file instead, which is all a player needs.
 */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

type RangeSpec = { first: number; last?: number } | { suffix: number };

/** The one byte range a Range header asks for, or none when the header is absent, malformed or asks for several. */
export function parseRange(header: string | undefined): RangeSpec | undefined {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === "") return last === "" ? undefined : { suffix: Number(last) };
  if (last === "") return { first: Number(first) };
  // A last position before the first makes the header invalid, not unsatisfiable (§14.1.1): it is ignored.
  return Number(last) < Number(first) ? undefined : { first: Number(first), last: Number(last) };
}

/** Which bytes of `version` to send: the whole file, one part of it, or none (416). */
export function resolveRange(headers: RangeHeaders, version: FileVersion): RangeAnswer {
  const spec = parseRange(headers.range);
  if (!spec) return { status: 200 };
  const ifRange = headers["if-range"];
  if (ifRange !== undefined && !isSameVersion(ifRange, version)) return { status: 200 };
  const { size } = version;
  const unsatisfiable = { status: 416, contentRange: `bytes */${size}` } as const;
  if ("suffix" in spec) {
    if (spec.suffix === 0) return unsatisfiable;
    // An empty file has no byte to name in a Content-Range: it is sent whole.
    if (size === 0) return { status: 200 };
    // A suffix longer than the file means the whole file (§14.1.2), still as a part.
    return part(Math.max(0, size - spec.suffix), size - 1, size);
  }
  if (spec.first >= size) return unsatisfiable;
  return part(spec.first, Math.min(spec.last ?? size - 1, size - 1), size);
}

function part(start: number, end: number, size: number): RangeAnswer {
  return { status: 206, start, end, contentRange: `bytes ${start}-${end}/${size}` };
}

/**
 * If-Range holds a strong ETag, or the exact Last-Modified date, of the version the client has part of; anything else
 * (a weak or other ETag, another date, garbage) means its part may be stale, so it gets the whole file.
 */
function isSameVersion(ifRange: string, version: FileVersion): boolean {
  if (ifRange.startsWith("W/")) return false;
  if (ifRange.startsWith('"')) return ifRange === version.etag;
  const date = Date.parse(ifRange);
  return (
    version.lastModified !== undefined &&
    !Number.isNaN(date) &&
    Math.floor(version.lastModified.getTime() / 1000) === Math.floor(date / 1000)
  );
}
