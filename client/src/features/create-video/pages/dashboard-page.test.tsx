// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_VIDEO_OPTIONS, STORY_MAX_LENGTH, type VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import type { Look, StoryboardResponse, VideoDetails, VideoStatusResponse } from "@common/videos";
import { json, stubApi, type ApiHandler } from "@/test-support/api";
import { renderApp } from "@/test-support/render";
import { EXAMPLE_STORIES } from "../lib/examples";
import { DashboardPage } from "./dashboard-page";

const STORY =
  "When my grandma turned 71 she told us she had never ridden a bike. One Sunday she borrowed mine without asking and wobbled down the whole street.";

// What the server answered for STORY with the default options (offline script writer), captured from its routes.
const USER = { id: 1, username: "sam", email: "sam@example.com", createdAt: "2026-11-27T09:39:34.029Z" };
const LOOK: Look = {
  background: ["hsl(42, 45%, 14%)", "hsl(20, 55%, 6%)"],
  accent: "hsl(48, 85%, 62%)",
  onAccent: "#14100c",
  text: "#f6efe4",
  titleFont: { family: "Fraunces", weight: 700 },
};
const SCRIPT: Script = {
  title: "Bike",
  hook: "When my grandma turned 71 she told us she had never ridden a bike.",
  scenes: [
    {
      id: "scene-1",
      narration: "One Sunday she borrowed mine without asking and wobbled down the whole street.",
      onScreenText: "One Sunday she borrowed mine",
      voice: 0,
      visual: { subjects: ["street"], setting: "street", shot: "wide", pictures: [{ word: "street", kind: "place" }] },
      thread: 0,
      pauseAfterMs: 200,
      plotRole: "opening",
    },
  ],
  closing: "",
  hashtags: ["#street", "#bike", "#comedy", "#goodvibes", "#truestory"],
  voices: [{ id: "narrator", name: "Narrator", role: "narrator" }],
  writer: "local",
  pace: { wordsPerMinute: 176, hookPauseMs: 200, targetSeconds: 15.5 },
};
const STORYBOARD: StoryboardResponse = {
  storyboard: {
    estimated: true,
    speechRate: 1,
    titleCard: { start: 0, end: 6.84, title: "Bike", hook: SCRIPT.hook },
    scenes: [
      {
        id: "scene-1",
        start: 6.84,
        end: 11.47,
        narration: SCRIPT.scenes[0]!.narration,
        setting: { kind: "street", time: "day", word: "street", label: "Street by day" },
        pictures: [
          {
            word: "she",
            kind: "person",
            picture: { id: "fluent-emoji-flat:old-woman", name: "old-woman" },
            who: "grandma",
          },
          { word: "street", kind: "place", picture: null },
        ],
      },
    ],
    endCard: { start: 11.47, end: 15.5, closing: "" },
    total: 15.5,
  },
  look: LOOK,
  photos: [],
};

/** A finished video as `GET /api/videos/:id` answers it (server/videos/video-dto.ts). */
function finishedVideo(overrides: Partial<VideoDetails> = {}): VideoDetails {
  return {
    id: 7,
    status: "completed",
    error: null,
    failure: null,
    enhancedScript: `${SCRIPT.hook}\n\n${SCRIPT.scenes[0]!.narration}\n\n\n\n${SCRIPT.hashtags.join(" ")}`,
    script: SCRIPT,
    videoUrl: "/media/videos/7/video.mp4",
    downloadUrl: "/media/videos/7/download",
    thumbnailUrl: "/media/videos/7/thumbnail.jpg",
    cardUrl: "/media/videos/7/card.jpg",
    captionsUrl: "/media/videos/7/captions.vtt",
    title: "My Grandma vs. the Bike",
    originalAnecdote: STORY,
    options: { ...DEFAULT_VIDEO_OPTIONS, style: "animated", aspectRatio: "9:16", socialPlatform: "tiktok" },
    durationSeconds: 15.5,
    take: 0,
    media: { photos: [] },
    createdAt: "2026-11-27T09:45:00.000Z",
    ...overrides,
  };
}

/** A recording the person uploaded, as `POST /api/uploads` answers it, and the file it was made from. */
const RECORDING_UPLOAD = {
  id: 9,
  kind: "audio",
  name: "me.webm",
  bytes: 80_000,
  width: null,
  height: null,
  seconds: 12.2,
  createdAt: "2026-11-29T10:00:00.000Z",
  fileUrl: "/api/uploads/9/file",
  previewUrl: null,
};
const recordingFile = () => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], "me.webm", { type: "audio/webm" });

