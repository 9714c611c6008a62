import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import "@/i18n";
import { Router } from "wouter";
import { AiToolsPage } from "./ai-tools-page";

describe("the AI Tools page", () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/perplexity-tools">
        <AiToolsPage />
      </Router>
    </QueryClientProvider>,
  );

  it("offers the three tools as tabs, Enhance Story first", () => {
    const tabs = [
      ...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>(.*?)<\/button>/g),
    ].map((m) => [m[2]!.replace(/<[^>]+>/g, ""), m[1]]);
    expect(tabs).toEqual([
      ["Enhance Story", "true"],
      ["Verify Facts", "false"],
      ["Generate Hashtags", "false"],
    ]);
  });

  it("labels every field, and lists the six styles and six platforms", () => {
    const fields: [string, string][] = [
      ["enhance-story", "Story to enhance"],
      ["enhance-topic", "Topic (optional)"],
      ["enhance-style", "Style"],
      ["verify-story", "Story to check"],
      ["hashtags-story", "Story for hashtags"],
      ["hashtags-platform", "Platform"],
    ];
    for (const [id, label] of fields) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>${label.replace(/[()]/g, "\\$&")}</label>`));
    }
    expect([...html.matchAll(/<option value="([a-z]+)"/g)].map((m) => m[1])).toEqual([
      ...["conversational", "academic", "professional", "casual", "poetic", "humorous"],
      ...["general", "instagram", "twitter", "tiktok", "linkedin", "facebook"],
    ]);
    expect(html).toContain("0/1000");
  });

  it("says what the tools really do, offline by default", () => {
    expect(html).toContain("Nothing is looked up on the web.");
    expect(html).not.toMatch(/AI-powered/i);
  });
});
