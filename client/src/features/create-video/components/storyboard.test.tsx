import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import i18next from "i18next";
import "@/i18n";
import { NARRATOR_WHO } from "@common/script";
import type { Look, Storyboard, StoryboardScene } from "@common/videos";
import { clock, SceneStoryboard, StoryboardStrip, StoryboardSummary } from "./storyboard";
import { StoryPreviewFrame } from "./story-preview-frame";

const scene: StoryboardScene = {
  id: "scene-2",
  start: 2.82,
  end: 6.44,
  narration: "One Sunday she borrowed my bike and wobbled down the street.",
  setting: { kind: "street", time: "day", word: "street", label: "Street by day" },
  pictures: [
    { word: "street", kind: "place", picture: null },
    { word: "she", kind: "person", picture: { id: "fluent-emoji-flat:old-woman", name: "old-woman" }, who: "grandma" },
    { word: "bike", kind: "vehicle", picture: { id: "fluent-emoji-flat:bicycle", name: "bicycle" } },
    { word: "knee", kind: "unknown", picture: null },
  ],
};

const board: Storyboard = {
  estimated: true,
  speechRate: 1,
  titleCard: { start: 0, end: 2.82, title: "My Grandma vs. the Bike", hook: "Let me tell you about my grandma." },
  scenes: [scene],
  endCard: { start: 26.7, end: 28.1, closing: "I would not change it." },
  total: 28.1,
};

