import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Language } from "@common/help";
import { buildHelpLibrary } from "../content/help-library";
import { loadSiteContent } from "../content/site-content";
import type { AccountFacts } from "./account-facts";
import { SupportChat } from "./support-chat";

const content = loadSiteContent(path.resolve(import.meta.dirname, "../../content"));
const chat = new SupportChat(buildHelpLibrary(content));

const ACCOUNT: AccountFacts = {
  username: "ana",
  credits: 7,
  lastPurchase: {
    packageName: "Meal Deal",
    credits: 10,
    amountCents: 1299,
    currency: "usd",
    at: "2025-03-05T10:00:00.000Z",
  },
  latestVideo: {
    title: "Mi primer día",
    status: "completed",
    progressPercent: 100,
    error: null,
    at: "2025-03-06T10:00:00.000Z",
  },
};

const ask = (message: string, language: Language, account: AccountFacts | null = null) =>
  chat.answer({ message, history: [], language, loadAccount: account ? async () => account : null });

/** The Spanish interface's quick-help chips (client/src/i18n/locales/es/support-chat.json). */
const SPANISH_CHIPS = [
  "¿Cómo genero un vídeo?",
  "Problemas con el pago",
  "Problemas de calidad del vídeo",
  "¿Dónde están mis créditos?",
  "Ajustes de la cuenta",
];

/** Words only the English answer and the English help library use. */
const ENGLISH = /\b(You|Your|the|and|credits?|Sign in|From “|Support FAQ|page)\b/;

