// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test-support/render";
import { VideoPlayer } from "./video-player";

const TITLE = "Grandma vs. the Wave";
const SCRIPT = "We built a sandcastle.\n\nThe wave took it.\n\n#beach #grandma #truestory";

type Media = { paused: boolean; duration: number; width: number; height: number };

/**
 * The browser's media engine, which jsdom does not have: play() and pause() change `paused` and fire their events,
 * and `loadMetadata` is the file's metadata arriving. The player itself only sees the element and its events.
 */
function fakeMediaEngine({ playFails = false } = {}) {
  const media = new WeakMap<HTMLMediaElement, Media>();
  const of = (element: HTMLMediaElement) => {
    let state = media.get(element);
    if (!state) {
      state = { paused: true, duration: Number.NaN, width: 0, height: 0 };
      media.set(element, state);
    }
    return state;
  };
  vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (this: HTMLMediaElement) {
    return of(this).paused;
  });
  vi.spyOn(HTMLMediaElement.prototype, "duration", "get").mockImplementation(function (this: HTMLMediaElement) {
    return of(this).duration;
  });
  vi.spyOn(HTMLVideoElement.prototype, "videoWidth", "get").mockImplementation(function (this: HTMLVideoElement) {
    return of(this).width;
  });
  vi.spyOn(HTMLVideoElement.prototype, "videoHeight", "get").mockImplementation(function (this: HTMLVideoElement) {
    return of(this).height;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    if (playFails) return Promise.reject(new DOMException("play() failed", "NotAllowedError"));
    of(this).paused = false;
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    of(this).paused = true;
    this.dispatchEvent(new Event("pause"));
  });
  const loadMetadata = (element: HTMLVideoElement, metadata: { duration: number; width: number; height: number }) =>
    act(() => {
      Object.assign(of(element), metadata);
      element.dispatchEvent(new Event("loadedmetadata"));
      element.dispatchEvent(new Event("durationchange"));
    });
  const playTo = (element: HTMLVideoElement, seconds: number) =>
    act(() => {
      element.currentTime = seconds;
      element.dispatchEvent(new Event("timeupdate"));
    });
  return { play, pause, loadMetadata, playTo };
}

type PlayerProps = Partial<Parameters<typeof VideoPlayer>[0]>;

function renderPlayer(props: PlayerProps = {}) {
  const rendered = renderApp(
    <VideoPlayer src="/media/videos/7/video.mp4" aspectRatio="9:16" title={TITLE} script={SCRIPT} {...props} />,
  );
  const video = rendered.container.querySelector("video");
  if (!video) throw new Error("no <video>");
  return { ...rendered, video };
}

