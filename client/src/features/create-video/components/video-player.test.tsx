import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoPlayer } from "./video-player";

describe("the video player", () => {
  it("has a seek slider and a volume slider a keyboard or screen reader can use", () => {
    const html = renderToStaticMarkup(<VideoPlayer src="/media/videos/1/video.mp4" aspectRatio="9:16" title="Grandma vs. the Wave" script="We built a sandcastle." />);
    const sliders = [...html.matchAll(/<span[^>]*role="slider"[^>]*>/g)].map((m) => m[0]);
    expect(sliders.map((s) => /aria-label="([^"]+)"/.exec(s)?.[1])).toEqual(["Seek", "Volume"]);
    expect(sliders[0]).toContain('aria-valuetext="0:00 of 0:00"');
    expect(sliders[1]).toContain('aria-valuetext="100%"');
  });
});
