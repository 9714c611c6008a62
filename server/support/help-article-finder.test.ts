import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Language } from "@common/help";
import { loadHelpCenter } from "../content/help-center";
import { articleTerm, HelpArticleFinder } from "./help-article-finder";

const help = loadHelpCenter(path.resolve(import.meta.dirname, "../../content/help"));
const finder = new HelpArticleFinder(help);
const ids = (question: string, language: Language = "en") =>
  finder.find(question, language, 2).map(({ article }) => article.id);

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
  });

  it("reaches the right article from a Spanish question, accents or not, and returns it in Spanish", () => {
    const [refund] = finder.find("¿Me devuelven el crédito si mi vídeo falla?", "es", 2);
    expect(refund?.article).toMatchObject({
      id: "video-stuck",
      title: "Mi vídeo tarda mucho, parece atascado o ha fallado",
    });
    expect(refund?.quote).toContain("tu crédito ya se ha reembolsado");
    expect(ids("mi video esta atascado", "es")[0]).toBe("video-stuck");
    expect(ids("me cobraron dos veces", "es")[0]).toBe("payment-issues");
    expect(ids("¿Cómo descargo mi vídeo?", "es")[0]).toBe("sharing-tips");
  });

  it("puts first, of articles the question scores the same, the one whose title it echoes", () => {
    expect(ids("Problemas con el pago", "es")).toEqual(["payment-issues", "purchase-credits"]);
    expect(ids("Payment issues")).toEqual(["payment-issues", "purchase-credits"]);
  });

  it("finds an article whichever language the question is typed in, and returns it in the interface's", () => {
    const [article] = finder.find("my card was declined", "es", 2);
    expect(article?.article).toMatchObject({
      id: "payment-issues",
      title: "Problemas con pagos y créditos que faltan",
    });
  });

  it("quotes the opening of the section that answers, not the article's first lines", () => {
    const [match] = finder.find("how do I get a refund if my video fails?", "en", 2);
    expect(match?.quote).toBe(
      "The video failed. The message explains why, and your credit has already been refunded to your balance automatically, exactly once.",
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
    ] as const) {
      expect(ids(message, language), message).toEqual([]);
    }
    expect(finder.find("how do I post my video on tiktok", "en", 1)).toHaveLength(1);
  });

  it("compares words without their endings or accents, in both languages", () => {
    expect(articleTerm("Vídeos")).toBe(articleTerm("video"));
    expect(articleTerm("créditos")).toBe(articleTerm("credits"));
    expect(articleTerm("refunded")).toBe(articleTerm("refund"));
    expect(articleTerm("pagar")).toBe(articleTerm("pago"));
    expect(articleTerm("the")).toBeNull();
    expect(articleTerm("gracias")).toBeNull();
  });
});
