import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Language } from "@common/help";
import { buildHelpLibrary } from "./help-library";
import { markdownSections } from "./markdown";
import { loadSiteContent } from "./site-content";

const library = buildHelpLibrary(loadSiteContent(path.resolve(import.meta.dirname, "../../content")));
const ids = (question: string, language: Language = "en") =>
  library.findArticles(question, language, 2).map(({ article }) => article.id);

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
    expect(library.search("I have a problem with my payment")[0]?.passage.title).toMatch(/^My payment failed/);
    expect(library.search("How do I pay?")[0]?.passage.title).toBe("How can I pay for credits?");
  });

  it("finds no passage for the words every question has, small talk, or a word every passage has", () => {
    expect(library.search("how do I")).toEqual([]);
    for (const message of ["Thanks a lot!", "tell me a joke", "what's the weather like today?", "my video"])
      expect(library.search(message), message).toEqual([]);
  });
});

describe("finding the Help Center articles for a chat message", () => {
  it("reaches the right article from a natural English question, not only from its exact words", () => {
    expect(ids("how do I get a refund if my video fails?")[0]).toBe("video-stuck");
    expect(ids("my video is stuck at 0%")[0]).toBe("video-stuck");
    expect(ids("my card was declined")[0]).toBe("payment-issues");
    expect(ids("I was charged twice")[0]).toBe("payment-issues");
    expect(ids("How to generate a video?")[0]).toBe("create-first-video");
    expect(ids("how many credits does a video cost")[0]).toBe("credits-explained");
    expect(ids("what aspect ratio for instagram reels")[0]).toBe("platform-optimization");
    // Other words for the same thing: making is generating, paying for credits is buying them.
    expect(ids("how do I make a video")[0]).toBe("create-first-video");
    expect(ids("How do I pay for credits?")).toContain("purchase-credits");
    expect(ids("How do I pay?")[0]).toBe("purchase-credits");
  });

  it("takes a problem for what the question is about, and what the problem is with for more", () => {
    expect(ids("I have a problem with my payment")[0]).toBe("payment-issues");
    expect(ids("I have a problem with my video")[0]).toBe("video-stuck");
    expect(ids("there's something wrong with my video")[0]).toBe("video-stuck");
    expect(ids("Why did my video fail?")[0]).toBe("video-stuck");
    expect(ids("my video has an error")[0]).toBe("video-stuck");
    expect(ids("Video quality problems")[0]).toBe("video-options");
    expect(ids("Tengo un problema con mi pago", "es")[0]).toBe("payment-issues");
    expect(ids("tengo un problema con el vídeo", "es")[0]).toBe("video-stuck");
    expect(ids("¿Por qué falló mi vídeo?", "es")[0]).toBe("video-stuck");
    expect(ids("Problemas de calidad del vídeo", "es")[0]).toBe("video-options");
  });

  it("reaches the right article from a Spanish question, accents or not, and returns it in Spanish", () => {
    const [refund] = library.findArticles("¿Me devuelven el crédito si mi vídeo falla?", "es", 2);
    expect(refund?.article).toMatchObject({
      id: "video-stuck",
      title: "Mi vídeo tarda mucho, parece atascado o ha fallado",
    });
    expect(refund?.quote).toContain("tu crédito ya se ha reembolsado");
    expect(ids("mi video esta atascado", "es")[0]).toBe("video-stuck");
    expect(ids("me cobraron dos veces", "es")[0]).toBe("payment-issues");
    expect(ids("¿Cómo descargo mi vídeo?", "es")[0]).toBe("sharing-tips");
    expect(ids("¿Cómo compro créditos?", "es")[0]).toBe("purchase-credits");
    expect(ids("mi tarjeta fue rechazada", "es")[0]).toBe("payment-issues");
    expect(ids("¿Qué formato para TikTok?", "es")[0]).toBe("platform-optimization");
    expect(ids("¿Cuántos créditos me quedan?", "es")[0]).toBe("credits-explained");
  });

  it("puts first, of articles a question is about, the one its words say most", () => {
    expect(ids("Problemas con el pago", "es")).toEqual(["payment-issues", "purchase-credits"]);
    expect(ids("Payment issues")).toEqual(["payment-issues", "purchase-credits"]);
  });

  it("finds an article whichever language the question is typed in, and returns it in the interface's", () => {
    const [article] = library.findArticles("my card was declined", "es", 2);
    expect(article?.article).toMatchObject({
      id: "payment-issues",
      title: "Problemas con pagos y créditos que faltan",
    });
  });

  it("quotes the opening of the section that answers, not the article's first lines", () => {
    const [match] = library.findArticles("how do I get a refund if my video fails?", "en", 2);
    expect(match?.quote).toBe(
      "The video failed. The message explains why, and your credit has already been refunded to your balance automatically, exactly once.",
    );
  });

  it("quotes the article's opening, its gist, when no section says more about the question than a common word", () => {
    const [match] = library.findArticles("mi video esta atascado", "es", 2);
    expect(match?.quote).toBe(
      "La mayoría de los vídeos están listos en un plazo de 30 segundos a 2 minutos. Los vídeos largos y los momentos de mucha actividad tardan más.",
    );
  });

  it("finds nothing for small talk or a question no article is about, and never more than asked for", () => {
    for (const [message, language] of [
      ["Hi! How are you?", "en"],
      ["Thanks a lot!", "en"],
      ["tell me a joke", "en"],
      ["what's the weather like today?", "en"],
      ["¡Hola! ¿Qué tal?", "es"],
      ["Muchas gracias", "es"],
      ["xylophone quaternion zeppelin", "en"],
      // A word or two of an article's body are chance, not what it is about.
      ["Account settings", "en"],
      ["Ajustes de la cuenta", "es"],
    ] as const) {
      expect(ids(message, language), message).toEqual([]);
    }
    expect(library.findArticles("how do I post my video on tiktok", "en", 1)).toHaveLength(1);
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
