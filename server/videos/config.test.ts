import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";

describe("video configuration", () => {
  it("defaults to one in-process render at a time, media inside the data folder, and no hosted AI", () => {
    const config = loadConfig({ DATA_DIR: "/tmp/sb" });
    expect(config.jobs).toEqual({ queue: "inprocess", concurrency: 1 });
    expect(config.mediaDir).toBe(path.join("/tmp/sb", "media"));
    expect(config.studioProviders).toEqual({});
  });

  it("reads the queue, concurrency, media folder and OpenAI-compatible providers", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u@db/sb",
      QUEUE: "pg-boss",
      JOB_CONCURRENCY: "3",
      MEDIA_DIR: "/srv/media",
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1/",
      OPENAI_MODEL: "llama3",
      OPENAI_TTS_MODEL: "tts-1",
      OPENAI_TTS_VOICES: "alloy, nova",
    });
    expect(config.jobs).toEqual({ queue: "pg-boss", concurrency: 3 });
    expect(config.mediaDir).toBe("/srv/media");
    expect(config.studioProviders).toEqual({
      chat: { baseUrl: "http://127.0.0.1:11434/v1", apiKey: undefined, model: "llama3" },
      speech: { baseUrl: "http://127.0.0.1:11434/v1", apiKey: undefined, model: "tts-1", voices: ["alloy", "nova"] },
    });
  });

  it("refuses pg-boss without PostgreSQL and bad values, naming the fix", () => {
    expect(() => loadConfig({ QUEUE: "pg-boss" })).toThrow(/QUEUE="pg-boss": needs DATABASE_URL/);
    expect(() => loadConfig({ JOB_CONCURRENCY: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ QUEUE: "redis" })).toThrow(/QUEUE="redis": must be inprocess or pg-boss/);
    expect(() => loadConfig({ OPENAI_BASE_URL: "ftp://x" })).toThrow(/OPENAI_BASE_URL/);
  });
});
