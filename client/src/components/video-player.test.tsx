import "@/i18n";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoPlayer } from "./video-player";

describe("the video player", () => {
  it("has a seek slider and a volume slider a keyboard or screen reader can use", () => {
    const html = renderToStaticMarkup(
      <VideoPlayer
        src="/media/videos/1/video.mp4"
        aspectRatio="9:16"
        title="Grandma vs. the Wave"
        script="We built a sandcastle."
      />,
    );
    const sliders = [...html.matchAll(/<span[^>]*role="slider"[^>]*>/g)].map((m) => m[0]);
    expect(sliders.map((s) => /aria-label="([^"]+)"/.exec(s)?.[1])).toEqual(["Seek", "Volume"]);
    expect(sliders[0]).toContain('aria-valuetext="0:00 of 0:00"');
    expect(sliders[1]).toContain('aria-valuetext="100%"');
  });

  it("leaves out its local like, save and copy-script row for pages with their own actions", () => {
    const props = {
      src: "/media/showcase/1/video.mp4",
      title: "Grandma vs. the Wave",
      script: "We built a sandcastle.",
    };
    expect(renderToStaticMarkup(<VideoPlayer {...props} aspectRatio="9:16" />)).toContain("Copy script");
    const html = renderToStaticMarkup(<VideoPlayer {...props} showActions={false} />);
    expect(html).not.toContain("Copy script");
    expect(html).not.toContain("aria-pressed");
    // No ratio given: a vertical frame until the file's own size is known.
    expect(html).toContain("aspect-ratio:9 / 16");
  });
});
