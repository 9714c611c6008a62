// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { NARRATOR_WHO } from "@common/script";
import type { Look, Storyboard, StoryboardScene } from "@common/videos";
import { renderApp } from "@/test-support/render";
import { clock, SceneStoryboard, StoryboardStrip, StoryboardSummary, type StoryboardState } from "./storyboard";
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

/** The scene's setting, as its line reads ("Setting: Street by day"), found by the tooltip saying where it comes from. */
const settingOf = (tooltip: string) => screen.getByTitle(tooltip);
/** The pictures' captions, in order. */
const pictureWords = () =>
  within(screen.getByRole("list", { name: "Pictures" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("storyboard", () => {
  it("shows a scene's approximate times, its setting, each picture with its word, and the words without one", () => {
    const { container } = renderApp(<SceneStoryboard scene={scene} />);
    // Heard in words, seen as a range.
    expect(screen.getByText("From about 0:03 to 0:06")).toBeInTheDocument();
    expect(screen.getByText("≈ 0:03–0:06")).toBeVisible();
    expect(settingOf("Set by “street”")).toHaveTextContent(/^Setting:\s*Street by day$/);
    expect(pictureWords()).toEqual(["she (grandma)", "bike"]);
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "/api/pictures/fluent-emoji-flat%3Aold-woman.png",
      "/api/pictures/fluent-emoji-flat%3Abicycle.png",
    ]);
    expect(screen.getByText("No picture: street (the setting), knee")).toBeVisible();
  });

  it("names the author 'you' among the people 'we' draws", () => {
    const we: StoryboardScene = {
      ...scene,
      pictures: [
        { word: "We", kind: "person", picture: { id: "fluent-emoji-flat:child", name: "child" }, who: NARRATOR_WHO },
        {
          word: "We",
          kind: "person",
          picture: { id: "fluent-emoji-flat:old-woman", name: "old-woman" },
          who: "grandma",
        },
      ],
    };
    renderApp(<SceneStoryboard scene={we} />);
    expect(pictureWords()).toEqual(["We (you)", "We (grandma)"]);
  });

  it("names the author drawn as themselves ('I', 'me') just 'you'", () => {
    const me: StoryboardScene = {
      ...scene,
      pictures: [
        { word: "Noor", kind: "person", picture: { id: "fluent-emoji-flat:woman", name: "woman" } },
        { word: "me", kind: "person", picture: { id: "fluent-emoji-flat:child", name: "child" }, who: NARRATOR_WHO },
      ],
    };
    renderApp(<SceneStoryboard scene={me} />);
    expect(pictureWords()).toEqual(["Noor", "you"]);
  });

  it("says so when a scene has no pictures, and still names the setting it is drawn in", () => {
    const { container } = renderApp(
      <SceneStoryboard
        scene={{ ...scene, setting: { kind: "park", time: "day", word: null, label: "Park by day" }, pictures: [] }}
      />,
    );
    expect(screen.getByText("No pictures in this scene.")).toBeVisible();
    expect(settingOf("Carried on from the story")).toHaveTextContent(/^Setting:\s*Park by day$/);
    expect(screen.queryByRole("list", { name: "Pictures" })).not.toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it("names a vehicle the car or the train is drawn for as the story does, in the interface's language", async () => {
    const bus = { kind: "train", time: "night", word: "bus", vehicle: "bus", label: "Bus at night" } as const;
    renderApp(<SceneStoryboard scene={{ ...scene, setting: bus, pictures: [] }} />);
    expect(settingOf("Set by “bus”").textContent).toContain("Bus at night");
    await i18next.changeLanguage("es");
    try {
      expect(screen.getByTitle(/bus/).textContent).toContain("Autobús de noche");
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("names the setting in the interface's language, as the studio does in English", async () => {
    const settingAt = (kind: StoryboardScene["setting"]["kind"], time: StoryboardScene["setting"]["time"]) => {
      const { unmount } = renderApp(
        <SceneStoryboard scene={{ ...scene, setting: { kind, time, word: null, label: "" }, pictures: [] }} />,
      );
      // "Setting:" is said before the place; the two are separate words however the text nodes meet.
      const text = screen.getByTitle(/./).textContent?.replace("Setting:", "Setting: ");
      unmount();
      return text;
    };
    expect(settingAt("city-night", "night")).toBe("Setting: City at night");
    expect(settingAt("living-room", "morning")).toBe("Setting: Living room in the morning");
    await i18next.changeLanguage("es");
    try {
      expect(settingAt("beach", "sunset")).toContain("Playa al atardecer");
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("times the title and end cards under the hook and the closing line", () => {
    const ready: StoryboardState = { kind: "ready", storyboard: board, photos: [], updating: false };
    const strip = (state: StoryboardState, part: Parameters<typeof StoryboardStrip>[0]["part"]) =>
      renderApp(<StoryboardStrip state={state} part={part} />).container;

    expect(strip(ready, { card: "title" })).toHaveTextContent("≈ 0:00–0:03 · title card");
    expect(strip(ready, { card: "end" })).toHaveTextContent("≈ 0:27–0:28 · end card");
    expect(screen.getByText("From about 0:27 to 0:28")).toBeInTheDocument();
    expect(within(strip(ready, { sceneId: "scene-2" })).getByTestId("scene-storyboard")).not.toHaveClass("opacity-60");
    // An edit being laid out: the previous times stay, dimmed.
    expect(
      within(strip({ ...ready, updating: true }, { sceneId: "scene-2" })).getByTestId("scene-storyboard"),
    ).toHaveClass("opacity-60");
    expect(strip({ kind: "loading" }, { card: "title" }).querySelector(".animate-pulse")).not.toBeNull();
    expect(strip({ kind: "empty" }, { card: "title" })).toBeEmptyDOMElement();
    expect(strip(ready, { sceneId: "no-such-scene" })).toBeEmptyDOMElement();
  });

  it("shows the person's own photo in the scene it goes to, in place of the scene's drawn pictures", () => {
    const two: Storyboard = { ...board, scenes: [{ ...scene, id: "scene-1" }, scene] };
    const withPhoto: StoryboardState = {
      kind: "ready",
      storyboard: two,
      photos: [{ upload: 4, scene: 1, previewUrl: "/api/uploads/4/preview" }],
      updating: false,
    };
    const strip = (id: string) =>
      within(renderApp(<StoryboardStrip state={withPhoto} part={{ sceneId: id }} />).container);
    const second = strip("scene-2");
    expect(second.getByTestId("scene-photo")).toHaveTextContent("Your photo");
    expect(second.getByTestId("scene-photo").querySelector("img")).toHaveAttribute("src", "/api/uploads/4/preview");
    expect(second.queryByRole("list", { name: /pictures/i })).toBeNull();
    expect(strip("scene-1").queryByTestId("scene-photo")).toBeNull();
    expect(strip("scene-1").getByRole("list", { name: /pictures/i })).toBeInTheDocument();
  });

  it("sums up the total as approximate, and says when it is too long or too short for the length chosen", () => {
    const summary = (total: number, duration: "short" | "medium" = "short") => {
      const { container, unmount } = renderApp(
        <StoryboardSummary
          state={{ kind: "ready", storyboard: { ...board, total }, photos: [], updating: false }}
          duration={duration}
        />,
      );
      // Ranges keep their non-breaking hyphen and space ("15‑30 sec"); read as a person reads them.
      const text = (container.textContent ?? "").replace(/\s+/g, " ");
      unmount();
      return text;
    };
    const ready = summary(28.1);
    expect(ready).toContain("About 0:28 in all.");
    expect(ready).toContain("Times are approximate");
    expect(ready).not.toContain("longer than");
    expect(ready).not.toContain("Your story makes about");
    expect(summary(34.6)).toContain("That is longer than a short video");
    // Too short even with the title card and last shot held: said before the credit is spent.
    expect(summary(18.2, "medium")).toMatch(
      /Your story makes about 18 seconds of video; medium videos run 30.60 sec\. Add more of your story, or choose Short\./,
    );
    expect(summary(9.6)).toMatch(/Your story makes about 10 seconds of video; short videos run 15.30 sec\./);
  });

  it("says what is happening while it loads, what to do when a line is empty, and offers a retry when it failed", async () => {
    const loading = renderApp(<StoryboardSummary state={{ kind: "loading" }} duration="short" />);
    expect(screen.getByRole("status")).toHaveTextContent("Laying out the storyboard");
    loading.unmount();

    const empty = renderApp(<StoryboardSummary state={{ kind: "empty" }} duration="short" />);
    expect(screen.getByText(/^Give every line some words/)).toBeVisible();
    empty.unmount();

    const onRetry = vi.fn();
    const { user } = renderApp(
      <StoryboardSummary
        state={{ kind: "error", message: "Scene 1's narration is empty.", onRetry }}
        duration="short"
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("We couldn't lay out the storyboard: Scene 1's narration is empty.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
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
  const frame = () => screen.getByRole("img", { name: "Preview: a vertical 9:16 animated video" });

  it("is drawn in the studio's colours and title face, with the story's first words as its caption", () => {
    const { container } = renderApp(
      <StoryPreviewFrame
        story="My grandma borrowed my bike without asking"
        options={options}
        look={look}
        title="My Grandma vs. the Bike"
      />,
    );
    expect(frame()).toHaveStyle({
      aspectRatio: "9 / 16",
      background: "linear-gradient(180deg, hsl(28, 90%, 62%), hsl(350, 85%, 54%))",
      color: "#ffffff",
    });
    const title = screen.getByTestId("preview-title");
    expect(title).toHaveTextContent("My Grandma vs. the Bike");
    expect(title.style.fontFamily).toBe('"Fredoka", var(--font-sans)');
    expect(title.style.fontWeight).toBe("700");
    // The last word of the caption sits on the accent, in the colour the studio draws on it.
    expect(screen.getByText("asking")).toHaveStyle({ background: "hsl(32, 100%, 58%)", color: "#1d1230" });
    expect(screen.getByText("Animated style · captions on")).toBeVisible();
    // No arbitrary hex colours in classes: the look decides them.
    expect(container.innerHTML).not.toMatch(/#[0-9a-f]{6}\]/i);
  });

  it("is a plain frame with a play button until the look and title arrive", () => {
    renderApp(<StoryPreviewFrame story="My grandma borrowed my bike" options={options} look={undefined} />);
    expect(frame()).toHaveClass("bg-muted");
    expect(frame().getAttribute("style")).not.toContain("linear-gradient");
    expect(screen.queryByTestId("preview-title")).not.toBeInTheDocument();
  });

  it("follows the options: shape, caption on or off", () => {
    renderApp(
      <StoryPreviewFrame
        story=""
        options={{ ...options, aspectRatio: "16:9", style: "documentary", includeCaption: false }}
        look={look}
      />,
    );
    const wide = screen.getByRole("img", { name: "Preview: a widescreen 16:9 documentary video" });
    expect(wide).toHaveStyle({ aspectRatio: "16 / 9" });
    expect(screen.getByText("Documentary style · no captions")).toBeVisible();
    expect(screen.queryByText("Your first line appears here")).not.toBeInTheDocument();
  });
});
