import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { aboutSchema, faqSchema } from "@common/support";
import { loadSiteContent, shapeDifference } from "./site-content";

const CONTENT = path.join(import.meta.dirname, "../../content");
const content = loadSiteContent(CONTENT);

describe("the About copy and the Support FAQ", () => {
  it("are written in English and Spanish, the Spanish saying each thing in the English's place", () => {
    for (const language of ["en", "es"] as const) {
      expect(aboutSchema.parse(content.about[language])).toEqual(content.about[language]);
      expect(faqSchema.parse(content.faq[language])).toEqual(content.faq[language]);
    }
    expect(content.faq.es).toHaveLength(content.faq.en.length);
    content.faq.es.forEach((spanish, i) => {
      expect(spanish.question).not.toBe(content.faq.en[i]!.question);
      expect(spanish.answer).not.toBe(content.faq.en[i]!.answer);
    });
    expect(content.about.es.howItWorks).toHaveLength(content.about.en.howItWorks.length);
    expect(content.about.es.features).toHaveLength(content.about.en.features.length);
    expect(content.about.es.mission).not.toBe(content.about.en.mission);
    expect(content.faq.es[0]!.question).toBe("¿Cómo creo un vídeo?");
  });
});

describe("loading translated content", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const copy = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-content-"));
    dirs.push(dir);
    fs.cpSync(path.join(import.meta.dirname, "../test-support/site-content"), dir, { recursive: true });
    return dir;
  };
  const edit = (file: string, change: (data: never) => unknown) =>
    fs.writeFileSync(file, JSON.stringify(change(JSON.parse(fs.readFileSync(file, "utf8")) as never)));

  it("stops with the file's name when a language's file is missing", () => {
    const dir = copy();
    fs.rmSync(path.join(dir, "about.es.json"));
    expect(() => loadSiteContent(dir)).toThrow(/about\.es\.json: missing, the es version of about\.json/);
  });

  it("stops when a translation has another number of entries than the English", () => {
    const dir = copy();
    edit(path.join(dir, "support", "faq.es.json"), (faq: unknown[]) => [...faq, { question: "¿P2?", answer: "R2." }]);
    expect(() => loadSiteContent(dir)).toThrow(
      /support\/faq\.es\.json: not shaped like the English: the top has 2 entries, the English 1 entry/,
    );
  });

  it("stops on a blank text, saying where it is", () => {
    const dir = copy();
    edit(path.join(dir, "about.es.json"), (about: { features: { title: string }[] }) => ({
      ...about,
      features: [{ ...about.features[0], title: " " }],
    }));
    expect(() => loadSiteContent(dir)).toThrow(/about\.es\.json: the text at features\[0\]\.title is blank/);
  });

  it("says where two values are shaped differently", () => {
    expect(shapeDifference({ a: [{ b: "x" }] }, { a: [{ b: "y" }] })).toBeNull();
    expect(shapeDifference({ a: [{ b: "x" }] }, { a: [{ c: "y" }] })).toBe("a[0] has the fields c, the English b");
    expect(shapeDifference({ a: ["x", "y"] }, { a: ["x"] })).toBe("a has 1 entry, the English 2 entries");
    expect(shapeDifference({ a: "x" }, { a: 1 })).toBe("a is a number, the English a string");
  });
});
