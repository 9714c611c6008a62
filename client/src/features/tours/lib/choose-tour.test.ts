import { describe, expect, it } from "vitest";
import { tourForRequest, tourOfPath } from "./choose-tour";

const nothingOnScreen = () => false;
const optionsOnScreen = (selector: string) => selector === "#options-look";

describe("which tour a button starts", () => {
  it("takes the tour of the page the person is on", () => {
    expect(tourForRequest("page", "/", nothingOnScreen).id).toBe("landing_intro");
    expect(tourForRequest("page", "/credits", nothingOnScreen).id).toBe("credits_tutorial");
    expect(tourForRequest("page", "/dashboard", nothingOnScreen).id).toBe("dashboard_intro");
  });

  it("on the dashboard, explains the options once the wizard shows them", () => {
    expect(tourForRequest("page", "/dashboard", optionsOnScreen).id).toBe("video_options");
    expect(tourForRequest("dashboard", "/dashboard", optionsOnScreen).id).toBe("video_options");
  });

  it("falls back to the landing page's tour where a page has none, and for the landing and about keys", () => {
    expect(tourForRequest("page", "/community", nothingOnScreen).id).toBe("landing_intro");
    expect(tourForRequest("about", "/about", nothingOnScreen).id).toBe("landing_intro");
    expect(tourForRequest("landing", "/profile", nothingOnScreen).id).toBe("landing_intro");
  });

  it("knows which pages have a tour of their own", () => {
    expect(tourOfPath("/profile", nothingOnScreen)).toBeNull();
    expect(tourOfPath("/", nothingOnScreen)?.id).toBe("landing_intro");
  });
});
