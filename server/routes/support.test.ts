import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../content/site-content";
import { registerAndSignIn, testEngines } from "../test-support/test-app";
import { useTestApp } from "../test-support/use-test-app";

const content = loadSiteContent(path.join(import.meta.dirname, "../test-support/site-content"));

describe.each(testEngines)("support and legal pages (%s)", (engine) => {
  const t = useTestApp(engine, { content });

  it("stores a Contact Us request, from a guest or a signed-in person, and confirms it", async () => {
    const payload = {
      name: " Jamie ",
      email: "Jamie@Example.com",
      subject: "Video stuck",
      message: "My video has been processing for an hour.",
    };
    const guest = await t.app.inject({ method: "POST", url: "/api/support/requests", payload });
    expect(guest.statusCode).toBe(201);
    expect(guest.json().message).toBe("Support request submitted");
    const { cookie, user } = await registerAndSignIn(t.app);
    const signedIn = await t.app.inject({ method: "POST", url: "/api/support/requests", payload, headers: { cookie } });
    expect(signedIn.statusCode).toBe(201);
    const rows = await t.database.db
      .selectFrom("support_requests")
      .select(["name", "email", "user_id"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { name: "Jamie", email: "jamie@example.com", user_id: null },
      { name: "Jamie", email: "jamie@example.com", user_id: user.id },
    ]);
  });

  it("refuses an incomplete request with what is missing, and stores nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/support/requests",
      payload: { name: "", email: "x", subject: " ", message: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      subject: "Please enter a subject.",
      message: "Please enter a message.",
    });
    const before = await t.database.db.selectFrom("support_requests").select("id").execute();
    expect(before.length).toBe(2);
  });

  it("serves the legal pages as sanitised HTML with their date, and 404s any other page", async () => {
    for (const page of ["terms", "privacy", "cookies"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/legal/${page}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: `Page ${page}`, updated: "May 7, 2025" });
      expect(res.json().html).not.toContain("<iframe");
    }
    expect((await t.app.inject({ method: "GET", url: "/api/legal/secrets" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/legal/toString" })).statusCode).toBe(404);
  });

  it("serves the FAQ and the About copy, in English by default", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/content/faq" })).json()).toEqual([
      { question: "Q1?", answer: "A1." },
    ]);
    expect((await t.app.inject({ method: "GET", url: "/api/content/about" })).json().mission).toBe("M.");
    expect((await t.app.inject({ method: "GET", url: "/api/content/about?lang=en" })).json().mission).toBe("M.");
  });

  it("serves the FAQ and the About copy in Spanish when asked, shaped like the English, and refuses another language clearly", async () => {
    const faq = await t.app.inject({ method: "GET", url: "/api/content/faq?lang=es" });
    expect(faq.statusCode).toBe(200);
    expect(faq.json()).toEqual([{ question: "¿P1?", answer: "R1." }]);
    const about = await t.app.inject({ method: "GET", url: "/api/content/about?lang=es" });
    expect(about.statusCode).toBe(200);
    expect(about.json()).toEqual({
      mission: "Misión.",
      howItWorks: [{ title: "Paso", description: "Descripción" }],
      features: [{ title: "Función", description: "Descripción" }],
    });
    for (const url of ["/api/content/faq?lang=fr", "/api/content/about?lang=fr", "/api/content/about?lang=ES"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        message: "This page is written in English (en) and Spanish (es).",
        code: "content_language_invalid",
      });
    }
  });

  it("serves the Help Center in English by default and in Spanish when asked, and refuses another language clearly", async () => {
    const english = await t.app.inject({ method: "GET", url: "/api/help" });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toMatchObject({
      language: "en",
      categories: expect.arrayContaining([expect.objectContaining({ id: "account", name: "Account & Billing" })]),
    });
    expect(english.json().articles).toHaveLength(9);
    const spanish = await t.app.inject({ method: "GET", url: "/api/help?lang=es" });
    expect(spanish.json()).toMatchObject({
      language: "es",
      categories: expect.arrayContaining([expect.objectContaining({ id: "getting-started", name: "Primeros pasos" })]),
    });
    const french = await t.app.inject({ method: "GET", url: "/api/help?lang=fr" });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe("Help is written in English (en) and Spanish (es).");
  });
});
