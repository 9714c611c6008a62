import { describe, expect, it } from "vitest";
import { countLabel } from "./count-label";

describe("countLabel", () => {
  it("is singular only for exactly one and groups thousands", () => {
    expect(countLabel(0, "post")).toBe("0 posts");
    expect(countLabel(1, "post")).toBe("1 post");
    expect(countLabel(1204, "like")).toBe("1,204 likes");
    expect(countLabel(2, "reply", "replies")).toBe("2 replies");
  });
});