const COMPLETED: VideoStatusResponse = {
  status: "completed",
  error: null,
  failure: null,
  progressPercent: 100,
  stage: null,
};

/** The server behind the wizard, signed in with 4 credits; `routes` replace single answers. */
function stubServer(routes: Record<string, ApiHandler> = {}) {
  return stubApi({
    "GET /api/user": () => json(USER),
    "GET /api/credits": () => json({ credits: 4 }),
    "GET /api/look": () => json(LOOK),
    "POST /api/story-language": () => json({ language: "en", english: true }),
    "POST /api/process-anecdote": () => json(SCRIPT),
    "POST /api/storyboard": () => json(STORYBOARD),
    ...routes,
  });
}

const renderWizard = (path = "/dashboard") => renderApp(<DashboardPage />, { path, toaster: true });

const storyBox = () => screen.getByRole("textbox", { name: "What happened?" });
const continueButton = () => screen.getByRole("button", { name: "Continue" });
const progressSteps = () => within(screen.getByRole("navigation", { name: "Progress" })).getAllByRole("listitem");
/** The step the progress indicator marks as the current one. */
const currentStep = () => progressSteps().find((step) => step.getAttribute("aria-current") === "step")?.textContent;
const choice = (group: string, label: string) =>
  within(screen.getByRole("radiogroup", { name: group })).getByRole("radio", { name: new RegExp(`^${label}`) });
const notifications = () => within(screen.getByRole("region", { name: /^Notifications/ }));
const sceneLine = () => screen.getByRole("textbox", { name: /^Scene 1/ });

/** Step 2 has written its script preview. */
const scriptShown = () => screen.findByRole("textbox", { name: "Opening hook" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the video wizard, step 1", () => {
  it("counts the characters as the story is typed, and Clear empties it", async () => {
    stubServer();
    const { user } = renderWizard();
    expect(screen.getByRole("heading", { level: 1, name: "Create Your Amazing Video" })).toBeVisible();
    expect(currentStep()).toBe("1Write");
    expect(storyBox()).toHaveValue("");
    expect(screen.getByTestId("story-count")).toHaveTextContent(`0/${STORY_MAX_LENGTH}`);
    expect(storyBox()).toHaveAccessibleDescription(expect.stringContaining(`0 of ${STORY_MAX_LENGTH} characters`));
    expect(screen.getByRole("button", { name: "Clear" })).toBeDisabled();

    await user.type(storyBox(), "My grandma");
    expect(screen.getByTestId("story-count")).toHaveTextContent(`10/${STORY_MAX_LENGTH}`);
    expect(storyBox()).toHaveAccessibleDescription(expect.stringContaining(`10 of ${STORY_MAX_LENGTH} characters`));

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(storyBox()).toHaveValue("");
    expect(storyBox()).toHaveFocus();
    expect(screen.getByTestId("story-count")).toHaveTextContent(`0/${STORY_MAX_LENGTH}`);
  });

  it(`stops the story at ${STORY_MAX_LENGTH} characters`, async () => {
    stubServer();
    const { user } = renderWizard();
    await user.click(storyBox());
    await user.paste("a".repeat(STORY_MAX_LENGTH - 5));
    await user.type(storyBox(), "0123456789");
    expect(storyBox()).toHaveValue(`${"a".repeat(STORY_MAX_LENGTH - 5)}01234`);
    expect(screen.getByTestId("story-count")).toHaveTextContent(`${STORY_MAX_LENGTH}/${STORY_MAX_LENGTH}`);
  });

  it("fills the story box from an example", async () => {
    stubServer();
    const { user } = renderWizard();
    await user.click(screen.getByRole("button", { name: "Use the example “The great bike heist”" }));
    expect(storyBox()).toHaveValue(EXAMPLE_STORIES[0].story);
    expect(storyBox()).toHaveFocus();
  });

  it("answers Continue with an empty or too short story with a message, and stays on step 1", async () => {
    const api = stubServer();
    const { user } = renderWizard();
    await user.click(continueButton());

    expect(await notifications().findByText("Input Required")).toBeVisible();
    expect(notifications().getByText("Please enter an anecdote with at least 10 characters.")).toBeVisible();
    expect(storyBox()).toBeVisible();
    expect(currentStep()).toBe("1Write");

    await user.type(storyBox(), "   Too short   ");
    await user.click(continueButton());
    await waitFor(() => expect(notifications().getAllByText("Input Required")).toHaveLength(1));
    expect(storyBox()).toBeVisible();
    expect(api.calls("POST /api/story-language")).toHaveLength(0);
  });

  it("stops a story that is not in English, saying why", async () => {
    const api = stubServer({ "POST /api/story-language": () => json({ language: "es", english: false }) });
    const { user } = renderWizard();
    await user.click(storyBox());
    await user.paste("Cuando mi abuela cumplió 71 años nos dijo que nunca había montado en bici.");
    await user.click(continueButton());

    expect(await notifications().findByText("Not in English yet")).toBeVisible();
    expect(notifications().getByText(/makes videos in English for now/)).toBeVisible();
    expect(api.calls("POST /api/story-language")).toHaveLength(1);
    expect(storyBox()).toBeVisible();
    expect(currentStep()).toBe("1Write");
  });
});