const playing = () => screen.queryByRole("button", { name: "Pause" }) !== null;
const slider = (name: string) => screen.getByRole("slider", { name });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the video player", () => {
  it("has a seek slider and a volume slider a keyboard or screen reader can use", () => {
    fakeMediaEngine();
    renderPlayer();
    expect(screen.getAllByRole("slider").map((thumb) => thumb.getAttribute("aria-label"))).toEqual(["Seek", "Volume"]);
    expect(slider("Seek")).toHaveAttribute("aria-valuetext", "0:00 of 0:00");
    expect(slider("Volume")).toHaveAttribute("aria-valuetext", "100%");
    expect(screen.getByTestId("player-time")).toHaveTextContent("0:00 / 0:00");
  });

  it("plays and pauses from the big button, the Play/Pause control and the picture itself", async () => {
    const engine = fakeMediaEngine();
    const onPlay = vi.fn();
    const { user, video } = renderPlayer({ onPlay });

    await user.click(screen.getByRole("button", { name: `Play ${TITLE}` }));
    expect(engine.play).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(playing()).toBe(true);
    // The big button steps aside while the video plays.
    expect(screen.queryByRole("button", { name: `Play ${TITLE}` })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(engine.pause).toHaveBeenCalledTimes(1);
    expect(playing()).toBe(false);
    expect(screen.getByRole("button", { name: `Play ${TITLE}` })).toBeVisible();

    await user.click(video);
    expect(playing()).toBe(true);
    expect(onPlay).toHaveBeenCalledTimes(2);
    await user.click(video);
    expect(playing()).toBe(false);
  });

  it("is played, paused, sought and muted from the keyboard, every control in reach of Tab", async () => {
    const engine = fakeMediaEngine();
    const { user, video } = renderPlayer({ showActions: false });

    /** The names Tab reaches, in order, from the top of the page. */
    const tabOrder = async () => {
      act(() => (document.activeElement as HTMLElement | null)?.blur());
      const names: string[] = [];
      for (;;) {
        await user.tab();
        if (document.activeElement === document.body || names.length > 10) return names;
        names.push(document.activeElement?.getAttribute("aria-label") ?? "");
      }
    };
    // Nothing to seek in before the file says how long it is.
    expect(await tabOrder()).toEqual([`Play ${TITLE}`, "Play", "Mute", "Volume", "Fullscreen"]);

    engine.loadMetadata(video, { duration: 31, width: 1080, height: 1920 });
    expect(slider("Seek")).toHaveAttribute("aria-valuetext", "0:00 of 0:31");
    expect(await tabOrder()).toEqual([`Play ${TITLE}`, "Seek", "Play", "Mute", "Volume", "Fullscreen"]);
    await user.tab();
    await user.tab();
    expect(slider("Seek")).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(video.currentTime).toBe(10);
    expect(slider("Seek")).toHaveAttribute("aria-valuetext", "0:10 of 0:31");
    expect(screen.getByTestId("player-time")).toHaveTextContent("0:10 / 0:31");
    // End goes to the very end, not to the last whole 5-second step.
    await user.keyboard("{End}");
    expect(video.currentTime).toBe(31);
    expect(slider("Seek")).toHaveAttribute("aria-valuetext", "0:31 of 0:31");
    await user.keyboard("{Home}");
    expect(video.currentTime).toBe(0);

    await user.tab();
    expect(screen.getByRole("button", { name: "Play" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(engine.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Pause" })).toHaveFocus();
    engine.playTo(video, 12.4);
    expect(screen.getByTestId("player-time")).toHaveTextContent("0:12 / 0:31");
    await user.keyboard(" ");
    expect(engine.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Play" })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole("button", { name: "Mute" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(video.volume).toBe(0);
    expect(screen.getByRole("button", { name: "Unmute" })).toHaveFocus();
    expect(slider("Volume")).toHaveAttribute("aria-valuetext", "0%");
    await user.keyboard("{Enter}");
    expect(video.volume).toBe(1);

    await user.tab();
    expect(slider("Volume")).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(video.volume).toBeCloseTo(0.8);
    expect(slider("Volume")).toHaveAttribute("aria-valuetext", "80%");
    expect(video.muted).toBe(false);
  });

  it("logs a refused play() and stays paused", async () => {
    fakeMediaEngine({ playFails: true });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderPlayer();
    await user.click(screen.getByRole("button", { name: `Play ${TITLE}` }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("Playback failed", expect.any(DOMException)));
    expect(playing()).toBe(false);
  });

  it("keeps its controls in view until a playing video has been left alone for a moment", () => {
    // Fake clocks and user-event's own pauses do not mix: the pointer is driven with plain events here.
    vi.useFakeTimers();
    fakeMediaEngine();
    renderPlayer();
    const controls = screen.getByTestId("player-controls");
    const frame = screen.getByTestId("video-player");
    const press = (element: HTMLElement) => {
      fireEvent.pointerDown(element);
      fireEvent.click(element);
    };

    press(screen.getByRole("button", { name: `Play ${TITLE}` }));
    expect(controls).not.toHaveClass("opacity-0");
    act(() => {
      vi.advanceTimersByTime(2400);
    });
    expect(controls).not.toHaveClass("opacity-0");
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(controls).toHaveClass("opacity-0");
    expect(frame).toHaveClass("cursor-none");

    fireEvent.pointerMove(frame);
    expect(controls).not.toHaveClass("opacity-0");
    press(screen.getByRole("button", { name: "Pause" }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    // Paused, they stay.
    expect(controls).not.toHaveClass("opacity-0");
  });

  it("goes fullscreen and back, and only logs when the browser refuses", async () => {
    fakeMediaEngine();
    let fullscreenElement: Element | null = null;
    let refuse = false;
    Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => fullscreenElement });
    const change = (element: Element | null) => {
      if (refuse) return Promise.reject(new TypeError("Fullscreen request denied"));
      fullscreenElement = element;
      document.dispatchEvent(new Event("fullscreenchange"));
      return Promise.resolve();
    };
    Element.prototype.requestFullscreen = function (this: Element) {
      return change(this);
    };
    document.exitFullscreen = () => change(null);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { user } = renderPlayer();
      await user.click(screen.getByRole("button", { name: "Fullscreen" }));
      expect(fullscreenElement).toBe(screen.getByTestId("video-player"));
      await user.click(screen.getByRole("button", { name: "Exit fullscreen" }));
      expect(fullscreenElement).toBeNull();

      refuse = true;
      await user.click(screen.getByRole("button", { name: "Fullscreen" }));
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("Fullscreen failed", expect.any(TypeError)));
      expect(screen.getByRole("button", { name: "Fullscreen" })).toBeVisible();
    } finally {
      Reflect.deleteProperty(document, "fullscreenElement");
      Reflect.deleteProperty(document, "exitFullscreen");
      Reflect.deleteProperty(Element.prototype, "requestFullscreen");
    }
  });

  it("turns on the captions track only when the words are not already drawn into the picture", () => {
    fakeMediaEngine();
    const captionsUrl = "/media/videos/7/captions.vtt";
    const track = (props: PlayerProps) => {
      const { video, unmount } = renderPlayer(props);
      const found = video.querySelector("track");
      const seen = found && {
        kind: found.kind,
        src: found.getAttribute("src"),
        srclang: found.srclang,
        label: found.label,
        default: found.default,
      };
      unmount();
      return seen;
    };
    expect(track({ captionsUrl })).toEqual({
      kind: "captions",
      src: captionsUrl,
      srclang: "en",
      label: "English",
      default: true,
    });
    expect(track({ captionsUrl, captionsBurnedIn: true })).toMatchObject({ kind: "captions", default: false });
    expect(track({ captionsUrl: null })).toBeNull();
  });

  it("takes the file's own shape when no aspect ratio is given, and a given one at once", async () => {
    const engine = fakeMediaEngine();
    const { video, unmount } = renderPlayer({ aspectRatio: undefined, showActions: false });
    const frame = screen.getByTestId("video-player");
    // A vertical frame until the file's own size is known.
    expect(frame.style.aspectRatio).toBe("9 / 16");
    engine.loadMetadata(video, { duration: 20, width: 1920, height: 1080 });
    expect(frame.style.aspectRatio).toBe("1920 / 1080");
    unmount();

    renderPlayer({ aspectRatio: "1:1" });
    expect(screen.getByTestId("video-player").style.aspectRatio).toBe("1 / 1");
  });
});

describe("the player's like, save and copy-script row", () => {
  beforeEach(() => {
    fakeMediaEngine();
  });

  it("likes and saves on this page only, each a toggle button", async () => {
    const { user } = renderPlayer();
    const like = screen.getByRole("button", { name: "Like" });
    const save = screen.getByRole("button", { name: "Save" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await user.click(like);
    expect(like).toHaveAttribute("aria-pressed", "true");
    expect(save).toHaveAttribute("aria-pressed", "false");
    await user.click(save);
    await user.click(like);
    expect(like).toHaveAttribute("aria-pressed", "false");
    expect(save).toHaveAttribute("aria-pressed", "true");
  });

  it("copies the script, says Copied! for 2 seconds, then offers it again", async () => {
    renderPlayer();
    // user-event's clipboard (set up by renderApp) stands in for the browser's. Only the component's own 2-second
    // timer is faked: Testing Library's waiting and React's scheduling keep the real clock.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy script" }));
    });
    expect(screen.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(SCRIPT);
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole("button", { name: "Copied!" })).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole("button", { name: "Copy script" })).toBeVisible();
  });

  it("is left out for pages with their own actions", () => {
    renderPlayer({ showActions: false });
    for (const name of ["Like", "Save", "Copy script"])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play" })).toBeVisible();
  });
});
