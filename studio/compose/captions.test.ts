import { describe, expect, it } from "vitest";
import { phrases } from "./captions";
import type { TimedWord } from "./types";

/** Words said evenly, 0.3 s each with no pause, a sentence ending at each full stop; `|` is a pause of half a second. */
function said(text: string): TimedWord[] {
  const words: TimedWord[] = [];
  let t = 0;
  for (const token of text.split(/\s+/)) {
    if (token === "|") {
      t += 0.5;
      continue;
    }
    const ends = /[.!?]$/.test(token);
    words.push({
      text: token.replace(/[.,!?]/g, ""),
      start: t,
      end: t + 0.28,
      ...(ends ? { endsSentence: true } : {}),
    });
    t += 0.3;
  }
  return words;
}

const shown = (text: string) => phrases(said(text)).map((p) => p.words.map((w) => w.text).join(" "));

describe("caption phrases", () => {
  it("break where the sentence reads on, never on a word that leans on the next or leaving one word alone", () => {
    expect(shown("She was getting married that afternoon.")).toEqual(["She was getting married", "that afternoon"]);
    const lines = shown("Every day a man in a grey coat sat on the bench outside my shop and watched the door.");
    expect(lines.filter((line) => /\b(?:a|the|my|on|in|and)$/.test(line))).toEqual([]);
    expect(lines.filter((line) => !line.includes(" "))).toEqual([]);
  });

  it("keep a name of several words and a verb's object together", () => {
    const lines = shown("My friend Nguyễn Thị Lan invited me to her family's house in Hanoi.");
    expect(lines.some((line) => line.includes("Nguyễn Thị Lan"))).toBe(true);
    expect(shown("Every Sunday at nine she calls me from Batangas.").some((line) => line.startsWith("me"))).toBe(false);
  });

  it("fit at a glance, end with their sentence and at a pause", () => {
    const list = phrases(
      said(
        "My grandmother Rosa kept a jar of buttons on the windowsill of her bakery in Napoli. Every Sunday | she tipped them onto the counter.",
      ),
    );
    for (const phrase of list) {
      expect(phrase.words.length).toBeLessThanOrEqual(6);
      expect(phrase.words.map((w) => w.text).join(" ").length).toBeLessThanOrEqual(34);
      expect(phrase.words.slice(0, -1).some((w) => w.endsSentence)).toBe(false);
    }
    const texts = list.map((p) => p.words.map((w) => w.text).join(" "));
    expect(texts).toContain("Every Sunday");
    expect(texts.at(-1)!.endsWith("counter")).toBe(true);
  });

  it("stay up a moment after their last word, but never over the next phrase", () => {
    const list = phrases(said("We ran. We hid behind the shed."));
    expect(list[0]!.end).toBe(list[1]!.start);
    expect(list.at(-1)!.end).toBeCloseTo(list.at(-1)!.words.at(-1)!.end + 0.5, 5);
  });
});
