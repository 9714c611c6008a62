import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildHelpLibrary, helpTerm } from "./help-library";
import { markdownSections } from "./markdown";
import { loadSiteContent } from "./site-content";

const library = buildHelpLibrary(loadSiteContent(path.resolve(import.meta.dirname, "../../content")));

describe("help library", () => {
  it("indexes every FAQ answer and every section of every published article, each with where it is read", () => {
    const sources = new Set(library.passages.map((passage) => passage.source));
    expect(sources).toEqual(new Set(["faq", "article"]));
    for (const passage of library.passages) {
      expect(passage.text.length).toBeGreaterThan(20);
      expect(passage.href).toMatch(/^\/(support|resources\/articles\/[a-z0-9-]+)$/);
    }
  });

  it("finds the passage that answers a question in other words than its own", () => {
    expect(library.search("How to generate a video?")[0]?.passage.title).toBe("How do I make a video?");
    expect(library.search("Payment issues")[0]?.passage.title).toMatch(/^My payment failed/);
    expect(library.search("card declined")[0]?.passage.title).toMatch(/payment/i);
    expect(library.search("what does a hook do?").some((match) => match.passage.href.includes("hook"))).toBe(true);
  });

  it("ignores the words every question has", () => {
    expect(helpTerm("the")).toBeNull();
    expect(helpTerm("Generating")).toBe(helpTerm("generated"));
    expect(library.search("how do I")).toEqual([]);
  });
});

describe("markdown sections", () => {
  it("splits at headings and keeps the words a reader sees", () => {
    const sections = markdownSections(
      "Intro with a [link](https://x.y) and **bold**.\n\n## First\n\n- one\n- two\n\n## Second\n\n> quoted _text_\n",
    );
    expect(sections).toEqual([
      { heading: null, text: "Intro with a link and bold." },
      { heading: "First", text: "one\ntwo" },
      { heading: "Second", text: "quoted text" },
    ]);
  });
});