// Step 2 is the app's largest form: on a busy machine its tests need longer than the default.
describe("the video wizard, step 2", { timeout: 90_000 }, () => {
  /** Writes STORY on step 1 and continues to step 2, its script shown. */
  async function reachOptions() {
    const api = stubServer();
    const rendered = renderWizard();
    await rendered.user.click(storyBox());
    await rendered.user.paste(STORY);
    await rendered.user.click(continueButton());
    await scriptShown();
    return { ...rendered, api };
  }

  it("takes the story to step 2, where the script for it is written with the default options", async () => {
    const { api } = await reachOptions();
    expect(api.calls("POST /api/story-language").map((call) => call.body)).toEqual([{ anecdote: STORY }]);
    expect(currentStep()).toBe("2Customize");
    expect(progressSteps().map((step) => step.textContent)).toEqual(["Write (done)", "2Customize", "3Preview"]);
    expect(screen.getByText("Choose how it looks, where it goes and what the narrator says.")).toBeVisible();
    expect(screen.getByText(STORY)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId("generate-cost")).toHaveTextContent("Uses 1 credit · you have 4 Credits"),
    );

    expect(api.calls("POST /api/process-anecdote").map((call) => call.body)).toEqual([
      { anecdote: STORY, options: DEFAULT_VIDEO_OPTIONS, take: 0 },
    ]);
    expect(screen.getByRole("textbox", { name: "Opening hook" })).toHaveValue(SCRIPT.hook);
    expect(sceneLine()).toHaveValue(SCRIPT.scenes[0]!.narration);
    expect(screen.getByRole("textbox", { name: "Closing line" })).toHaveValue("");
    expect(
      within(screen.getByRole("list", { name: "Hashtags" }))
        .getAllByRole("listitem")
        .map((tag) => tag.textContent),
    ).toEqual(SCRIPT.hashtags);
    expect(choice("Visual style", "Cinematic")).toBeChecked();
    expect(choice("Shape", "Widescreen")).toBeChecked();
    expect(screen.getByRole("switch", { name: "Captions" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Optimize for trends" })).not.toBeChecked();
  });

  it("chooses options with the mouse and the keyboard; a platform sets its shape", async () => {
    const { user } = await reachOptions();
    await user.click(choice("Visual style", "Animated"));
    expect(choice("Visual style", "Animated")).toBeChecked();
    expect(choice("Visual style", "Cinematic")).not.toBeChecked();

    // A radio group: arrow keys move the choice (Radix moves focus a moment after the key goes down; a key is held
    // that long by a person, so it is here).
    await user.click(choice("Length", "Short"));
    await user.keyboard("{ArrowRight>}");
    await waitFor(() => expect(choice("Length", "Medium")).toHaveFocus());
    await user.keyboard("{/ArrowRight}");
    expect(choice("Length", "Medium")).toBeChecked();
    expect(choice("Length", "Short")).not.toBeChecked();

    await user.click(choice("Where you'll post it", "TikTok"));
    expect(choice("Shape", "Vertical")).toBeChecked();
    await user.click(choice("Where you'll post it", "YouTube"));
    expect(choice("Shape", "Widescreen")).toBeChecked();
    // A platform without a shape of its own keeps the one chosen.
    await user.click(choice("Shape", "Square"));
    await user.click(choice("Where you'll post it", "LinkedIn"));
    expect(choice("Shape", "Square")).toBeChecked();

    await user.click(screen.getByRole("switch", { name: "Optimize for trends" }));
    expect(screen.getByRole("switch", { name: "Optimize for trends" })).toBeChecked();
    // The script was written for other options: the page says so and offers to rewrite it.
    expect(screen.getByText(/You changed the options after this script was written/)).toBeVisible();
  });

  it("goes back to step 1 and forward again keeping the story, the options and the edited script", async () => {
    const { user, api } = await reachOptions();
    await user.click(choice("Visual style", "Animated"));
    await user.click(choice("Where you'll post it", "TikTok"));
    await user.click(screen.getByRole("switch", { name: "Optimize for trends" }));
    await user.clear(sceneLine());
    await user.paste("One Sunday she took my bike.");

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(currentStep()).toBe("1Write");
    expect(storyBox()).toHaveValue(STORY);
    expect(screen.getByTestId("story-count")).toHaveTextContent(`${STORY.length}/${STORY_MAX_LENGTH}`);

    await user.click(continueButton());
    await scriptShown();
    expect(currentStep()).toBe("2Customize");
    expect(choice("Visual style", "Animated")).toBeChecked();
    expect(choice("Where you'll post it", "TikTok")).toBeChecked();
    expect(choice("Shape", "Vertical")).toBeChecked();
    expect(screen.getByRole("switch", { name: "Optimize for trends" })).toBeChecked();
    expect(sceneLine()).toHaveValue("One Sunday she took my bike.");
    // The script already seen is shown again, not written anew.
    expect(api.calls("POST /api/process-anecdote")).toHaveLength(1);

    // "Edit story" in the summary goes back too.
    await user.click(screen.getByRole("button", { name: "Edit story" }));
    expect(storyBox()).toHaveValue(STORY);
  });

  it("keeps the chosen recording, checked, across a reload, and sends it with the video", async () => {
    const api = stubServer({
      "POST /api/uploads": () => json(RECORDING_UPLOAD, 201),
      "POST /api/uploads/9/check": () => json({ videoSeconds: 14.8 }),
      "POST /api/videos": () => json({ id: 12 }, 201),
      "GET /api/videos/12/status": () => json({ ...COMPLETED, status: "processing", progressPercent: 5 }),
    });
    const first = renderWizard();
    await first.user.click(storyBox());
    await first.user.paste(STORY);
    await first.user.click(continueButton());
    await scriptShown();
    await first.user.upload(screen.getByTestId("recording-input"), recordingFile());
    const chosen = /^Your recording \(12 s\) narrates this video\./;
    expect(await screen.findByText(chosen)).toBeInTheDocument();
    first.unmount();

    // The page is loaded again in the same tab: the recording is still the narration, not uploaded or checked again.
    const { user } = renderWizard();
    await scriptShown();
    expect(screen.getByText(chosen)).toBeInTheDocument();
    expect(api.calls("POST /api/uploads")).toHaveLength(1);
    expect(api.calls("POST /api/uploads/9/check")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Generate Video" }));
    await waitFor(() => expect(api.calls("POST /api/videos")).toHaveLength(1));
    expect(api.calls("POST /api/videos")[0]!.body).toMatchObject({ media: { photos: [], narration: 9 } });
  });

  it("forgets a recording's check that answers after the person went back to the synthetic voice", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = stubServer({
      "POST /api/uploads": () => json({ ...RECORDING_UPLOAD, id: 11 }, 201),
      "POST /api/uploads/11/check": async () => {
        await answered;
        return json({ videoSeconds: 14.8 });
      },
    });
    const { user } = renderWizard();
    await user.click(storyBox());
    await user.paste(STORY);
    await user.click(continueButton());
    await scriptShown();
    await user.upload(screen.getByTestId("recording-input"), recordingFile());
    await screen.findByText("Listening for every line of the script in your recording…");
    await user.click(screen.getByRole("button", { name: "Use the synthetic voice" }));
    answer();
    await waitFor(() => expect(api.calls("POST /api/uploads/11/check")).toHaveLength(1));
    // The answer has landed (nothing else is pending): it brought nothing back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText("No recording: a synthetic voice reads the script.")).toBeInTheDocument();
    expect(screen.queryByTestId("chosen-recording")).toBeNull();
  });

  it("writes a new script when the story changed in between", async () => {
    const { user, api } = await reachOptions();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(storyBox());
    await user.paste(" Now she rides every Saturday.");
    await user.click(continueButton());
    await waitFor(() => expect(api.calls("POST /api/process-anecdote")).toHaveLength(2));
    expect(api.calls("POST /api/process-anecdote")[1]?.body).toMatchObject({
      anecdote: `${STORY} Now she rides every Saturday.`,
    });
  });

  it("generates with the chosen options and the edited script, then follows the new video", async () => {
    const { user, location } = await reachOptions();
    const processing: VideoStatusResponse = {
      status: "processing",
      error: null,
      failure: null,
      progressPercent: 35,
      stage: "narrate",
    };
    const more = stubServer({
      "POST /api/videos": () => json({ id: 42 }, 201),
      "GET /api/videos/42/status": () => json(processing),
    });
    await user.click(choice("Visual style", "Documentary"));
    await user.clear(sceneLine());
    await user.paste("One Sunday she took my bike.");
    await user.click(screen.getByRole("button", { name: "Generate Video" }));

    await waitFor(() => expect(location.history?.at(-1)).toBe("/dashboard?video=42"));
    const created = more.calls("POST /api/videos")[0]?.body as Record<string, unknown>;
    expect(created).toMatchObject({
      title: "Bike",
      originalAnecdote: STORY,
      options: { ...DEFAULT_VIDEO_OPTIONS, style: "documentary" } satisfies VideoOptions,
      take: 0,
    });
    expect((created.script as Script).scenes[0]?.narration).toBe("One Sunday she took my bike.");
    expect(await screen.findByText("Sit back: your story is on its way to becoming a video.")).toBeVisible();
    expect(more.calls("GET /api/videos/42/status").length).toBeGreaterThan(0);
    expect(currentStep()).toBe("2Customize");
  });

  it("shows the way to more credits when the server says there are none left", async () => {
    const { user } = await reachOptions();
    stubServer({
      "POST /api/videos": () =>
        json(
          {
            message:
              "You have no credits left. Each video uses 1 credit: buy more on the Credits page to keep creating videos.",
            code: "no_credits",
          },
          402,
        ),
    });
    await user.click(screen.getByRole("button", { name: "Generate Video" }));
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("You have no credits left.");
    expect(within(notice).getByRole("link", { name: "Get more credits" })).toHaveAttribute("href", "/credits");
    expect(notifications().getByText(/^Failed to generate video: You have no credits left/)).toBeVisible();
    expect(currentStep()).toBe("2Customize");
  });
});

describe("the video wizard, step 3", () => {
  function stubFinished(video: VideoDetails) {
    return stubServer({
      "GET /api/videos/7/status": () => json(COMPLETED),
      "GET /api/videos/7": () => json(video),
    });
  }

  it("shows the finished video in the player and downloads its file as an attachment", async () => {
    stubFinished(finishedVideo());
    const clicked: { href: string | null; download: string | null; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({
        href: this.getAttribute("href"),
        download: this.getAttribute("download"),
        inPage: document.body.contains(this),
      });
    });
    const { user } = renderWizard("/dashboard?video=7");

    expect(await screen.findByRole("button", { name: "Play My Grandma vs. the Bike" })).toBeVisible();
    expect(currentStep()).toBe("3Preview");
    expect(screen.getByRole("slider", { name: "Seek" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Thumbnail of My Grandma vs. the Bike" })).toHaveAttribute(
      "src",
      "/media/videos/7/thumbnail.jpg",
    );

    await user.click(screen.getByRole("button", { name: "Download Video" }));
    // The server names the file after the title (Content-Disposition); the link only asks for an attachment.
    expect(clicked).toEqual([{ href: "/media/videos/7/download", download: "", inPage: true }]);
    expect(document.querySelector('a[download][href="/media/videos/7/download"]')).toBeNull();
    expect(await notifications().findByText("Download Started")).toBeVisible();
    expect(notifications().getByText("Your video is being downloaded.")).toBeVisible();
  });

  it("says so when the video has no file to play or download", async () => {
    stubFinished(finishedVideo({ videoUrl: null, downloadUrl: null }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    const { user } = renderWizard("/dashboard?video=7");
    expect(await screen.findByText("This video has no playable file.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Play/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Download Video" }));
    expect(await notifications().findByText("Video URL not found")).toBeVisible();
    expect(click).not.toHaveBeenCalled();
  });

  it("goes back to step 2 with the video's story, options and script from Edit Options", async () => {
    const api = stubFinished(finishedVideo());
    const { user, location } = renderWizard("/dashboard?video=7");
    await user.click(await screen.findByRole("button", { name: "Edit Options" }));

    await scriptShown();
    expect(location.history?.at(-1)).toBe("/dashboard");
    expect(currentStep()).toBe("2Customize");
    expect(screen.getByText(STORY)).toBeVisible();
    expect(choice("Visual style", "Animated")).toBeChecked();
    expect(choice("Where you'll post it", "TikTok")).toBeChecked();
    expect(choice("Shape", "Vertical")).toBeChecked();
    expect(sceneLine()).toHaveValue(SCRIPT.scenes[0]!.narration);
    expect(api.calls("POST /api/process-anecdote")).toHaveLength(0);
  });
});
