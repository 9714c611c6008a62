import { describe, expect, it } from "vitest";
import { helpView, navigateHelp, START } from "./help-navigation";

describe("moving around the Help Center", () => {
  it("goes back through the articles visited, then to the list", () => {
    let state = navigateHelp(START, { type: "open", id: "credits-explained" });
    state = navigateHelp(state, { type: "open", id: "purchase-credits" });
    expect(helpView(state)).toEqual({ kind: "article", id: "purchase-credits" });
    state = navigateHelp(state, { type: "back" });
    expect(helpView(state)).toEqual({ kind: "article", id: "credits-explained" });
    state = navigateHelp(state, { type: "back" });
    expect(helpView(state)).toEqual({ kind: "list", tab: "all" });
  });

  it("clears the search text when an article is chosen from the results", () => {
    let state = navigateHelp(START, { type: "search", query: "credit card" });
    expect(helpView(state)).toEqual({ kind: "results", query: "credit card" });
    state = navigateHelp(state, { type: "open", id: "purchase-credits" });
    expect(state.query).toBe("");
    expect(helpView(state)).toEqual({ kind: "article", id: "purchase-credits" });
  });

  it("shows the list for blank search text, on the tab chosen", () => {
    let state = navigateHelp(START, { type: "tab", tab: "sharing" });
    state = navigateHelp(state, { type: "search", query: "   " });
    expect(helpView(state)).toEqual({ kind: "list", tab: "sharing" });
  });

  it("opens straight on an article when asked, with Back going to the list", () => {
    const state = navigateHelp(
      { query: "x", tab: "account", history: ["video-stuck"] },
      { type: "reset", id: "video-options" },
    );
    expect(helpView(state)).toEqual({ kind: "article", id: "video-options" });
    expect(helpView(navigateHelp(state, { type: "back" }))).toEqual({ kind: "list", tab: "all" });
  });
});
