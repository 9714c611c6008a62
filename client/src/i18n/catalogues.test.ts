import { describe, expect, it } from "vitest";
import type { Language } from "@common/help";
import { MESSAGES } from "@common/messages";
import { type Catalogue, ENGLISH, loadCatalogue, NAMESPACES } from "./catalogues";
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

/** Each language's messages by namespace, loaded as the app loads them (a missing file reads as empty). */
async function cataloguesOf(language: Language): Promise<Record<string, Catalogue>> {
  const loaded = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, await loadCatalogue(language, ns).catch(() => ({}))] as const),
  );
  return Object.fromEntries(loaded);
}
const CATALOGUES = { en: await cataloguesOf("en"), es: await cataloguesOf("es") };
const FILES = Object.keys(import.meta.glob("./locales/*/*.json"));

describe("the interface's message catalogues", () => {
  it("are loaded, with the same namespaces in English and Spanish", () => {
    expect(NAMESPACES).toContain("common");
    expect(Object.keys(ENGLISH).sort()).toEqual(NAMESPACES);
    // A Spanish file without its English one would never be loaded.
    const namespacesOf = (language: string) =>
      FILES.filter((file) => file.startsWith(`./locales/${language}/`)).map((file) => /([^/]+)\.json$/.exec(file)?.[1]);
    expect(namespacesOf("es").sort()).toEqual(NAMESPACES);
    expect(namespacesOf("en").sort()).toEqual(NAMESPACES.filter((ns) => ns !== ERRORS_NAMESPACE));
  });

  describe.each(NAMESPACES)("namespace %s", (namespace) => {
    const english = messages(CATALOGUES.en[namespace] ?? {});
    const spanish = messages(CATALOGUES.es[namespace] ?? {});

    it("has the same keys in English and Spanish: nothing shows up untranslated or missing", () => {
      expect(
        [...spanish.keys()].filter((key) => !english.has(key)),
        "only in Spanish",
      ).toEqual([]);
      expect(
        [...english.keys()].filter((key) => !spanish.has(key)),
        "missing in Spanish",
      ).toEqual([]);
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
