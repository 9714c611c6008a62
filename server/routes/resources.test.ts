import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../content/site-content";
import { testEngines } from "../test-support/test-app";
import { useTestApp } from "../test-support/use-test-app";
import { NEWSLETTER_CONFIRMATION } from "./resources";

const content = loadSiteContent(path.join(import.meta.dirname, "../test-support/site-content"));

describe.each(testEngines)("resource center (%s)", (engine) => {
  const t = useTestApp(engine, { content });
  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("lists only published articles, newest first, with read time, cover and tags", async () => {
    const res = await get("/api/resources/articles");
    expect(res.statusCode).toBe(200);
    const articles = res.json();
    expect(articles.map((a: { slug: string }) => a.slug)).toEqual(["posting-times", "hooks-that-work"]);
    expect(articles[1]).toMatchObject({
      title: "Hooks That Work",
      category: "storytelling",
      tags: ["hooks", "openings"],
      published: true,
      featured: true,
      created_at: "2025-02-01",
      read_time: 1,
      image_url: "/api/resources/articles/hooks-that-work/cover.svg",
    });
    expect(articles[1].content).toBeUndefined();
  });

  it("never serves an unpublished article, nor its cover, and 404s an unknown slug", async () => {
    for (const url of [
      "/api/resources/articles/secret-draft",
      "/api/resources/articles/secret-draft/cover.svg",
      "/api/resources/articles/nope",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe("That article was not found.");
    }
    expect(JSON.stringify((await get("/api/resources/articles?search=secret")).json())).toBe("[]");
  });

  it("searches title, excerpt and tags case-insensitively, and filters by category", async () => {
    const slugs = async (query: string) =>
      (await get(`/api/resources/articles?${query}`)).json().map((a: { slug: string }) => a.slug);
    expect(await slugs("search=HOOKS")).toEqual(["hooks-that-work"]);
    expect(await slugs("search=consistency")).toEqual(["posting-times"]);
    expect(await slugs("search=the%20weather")).toEqual(["hooks-that-work"]);
    expect(await slugs("search=OPENINGS")).toEqual(["posting-times", "hooks-that-work"]);
    expect(await slugs("category=strategy")).toEqual(["posting-times"]);
    expect(await slugs("category=psychology")).toEqual([]);
    const bad = await get("/api/resources/articles?category=cooking");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/storytelling, strategy or psychology/);
  });

  it("serves the article as sanitised HTML: no script, no event handler, no javascript: link; related by shared tags", async () => {
    const article = (await get("/api/resources/articles/hooks-that-work")).json();
    expect(article.content).toContain("<h2>Start in the middle</h2>");
    expect(article.content).toContain("<strong>moment</strong>");
    expect(article.content).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(article.content).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">safe link</a>',
    );
    expect(article.related.map((a: { slug: string }) => a.slug)).toEqual(["posting-times"]);
  });

  it("draws a cover picture for each article", async () => {
    const res = await get("/api/resources/articles/hooks-that-work/cover.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toMatch(/^<svg[^>]+width="1200"/);
    expect(res.body).toContain("<path"); // the icon's drawing
  });

  it("stores a newsletter address once; subscribing again is no error", async () => {
    for (const email of ["Reader@Example.com", "reader@example.com "]) {
      const res = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(NEWSLETTER_CONFIRMATION);
    }
    const rows = await t.database.db.selectFrom("newsletter_subscribers").select("email").execute();
    expect(rows).toEqual([{ email: "reader@example.com" }]);
    const bad = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "not-an-address" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid email/);
  });
});
