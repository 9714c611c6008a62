import { describe, expect, it } from "vitest";
import { MissingFfmpegError, npmMediaTools, resolveMediaTools } from "./ffmpeg";

describe("choosing ffmpeg", () => {
  const npm = npmMediaTools();

  it("ships ffmpeg and ffprobe in npm packages for this platform", () => {
    expect(npm).toBeDefined();
  });

  it("uses the binaries FFMPEG_PATH and FFPROBE_PATH name", () => {
    const tools = resolveMediaTools({ FFMPEG_PATH: npm!.ffmpeg, FFPROBE_PATH: npm!.ffprobe });
    expect(tools).toEqual({ ffmpeg: npm!.ffmpeg, ffprobe: npm!.ffprobe, source: "env" });
  });

  it("refuses a FFMPEG_PATH that does not run, naming the variable", () => {
    expect(() => resolveMediaTools({ FFMPEG_PATH: "/nonexistent/ffmpeg" })).toThrow(MissingFfmpegError);
    expect(() => resolveMediaTools({ FFMPEG_PATH: "/nonexistent/ffmpeg" })).toThrow(
      /FFMPEG_PATH="\/nonexistent\/ffmpeg"/,
    );
  });

  it("falls back to a working pair without the variables", () => {
    const tools = resolveMediaTools({});
    expect(["system", "npm"]).toContain(tools.source);
  });
});
