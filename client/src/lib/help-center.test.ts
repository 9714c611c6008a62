import { describe, expect, it } from "vitest";
import { onHelpCenterRequest, openHelpCenter } from "./help-center";

describe("asking for the Help Center", () => {
  it("reaches the listener, with the article asked for, until it stops listening", () => {
    const target = new EventTarget();
    const asked: Array<string | undefined> = [];
    const stop = onHelpCenterRequest((id) => asked.push(id), target);
    openHelpCenter(undefined, target);
    openHelpCenter("video-stuck", target);
    stop();
    openHelpCenter("credits-explained", target);
    expect(asked).toEqual([undefined, "video-stuck"]);
  });
});
