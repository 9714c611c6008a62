import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date(2025, 4, 20, 12, 0, 0);
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("formatRelativeTime (content.md §9)", () => {
  it("uses seconds, minutes, hours and days below their next unit", () => {
    expect(formatRelativeTime(before(1), now)).toBe("1 second ago");
    expect(formatRelativeTime(before(59), now)).toBe("59 seconds ago");
    expect(formatRelativeTime(before(60), now)).toBe("1 minute ago");
    expect(formatRelativeTime(before(59 * 60 + 59), now)).toBe("59 minutes ago");
    expect(formatRelativeTime(before(3600), now)).toBe("1 hour ago");
    expect(formatRelativeTime(before(23 * 3600), now)).toBe("23 hours ago");
    expect(formatRelativeTime(before(24 * 3600), now)).toBe("1 day ago");
    expect(formatRelativeTime(before(6 * 86400 + 86399), now)).toBe("6 days ago");
  });

  it("shows a date from 7 days on", () => {
    expect(formatRelativeTime(new Date(2025, 4, 13, 12, 0, 0), now)).toBe("May 13, 2025");
  });

  it("reads a time a little in the future as just now", () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe("1 second ago");
  });
});
