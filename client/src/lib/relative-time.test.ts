import { describe, expect, it } from "vitest";
import { formattersFor } from "@/i18n/format";
import { formatRelativeTime } from "./relative-time";

const now = new Date(2025, 4, 20, 12, 0, 0);
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("formatRelativeTime (content.md §9)", () => {
  it("counts seconds below a minute", () => {
    expect(formatRelativeTime(before(1), now)).toBe("1 second ago");
    expect(formatRelativeTime(before(45), now)).toBe("45 seconds ago");
    expect(formatRelativeTime(before(59.9), now)).toBe("59 seconds ago");
  });

  it("counts minutes below an hour, hours below a day, days below a week", () => {
    expect(formatRelativeTime(before(60), now)).toBe("1 minute ago");
    expect(formatRelativeTime(before(59 * 60 + 59), now)).toBe("59 minutes ago");
    expect(formatRelativeTime(before(3600), now)).toBe("1 hour ago");
    expect(formatRelativeTime(before(2 * 3600 + 1), now)).toBe("2 hours ago");
    expect(formatRelativeTime(before(24 * 3600 - 1), now)).toBe("23 hours ago");
    expect(formatRelativeTime(before(24 * 3600), now)).toBe("1 day ago");
    expect(formatRelativeTime(before(7 * 86400 - 1), now)).toBe("6 days ago");
  });

  it("shows a date from 7 days on", () => {
    expect(formatRelativeTime(before(7 * 86400), now)).toBe("May 13, 2025");
    expect(formatRelativeTime(new Date(2024, 11, 31, 8, 0, 0), now)).toBe("Dec 31, 2024");
  });

  it("reads a time a little in the future, or this very moment, as 1 second ago", () => {
    expect(formatRelativeTime(now, now)).toBe("1 second ago");
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe("1 second ago");
  });
});

describe("formatRelativeTime in Spanish", () => {
  const spanish = formattersFor("es");

  it("says how long ago, and the date, the Spanish way", () => {
    expect(formatRelativeTime(before(5), now, spanish)).toBe("hace 5 segundos");
    expect(formatRelativeTime(before(60), now, spanish)).toBe("hace 1 minuto");
    expect(formatRelativeTime(before(2 * 3600 + 1), now, spanish)).toBe("hace 2 horas");
    expect(formatRelativeTime(before(86400), now, spanish)).toBe("hace 1 día");
    expect(formatRelativeTime(before(7 * 86400), now, spanish)).toBe("13 may 2025");
  });
});
