import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "@common/env";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("runs on the embedded defaults with no environment at all", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.database).toEqual({ kind: "sqlite", file: path.resolve("./data/storybites.sqlite") });
    expect(config.secureCookies).toBe(false);
    expect(config.payments.card).toEqual({ provider: "test" });
  });

  it("switches to PostgreSQL for a postgres:// DATABASE_URL and honours PORT and DATA_DIR", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/tmp/sb",
      DATABASE_URL: "postgres://u:p@db:5432/sb",
      NODE_ENV: "production",
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/tmp/sb");
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u:p@db:5432/sb" });
    expect(config.secureCookies).toBe(true);
    // Production without Stripe keys nor PAYMENTS_MODE=test sells nothing rather than granting free credits.
    expect(config.payments.card).toEqual({ provider: "off" });
  });

  it("names every bad value with what is expected", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", NODE_ENV: "staging" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT="abc": must be a whole number between 1 and 65535');
    expect(message).toContain('DATABASE_URL="mysql://x": must be a postgres:// URL');
    expect(message).toContain('NODE_ENV="staging": must be development, production or test');
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it("refuses a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT="70000"/);
  });

  it("serves the built client unless SERVE_CLIENT is false, and refuses anything else", () => {
    expect(loadConfig({}).serveClient).toBe(true);
    expect(loadConfig({ SERVE_CLIENT: "false" }).serveClient).toBe(false);
    expect(() => loadConfig({ SERVE_CLIENT: "no" })).toThrow('SERVE_CLIENT="no": must be true or false');
  });
});
