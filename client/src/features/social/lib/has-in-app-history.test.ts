import { describe, expect, it } from "vitest";
import { hasInAppHistory } from "./has-in-app-history";

const origin = "https://storybites.app";
const at = (path: string) => origin + path;

describe("hasInAppHistory", () => {
  it("is false in a tab opened on this page", () => {
    expect(
      hasInAppHistory({
        historyLength: 1,
        currentUrl: at("/social/tiktok"),
        entryUrl: at("/social/tiktok"),
        referrer: "",
        origin,
      }),
    ).toBe(false);
  });

  it("is false when another site (or an empty tab) comes before the page the app started on", () => {
    const here = { currentUrl: at("/social/tiktok"), entryUrl: at("/social/tiktok"), origin, historyLength: 3 };
    expect(hasInAppHistory({ ...here, referrer: "https://www.google.com/" })).toBe(false);
    expect(hasInAppHistory({ ...here, referrer: "" })).toBe(false);
  });

  it("is true after moving inside the app, or when a page of this site linked here", () => {
    expect(
      hasInAppHistory({
        historyLength: 3,
        currentUrl: at("/social/tiktok"),
        entryUrl: at("/about"),
        referrer: "",
        origin,
      }),
    ).toBe(true);
    expect(
      hasInAppHistory({
        historyLength: 2,
        currentUrl: at("/social/tiktok"),
        entryUrl: at("/social/tiktok"),
        referrer: at("/about"),
        origin,
      }),
    ).toBe(true);
  });

  it("trusts the history length when the browser does not say where the app started", () => {
    expect(
      hasInAppHistory({ historyLength: 2, currentUrl: at("/social/x"), entryUrl: undefined, referrer: "", origin }),
    ).toBe(true);
  });
});
