import { describe, expect, it } from "vitest";
import { MESSAGES } from "@common/messages";
import { type Catalogue, CATALOGUES, NAMESPACES } from "./catalogues";
import { ERRORS_NAMESPACE } from "./messages";

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

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the interface's message catalogues", () => {
  it("are loaded, with the same namespaces in English and Spanish", () => {
    expect(NAMESPACES).toContain("common");
    expect(Object.keys(CATALOGUES.es).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  describe.each(NAMESPACES)("namespace %s", (namespace) => {
    const english = messages(CATALOGUES.en[namespace] ?? {});
    const spanish = messages(CATALOGUES.es[namespace] ?? {});

    it("has the same keys in English and Spanish: nothing shows up untranslated or missing", () => {
      expect([...spanish.keys()].filter((key) => !english.has(key)), "only in Spanish").toEqual([]);
      expect([...english.keys()].filter((key) => !spanish.has(key)), "missing in Spanish").toEqual([]);
    });

    it("has no empty message, and keeps every {{placeholder}} in both languages", () => {
      for (const [key, text] of english) {
        expect(text.trim(), key).not.toBe("");
        expect(spanish.get(key)?.trim(), key).not.toBe("");
        expect(placeholders(spanish.get(key) ?? ""), key).toEqual(placeholders(text));
      }
    });
  });
});

describe("the errors namespace", () => {
  const english = CATALOGUES.en[ERRORS_NAMESPACE] ?? {};
  const spanish = CATALOGUES.es[ERRORS_NAMESPACE] ?? {};

  it("is the message registry's English, a counted message by its forms", () => {
    for (const [code, template] of Object.entries(MESSAGES)) {
      if (typeof template === "string") expect(english[code], code).toBe(template);
      else expect([english[`${code}_one`], english[`${code}_other`]], code).toEqual([template.one, template.other]);
    }
  });

  it("translates every code into Spanish, in the registry's order", () => {
    expect(Object.keys(spanish)).toEqual(Object.keys(english));
  });
});
