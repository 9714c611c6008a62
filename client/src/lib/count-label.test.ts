import { afterAll, describe, expect, it } from "vitest";
import { setLanguage } from "@/i18n";
import { countLabel } from "./count-label";

afterAll(() => setLanguage("en"));

describe("countLabel", () => {
  it("is singular only for exactly one and groups thousands", () => {
    expect(countLabel(0, "post")).toBe("0 posts");
    expect(countLabel(1, "post")).toBe("1 post");
    expect(countLabel(1204, "like")).toBe("1,204 likes");
    expect(countLabel(2, "comment")).toBe("2 comments");
  });

  it("speaks the interface's language", async () => {
    await setLanguage("es");
    expect(countLabel(1, "comment")).toBe("1 comentario");
    expect(countLabel(12040, "view")).toBe("12.040 visualizaciones");
  });
});
