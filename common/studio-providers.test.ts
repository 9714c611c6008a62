import { describe, expect, it } from "vitest";
import { ConfigError } from "./env";
import { readStudioProviders } from "./studio-providers";

describe("hosted AI from the environment, for the command line", () => {
  it("asks for nothing hosted when nothing is set", () => {
    expect(readStudioProviders({})).toEqual({});
  });

  it("maps the variables the server reads: writer, voice with its voices, pictures", () => {
    const env = {
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1/",
      OPENAI_TTS_MODEL: "kokoro",
      OPENAI_TTS_VOICES: "af_bella, am_adam",
      PICTURES_PROVIDER: "pexels",
      PEXELS_API_KEY: "px-key",
      PICTURES_TIMEOUT_SECONDS: "9",
    };
    expect(readStudioProviders(env)).toEqual({
      chat: { baseUrl: "http://127.0.0.1:11434/v1", model: "gpt-4o-mini" },
      speech: { baseUrl: "http://127.0.0.1:11434/v1", model: "kokoro", voices: ["af_bella", "am_adam"] },
      pictures: { provider: "pexels", apiKey: "px-key", baseUrl: "https://api.pexels.com", timeoutMs: 9000 },
    });
  });

  it("names each bad variable with what would fix it, and never echoes a key", () => {
    const read = () => readStudioProviders({ OPENAI_BASE_URL: "localhost:11434", PEXELS_API_KEY: "px key" });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/OPENAI_BASE_URL="localhost:11434": must be an http\(s\):\/\/ URL/);
    expect(read).toThrow(/PEXELS_API_KEY=\(hidden\): must be the key alone/);
    expect(() => readStudioProviders({ PICTURES_PROVIDER: "pexels" })).toThrow(/needs PEXELS_API_KEY/);
  });
});