/** Text as a person (or a screen reader) reads it: tags gone, whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ")
    .trim();

describe("storyboard", () => {
  it("shows a scene's approximate times, its setting, each picture with its word, and the words without one", () => {
    const html = renderToStaticMarkup(<SceneStoryboard scene={scene} />);
    expect(text(html)).toContain("From about 0:03 to 0:06");
    expect(text(html)).toContain("≈ 0:03–0:06");
    expect(text(html)).toContain("Setting: Street by day");
    expect(html).toContain('src="/api/pictures/fluent-emoji-flat%3Aold-woman.png"');
    expect(html).toContain('src="/api/pictures/fluent-emoji-flat%3Abicycle.png"');
    const pictures = /<ul aria-label="Pictures"[^>]*>(.*?)<\/ul>/.exec(html)![1]!;
    expect(text(pictures)).toBe("she (grandma) bike");
    expect(text(html)).toContain("No picture: street (the setting), knee");
  });

  it("names the author 'you' among the people 'we' draws", () => {
    const we = {
      ...scene,
      pictures: [
        {
          word: "We",
          kind: "person" as const,
          picture: { id: "fluent-emoji-flat:child", name: "child" },
          who: NARRATOR_WHO,
        },
        {
          word: "We",
          kind: "person" as const,
          picture: { id: "fluent-emoji-flat:old-woman", name: "old-woman" },
          who: "grandma",
        },
      ],
    };
    const pictures = /<ul aria-label="Pictures"[^>]*>(.*?)<\/ul>/.exec(
      renderToStaticMarkup(<SceneStoryboard scene={we} />),
    )![1]!;
    expect(text(pictures)).toBe("We (you) We (grandma)");
  });

  it("says so when a scene has no pictures, and still names the setting it is drawn in", () => {
    const html = renderToStaticMarkup(
      <SceneStoryboard
        scene={{ ...scene, setting: { kind: "park", time: "day", word: null, label: "Park by day" }, pictures: [] }}
      />,
    );
    expect(text(html)).toContain("No pictures in this scene.");
    expect(text(html)).toContain("Setting: Park by day");
    expect(html).toContain('title="Carried on from the story"');
    expect(html).not.toContain("<img");
  });

  it("names the setting in the interface's language, as the studio does in English", async () => {
    const at = (kind: StoryboardScene["setting"]["kind"], time: StoryboardScene["setting"]["time"]) =>
      text(
        renderToStaticMarkup(
          <SceneStoryboard scene={{ ...scene, setting: { kind, time, word: null, label: "" }, pictures: [] }} />,
        ),
      );
    expect(at("city-night", "night")).toContain("Setting: City at night");
    expect(at("living-room", "morning")).toContain("Setting: Living room in the morning");
    await i18next.changeLanguage("es");
    try {
      expect(at("beach", "sunset")).toContain("Playa al atardecer");
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("times the title and end cards under the hook and the closing line", () => {
    const ready = { kind: "ready", storyboard: board, updating: false } as const;
    expect(text(renderToStaticMarkup(<StoryboardStrip state={ready} part={{ card: "title" }} />))).toContain(
      "≈ 0:00–0:03 · title card",
    );
    expect(text(renderToStaticMarkup(<StoryboardStrip state={ready} part={{ card: "end" }} />))).toContain(
      "≈ 0:27–0:28 · end card",
    );
    expect(renderToStaticMarkup(<StoryboardStrip state={ready} part={{ sceneId: "scene-2" }} />)).toContain(
      "scene-storyboard",
    );
    expect(
      renderToStaticMarkup(<StoryboardStrip state={{ ...ready, updating: true }} part={{ sceneId: "scene-2" }} />),
    ).toContain("opacity-60");
    expect(renderToStaticMarkup(<StoryboardStrip state={{ kind: "loading" }} part={{ card: "title" }} />)).toContain(
      "animate-pulse",
    );
    expect(renderToStaticMarkup(<StoryboardStrip state={{ kind: "empty" }} part={{ card: "title" }} />)).toBe("");
  });

  it("sums up the total as approximate, and says what to do in the loading, empty, error and too-long states", () => {
    const summary = (state: Parameters<typeof StoryboardSummary>[0]["state"], duration: "short" | "medium" = "short") =>
      renderToStaticMarkup(<StoryboardSummary state={state} duration={duration} />);
    const ready = summary({ kind: "ready", storyboard: board, updating: false });
    expect(text(ready)).toContain("About 0:28 in all.");
    expect(text(ready)).toContain("Times are approximate");
    expect(text(ready)).not.toContain("longer than");
    const tooLong = summary({ kind: "ready", storyboard: { ...board, total: 34.6 }, updating: false });
    expect(text(tooLong)).toContain("That is longer than a short video");
    // Too short even with the title card and last shot held: said before the credit is spent.
    const tooShort = summary({ kind: "ready", storyboard: { ...board, total: 18.2 }, updating: false }, "medium");
    expect(text(tooShort)).toMatch(
      /Your story makes about 18 seconds of video; medium videos run 30.60 sec\. Add more of your story, or choose Short\./,
    );
    expect(text(summary({ kind: "ready", storyboard: { ...board, total: 9.6 }, updating: false }))).toMatch(
      /Your story makes about 10 seconds of video; short videos run 15.30 sec\./,
    );
    expect(text(ready)).not.toContain("Your story makes about");
    expect(summary({ kind: "loading" })).toContain('role="status"');
    expect(text(summary({ kind: "empty" }))).toContain("Give every line some words");
    const error = summary({ kind: "error", message: "Scene 1's narration is empty.", onRetry: () => {} });
    expect(error).toContain('role="alert"');
    expect(text(error)).toContain("We couldn't lay out the storyboard: Scene 1's narration is empty. Try again");
    expect(error).toMatch(/<button[^>]*type="button"/);
  });

  it("formats whole seconds as m:ss", () => {
    expect([0, 2.4, 59.6, 65, 119.5].map(clock)).toEqual(["0:00", "0:02", "1:00", "1:05", "2:00"]);
  });
});

describe("preview frame", () => {
  const options = {
    aspectRatio: "9:16",
    style: "animated",
    socialPlatform: "tiktok",
    includeCaption: true,
    duration: "short",
  } as const;
  const look: Look = {
    background: ["hsl(28, 90%, 62%)", "hsl(350, 85%, 54%)"],
    accent: "hsl(32, 100%, 58%)",
    onAccent: "#1d1230",
    text: "#ffffff",
    titleFont: { family: "Fredoka", weight: 700 },
  };

  it("is drawn in the studio's colours and title face", () => {
    const html = renderToStaticMarkup(
      <StoryPreviewFrame
        story="My grandma borrowed my bike"
        options={options}
        look={look}
        title="My Grandma vs. the Bike"
      />,
    );
    expect(html).toContain("linear-gradient(180deg, hsl(28, 90%, 62%), hsl(350, 85%, 54%))");
    expect(html).toContain("color:#ffffff");
    expect(html).toMatch(/font-family:(&quot;|")Fredoka(&quot;|"), var\(--font-sans\);font-weight:700/);
    expect(html).toContain("background:hsl(32, 100%, 58%);color:#1d1230");
    expect(text(html)).toContain("My Grandma vs. the Bike");
    expect(html).not.toMatch(/#[0-9a-f]{6}\]/i);
  });

  it("is a plain frame with a play button until the look and title arrive", () => {
    const html = renderToStaticMarkup(
      <StoryPreviewFrame story="My grandma borrowed my bike" options={options} look={undefined} />,
    );
    expect(html).toContain("bg-muted");
    expect(html).not.toContain("linear-gradient");
    expect(html).not.toContain("preview-title");
  });
});
