import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it("reads the three forms of a single range", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  });

  it("clips an end past the file and a suffix longer than it", () => {
    expect(parseByteRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("sends the whole file without a usable single byte range", () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange("items=0-5", 1000)).toBeNull();
    expect(parseByteRange("bytes=0-1,5-6", 1000)).toBeNull();
  });

  it("calls ranges that cannot be served unsatisfiable", () => {
    for (const header of ["bytes=1000-", "bytes=1000-1200", "bytes=500-100", "bytes=-0", "bytes=-", "bytes=abc"]) {
      expect(parseByteRange(header, 1000), header).toBe("unsatisfiable");
    }
  });
});
