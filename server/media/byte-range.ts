export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range: bytes=...` header for a file of `size` bytes (RFC 9110 §14). Answers:
 * null to send the whole file (no header, another unit, or several ranges, which a server may ignore);
 * "unsatisfiable" for a range that cannot be served (416); else the inclusive byte range to send (206).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return header.trim().toLowerCase().startsWith("bytes=") && !header.includes(",") ? "unsatisfiable" : null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return "unsatisfiable";
  if (first === "") {
    // "bytes=-N": the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
