import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import es from "./locales/es.json";

type Catalogue = { [key: string]: string | Catalogue };

/** Every message's dotted key with its text. */
function messages(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of messages(value, path)) out.set(inner, text);
  }
  return out;
}

describe("the interface's message catalogues", () => {
  const english = messages(en);
  const spanish = messages(es);

  it("have the same keys in English and Spanish: nothing shows up untranslated or missing", () => {
    expect([...spanish.keys()].filter((key) => !english.has(key)), "only in Spanish").toEqual([]);
    expect([...english.keys()].filter((key) => !spanish.has(key)), "missing in Spanish").toEqual([]);
  });

  it("have no empty message, and keep every {{placeholder}} in both languages", () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe("");
      expect(spanish.get(key)!.trim(), key).not.toBe("");
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(spanish.get(key)!), key).toEqual(placeholders(text));
    }
  });
});
