import { describe, expect, it } from "vitest";
import type { HelpArticle, HelpCenter, Language } from "./help";
import { HelpSearch, helpTerms, searchHelp } from "./help-search";
import { helpArticle } from "./test-support/help-articles";

const help = (language: Language, articles: HelpArticle[]): HelpCenter => ({ language, categories: [], articles });

const english = help("en", [
  helpArticle("credits-explained", {
    title: "How credits work",
    text: "Each video uses one credit.",
    keywords: ["balance", "refund"],
  }),
  helpArticle("purchase-credits", {
    title: "Buying credit packs",
    text: "Pay by card on the Credits page.",
    keywords: ["checkout"],
  }),
  helpArticle("video-stuck", {
    title: "My video seems stuck",
    text: "A failed video's credit comes back.",
    keywords: ["progress"],
  }),
  helpArticle("what-is-story-bites", { title: "What is StoryBites?", text: "Stories into videos." }),
]);

const spanish = help("es", [
  helpArticle("credits-explained", {
    title: "Cómo funcionan los créditos",
    text: "Cada vídeo usa un crédito.",
    keywords: ["saldo", "reembolso"],
  }),
  helpArticle("payment-issues", {
    title: "Problemas con pagos",
    text: "Si tu tarjeta fue rechazada, no se ha cobrado nada.",
    keywords: ["tarjeta rechazada"],
  }),
]);

const ids = (center: HelpCenter, query: string) => searchHelp(center, query).map(({ id }) => id);

describe("the help search's terms", () => {
  const term = (word: string, language: Language) => helpTerms(word, language).join(" ");

  it("compare words without their case, accents or endings, in both languages", () => {
    expect(term("Generating", "en")).toBe(term("generated", "en"));
    expect(term("refunded", "en")).toBe(term("refund", "en"));
    expect(term("stories", "en")).toBe(term("story", "en"));
    expect(term("Vídeos", "es")).toBe(term("video", "es"));
    expect(term("pagar", "es")).toBe(term("pago", "es"));
    expect(term("generación", "es")).toBe(term("generar", "es"));
    // The same word in both languages meets: "créditos" and "credits".
    expect(term("créditos", "es")).toBe(term("credits", "en"));
  });

  it("give the words people use for the same thing one term", () => {
    expect(term("make", "en")).toBe(term("generate", "en"));
    expect(term("created", "en")).toBe(term("generating", "en"));
    expect(term("buy", "en")).toBe(term("payment", "en"));
    expect(term("charged", "en")).toBe(term("pay", "en"));
    expect(term("issues", "en")).toBe(term("problem", "en"));
    expect(term("comprar", "es")).toBe(term("pagar", "es"));
    expect(term("crear", "es")).toBe(term("generar", "es"));
    // The account's settings are not the video's options.
    expect(term("settings", "en")).not.toBe(term("options", "en"));
  });

  it("give a word for a kind of problem its own term and the problem's", () => {
    expect(helpTerms("failed", "en")).toEqual(["fail", "problem"]);
    expect(helpTerms("errors", "en")).toEqual(["error", "problem"]);
    expect(helpTerms("falló", "es")).toEqual(["fall", "problem"]);
    expect(helpTerms("problem", "en")).toEqual(["problem"]);
  });

  it("leave out each language's words every question has, and keep the words saying what it is about", () => {
    for (const word of ["the", "how", "I", "I'm", "can’t", "thanks", "hello"])
      expect(helpTerms(word, "en"), word).toEqual([]);
    for (const word of ["el", "cómo", "gracias", "hola", "tengo", "qué"])
      expect(helpTerms(word, "es"), word).toEqual([]);
    expect(helpTerms("problems", "en")).toEqual(["problem"]);
    expect(helpTerms("Problemas", "es")).toEqual(["problem"]);
    // A stop word of one language can be a word of the other.
    expect(helpTerms("como", "en")).toEqual(["como"]);
  });
});

describe("the Help Center's search", () => {
  it("finds an article only when every word of the query occurs in its title, body or keywords", () => {
    expect(ids(english, "credit card")).toEqual(["purchase-credits"]);
    expect(ids(english, "credit refund")).toEqual(["credits-explained"]);
    expect(ids(english, "credit stuck")).toEqual(["video-stuck"]);
    expect(ids(english, "credit nowhere")).toEqual([]);
  });

  it("ignores case, accents, endings and extra whitespace, and finds nothing for a blank query", () => {
    expect(ids(english, "  PROGRESS \t  Stuck ")).toEqual(["video-stuck"]);
    expect(ids(english, "refunds")).toEqual(["credits-explained"]);
    expect(ids(spanish, "REEMBOLSOS")).toEqual(["credits-explained"]);
    expect(ids(spanish, "tarjetas rechazadas")).toEqual(["payment-issues"]);
    expect(ids(spanish, "video")).toEqual(["credits-explained"]);
    expect(ids(english, "")).toEqual([]);
    expect(ids(english, "   \n ")).toEqual([]);
  });

  it("finds a word as it is typed, by its beginning, even one whose term is another word's", () => {
    expect(ids(english, "balan")).toEqual(["credits-explained"]);
    // "Buying" is indexed as "pay" (the same meaning), and as written, so its first letters find it.
    expect(ids(english, "buyi")).toEqual(["purchase-credits"]);
    expect(ids(english, "buying")).toEqual(["purchase-credits"]);
    expect(ids(spanish, "rechaz")).toEqual(["payment-issues"]);
  });

  it("lists the articles about the query first: a word in the title before a word in the body", () => {
    expect(ids(english, "stuck video")).toEqual(["video-stuck"]);
    expect(ids(english, "credits")[0]).toBe("credits-explained");
    expect(ids(english, "credits")).toHaveLength(3);
  });

  it("takes 'problem' for a word that says what the query is about", () => {
    expect(ids(spanish, "problemas")).toEqual(["payment-issues"]);
  });
});

describe("the help search over texts in several languages", () => {
  const search = new HelpSearch([
    { id: "en-pay", language: "en", title: "Payment problems", text: "Your card was declined." },
    { id: "es-pay", language: "es", title: "Problemas con el pago", text: "Tu tarjeta fue rechazada." },
    { id: "en-video", language: "en", title: "Make a video", text: "Press Generate Video." },
  ]);

  it("reads the query in each language, so either language's texts answer it", () => {
    expect(search.search("my card was declined").map(({ document }) => document.id)).toEqual(["en-pay"]);
    expect(search.search("mi tarjeta fue rechazada").map(({ document }) => document.id)).toEqual(["es-pay"]);
  });

  it("keeps to one language, or to the documents a filter lets through, when asked", () => {
    expect(search.search("payment pago", { language: "es" }).map(({ document }) => document.id)).toEqual(["es-pay"]);
    expect(search.search("video", { filter: ({ id }) => id !== "en-video" })).toEqual([]);
  });

  it("finds a word with a typo in it, for the chat, but not in the Help Center's box", () => {
    expect(search.search("declinde").map(({ document }) => document.id)).toEqual(["en-pay"]);
    expect(search.search("declinde", { every: true })).toEqual([]);
  });
});
