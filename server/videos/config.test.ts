import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "@common/env";
import { loadConfig } from "../config";

describe("video configuration", () => {
  it("defaults to one in-process render at a time, media inside the data folder, and no hosted AI", () => {
    const config = loadConfig({ DATA_DIR: "/tmp/sb" });
    expect(config.jobs).toEqual({ queue: "inprocess", concurrency: 1 });
    expect(config.media).toEqual({ dir: path.join("/tmp/sb", "media"), store: { kind: "local" } });
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
    expect(config.media.dir).toBe("/srv/media");
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

describe("hosted pictures configuration", () => {
  it("is off unless PICTURES_PROVIDER asks for it, even with keys set", () => {
    expect(loadConfig({ PEXELS_API_KEY: "px-key" }).studioProviders.pictures).toBeUndefined();
    expect(loadConfig({ OPENAI_API_KEY: "sk-key" }).studioProviders.pictures).toBeUndefined();
  });

  it("reads Pexels with its key, the API address (for tests and proxies) and a timeout", () => {
    expect(loadConfig({ PICTURES_PROVIDER: "pexels", PEXELS_API_KEY: "px-key" }).studioProviders).toEqual({
      pictures: { provider: "pexels", apiKey: "px-key", baseUrl: "https://api.pexels.com" },
    });
    expect(
      loadConfig({
        PICTURES_PROVIDER: "pexels",
        PEXELS_API_KEY: "px-key",
        PEXELS_BASE_URL: "http://127.0.0.1:4010/",
        PICTURES_TIMEOUT_SECONDS: "7.5",
      }).studioProviders.pictures,
    ).toEqual({
      provider: "pexels",
      apiKey: "px-key",
      baseUrl: "http://127.0.0.1:4010",
      timeoutMs: 7500,
    });
  });

  it("reads an OpenAI-compatible images API on the OpenAI address and key, with its model and an optional size", () => {
    expect(loadConfig({ PICTURES_PROVIDER: "openai", OPENAI_API_KEY: "sk-key" }).studioProviders.pictures).toEqual({
      provider: "openai",
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-key",
      model: "dall-e-3",
    });
    // A self-hosted Stable Diffusion server speaking the same API needs no key.
    expect(
      loadConfig({
        PICTURES_PROVIDER: "openai",
        OPENAI_BASE_URL: "http://sd.local:7860/v1",
        OPENAI_IMAGES_MODEL: "sdxl",
        OPENAI_IMAGES_SIZE: "768x1344",
      }).studioProviders.pictures,
    ).toEqual({
      provider: "openai",
      baseUrl: "http://sd.local:7860/v1",
      apiKey: undefined,
      model: "sdxl",
      size: "768x1344",
    });
    // On its own address, the image server does not take the script writer with it.
    const own = loadConfig({
      PICTURES_PROVIDER: "openai",
      OPENAI_IMAGES_BASE_URL: "http://sd.local:7860/v1/",
    }).studioProviders;
    expect(own.pictures).toMatchObject({ provider: "openai", baseUrl: "http://sd.local:7860/v1" });
    expect(own.chat).toBeUndefined();
  });

  it("refuses unknown providers, missing keys and bad values, naming the variable and the fix", () => {
    expect(() => loadConfig({ PICTURES_PROVIDER: "unsplash" })).toThrow(
      /PICTURES_PROVIDER="unsplash": must be openai or pexels/,
    );
    expect(() => loadConfig({ PICTURES_PROVIDER: "pexels" })).toThrow(
      /PICTURES_PROVIDER="pexels": needs PEXELS_API_KEY/,
    );
    expect(() => loadConfig({ PICTURES_PROVIDER: "openai" })).toThrow(
      /PICTURES_PROVIDER="openai": needs OPENAI_API_KEY .* or OPENAI_IMAGES_BASE_URL/,
    );
    expect(() => loadConfig({ PEXELS_BASE_URL: "api.pexels.com" })).toThrow(
      /PEXELS_BASE_URL="api.pexels.com": must be an http\(s\):\/\/ URL/,
    );
    expect(() => loadConfig({ OPENAI_IMAGES_SIZE: "portrait" })).toThrow(
      /OPENAI_IMAGES_SIZE="portrait": must be WIDTHxHEIGHT/,
    );
    expect(() => loadConfig({ PICTURES_TIMEOUT_SECONDS: "0" })).toThrow(
      /PICTURES_TIMEOUT_SECONDS="0": must be a number of seconds from 1 to 120/,
    );
    expect(() => loadConfig({ PICTURES_TIMEOUT_SECONDS: "soon" })).toThrow(ConfigError);
  });

  it("never shows a key in its errors", () => {
    let error: unknown;
    try {
      loadConfig({
        PICTURES_PROVIDER: "pexels",
        PEXELS_API_KEY: "px-secret\n",
        PEXELS_BASE_URL: "nope",
        OPENAI_API_KEY: "sk-secret",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/PEXELS_BASE_URL="nope"/);
    expect(message).toContain("PEXELS_API_KEY=(hidden): must be the key alone, without spaces or line breaks");
    expect(message).not.toMatch(/px-secret|sk-secret/);
  });
});