describe("the offline answer, in the asker's language", () => {
  it("tells a signed-in Spanish speaker their balance, last purchase and latest video in Spanish, with es-ES money and dates", async () => {
    const credits = await ask("¿Cuántos créditos me quedan?", "es", ACCOUNT);
    expect(credits.response).toMatch(/^Tienes 7 créditos; cada vídeo usa uno\.\n\nDel artículo «[^»]+»:\n«[^]+»$/u);
    expect(credits.links).toEqual([{ title: "Página de créditos", href: "/credits" }]);

    const one = await ask("¿Cuál es mi saldo?", "es", { ...ACCOUNT, credits: 1 });
    expect(one.response).toContain("Tienes 1 crédito; cada vídeo usa uno.");

    const purchase = await ask("¿Cuándo fue mi última compra?", "es", ACCOUNT);
    expect(purchase.response).toContain(
      "Tu última compra fue el paquete Meal Deal (10 créditos, 12,99\u00a0US$) el 5 de marzo de 2025, y sus créditos se añadieron a tu saldo.",
    );
    expect((await ask("¿Cuándo pagué?", "es", { ...ACCOUNT, lastPurchase: null })).response).toContain(
      "Todavía no hay compras completadas en tu cuenta.",
    );

    const video = await ask("¿Está listo mi último vídeo?", "es", ACCOUNT);
    expect(video.response).toContain(
      "Tu último vídeo, «Mi primer día», ya está listo: puedes verlo o descargarlo desde tu perfil.",
    );
    expect(video.links).toContainEqual({ title: "Tus vídeos", href: "/profile" });
    const making = await ask("mi video sigue procesando", "es", {
      ...ACCOUNT,
      latestVideo: { ...ACCOUNT.latestVideo!, status: "processing", progressPercent: 40 },
    });
    expect(making.response).toContain("Tu último vídeo, «Mi primer día», se está creando: va por el 40\u00a0%.");
    expect((await ask("¿Y mi vídeo?", "es", { ...ACCOUNT, latestVideo: null })).response).toContain(
      "Todavía no has creado ningún vídeo",
    );

    for (const { response } of [credits, purchase, video, making]) expect(response).not.toMatch(ENGLISH);
    // es-ES writes an amount and a percentage with a no-break space before the sign.
    expect(purchase.response).not.toMatch(/\$\d/);
  });

  it("says in Spanish that a failed video could not be made and its credit was returned, without the English reason", async () => {
    const failed = {
      ...ACCOUNT.latestVideo!,
      status: "error" as const,
      error: "The story could not be turned into a script.",
    };
    const spanish = await ask("¿Por qué falló mi vídeo?", "es", { ...ACCOUNT, latestVideo: failed });
    expect(spanish.response).toContain(
      "Tu último vídeo, «Mi primer día», no se pudo crear; su crédito se ha devuelto a tu saldo.",
    );
    expect(spanish.response).not.toContain("script");

    const english = await ask("Why did my video fail?", "en", { ...ACCOUNT, latestVideo: failed });
    expect(english.response).toContain(
      "Your latest video, “Mi primer día”, could not be made (The story could not be turned into a script); its credit was returned to your balance.",
    );
  });

  it("answers a question in the language it is asked in, not only the interface's", async () => {
    const spanish = await ask("¿Cuántos créditos me quedan?", "en", ACCOUNT);
    expect(spanish.response).not.toMatch(ENGLISH);
    const english = await ask("How many credits do I have left?", "es", ACCOUNT);
    expect(english.response).toMatch(/\byou have\b/i);
  });

  it("tells the asker about their own purchase only when they ask about it, not about paying in general", async () => {
    for (const [question, language] of [
      ["Payment issues", "en"],
      ["Problemas con el pago", "es"],
      ["Problemas con el pago", "en"],
    ] as const) {
      const { response } = await ask(question, language, ACCOUNT);
      expect(response, question).not.toMatch(/Your last purchase|Tu última compra/);
    }
    expect((await ask("When did I pay?", "en", ACCOUNT)).response).toMatch(/Your last purchase/);
  });

  it("asks a Spanish-speaking guest to sign in, in Spanish", async () => {
    const { response, links } = await ask("¿Dónde están mis créditos?", "es");
    expect(response).toMatch(
      /^Inicia sesión y podré decirte tu saldo, tus compras y el estado de tus vídeos\.\n\nDel artículo «/u,
    );
    expect(links).toEqual([]);
  });

  it("never quotes or links the English-only help library for a Spanish question: no article found is the Spanish not-found reply", async () => {
    // The English library has an answer about account settings, the Spanish Help Center none.
    expect((await ask("Account settings", "en")).response).not.toMatch(/^I couldn't find that/);
    const { response, links } = await ask("Ajustes de la cuenta", "es");
    expect(response).toMatch(/^No lo he encontrado en los artículos de ayuda\./);
    expect(links).toEqual([{ title: "Contactar con el equipo de soporte", href: "/support#contact" }]);
  });

  it("answers each Spanish quick-help chip in Spanish, for a guest and a signed-in person", async () => {
    for (const chip of SPANISH_CHIPS) {
      for (const account of [null, ACCOUNT]) {
        const { response, links, helpArticles } = await ask(chip, "es", account);
        expect(response, chip).toMatch(/^(Tienes|Tu |Inicia sesión|Del artículo «|No lo he encontrado)/u);
        expect(response, chip).not.toMatch(ENGLISH);
        for (const link of links)
          expect(link.title, chip).toMatch(/^(Página de créditos|Tus vídeos|Contactar con el equipo de soporte)$/);
        if (!response.startsWith("No lo he encontrado")) expect(helpArticles.length, chip).toBeGreaterThan(0);
      }
    }
    expect((await ask("¿Dónde están mis créditos?", "es", ACCOUNT)).response).toMatch(/^Tienes 7 créditos/);
    expect((await ask("¿Cómo genero un vídeo?", "es")).response).toMatch(/^Del artículo «/u);
  });

  it("answers a problem with a payment or a video from the article about it, in the asker's language", async () => {
    const payment = await ask("I have a problem with my payment", "en");
    expect(payment.helpArticles[0]).toEqual({ id: "payment-issues", title: "Payment problems and missing credits" });
    expect(payment.response).toMatch(/From “My payment failed[^”]*”:\n“[^]*card[^]*”$/u);

    const pago = await ask("Tengo un problema con mi pago", "es");
    expect(pago.helpArticles[0]).toEqual({ id: "payment-issues", title: "Problemas con pagos y créditos que faltan" });
    expect(pago.response).toMatch(/Del artículo «Problemas con pagos y créditos que faltan»:\n«[^]+»$/u);
    expect(pago.response).not.toMatch(ENGLISH);

    for (const [question, language] of [
      ["I have a problem with my video", "en"],
      ["Why did my video fail?", "en"],
      ["tengo un problema con el vídeo", "es"],
      ["¿Por qué falló mi vídeo?", "es"],
    ] as const) {
      const { helpArticles } = await ask(question, language);
      expect(helpArticles[0]?.id, question).toBe("video-stuck");
    }
    const falla = await ask("mi vídeo falla, ¿me devuelven el crédito?", "es");
    expect(falla.response).toMatch(
      /«El vídeo ha fallado\. El mensaje explica por qué, y tu crédito ya se ha reembolsado/u,
    );
  });

  it("finds the account topics in Spanish words, accents or not, and keeps the English ones", async () => {
    const topicsOf = async (message: string) => (await ask(message, "es", ACCOUNT)).links.map(({ href }) => href);
    for (const message of [
      "créditos",
      "mi credito",
      "¿cuánto saldo tengo?",
      "me cobraron dos veces",
      "quiero un reembolso",
      "¿dónde está mi recibo?",
      "¿qué pasó con mi pedido?",
    ]) {
      expect(await topicsOf(message), message).toContain("/credits");
    }
    for (const message of [
      "mi vídeo",
      "mi ultimo video",
      "el vídeo está atascado",
      "¿Está listo mi último vídeo?",
      "mi video ha fallado",
    ]) {
      expect(await topicsOf(message), message).toContain("/profile");
    }
    expect(await topicsOf("¿Cómo genero un vídeo?")).toEqual([]);
    expect((await ask("How many credits do I have?", "en", ACCOUNT)).links).toContainEqual({
      title: "Credits page",
      href: "/credits",
    });
    expect((await ask("What is the status of my latest video?", "en", ACCOUNT)).links).toContainEqual({
      title: "Your videos",
      href: "/profile",
    });
  });

  it("leaves the English answer as it was: English wording, en-US money, en-GB dates, the library quoted and linked", async () => {
    const { response, links } = await ask("When was my last purchase?", "en", ACCOUNT);
    expect(response).toContain(
      "Your last purchase was the Meal Deal (10 credits, $12.99) on 5 March 2025, and its credits were added.",
    );
    expect(response).toMatch(/From “[^”]+”:\n“[^]+”$/u);
    expect(links[0]).toEqual({ title: "Credits page", href: "/credits" });
    expect(links.length).toBeGreaterThan(1);
    expect((await ask("xylophone quaternion zeppelin", "en")).response).toMatch(
      /^I couldn't find that in the help articles\./,
    );
  });
});
