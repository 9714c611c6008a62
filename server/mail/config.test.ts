import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { resetLinkDelivery } from "./reset-link-delivery";

const SMTP = { MAIL_FROM: "StoryBites <no-reply@example.com>", PUBLIC_URL: "https://storybites.example.com/" };

describe("mail configuration", () => {
  it("without SMTP, writes reset links to the log in development and switches reset by email off in production", () => {
    expect(loadConfig({}).mail).toEqual({ kind: "log", publicUrl: "http://localhost:5000" });
    expect(loadConfig({ PORT: "8080", PUBLIC_URL: "http://localhost:5173" }).mail).toEqual({
      kind: "log",
      publicUrl: "http://localhost:5173",
    });
    expect(loadConfig({ NODE_ENV: "production" }).mail).toEqual({ kind: "off" });
  });

  it("reads an SMTP server as a URL or as host, port and login (port 587 by default)", () => {
    expect(
      loadConfig({ ...SMTP, SMTP_URL: "smtps://me:pw@smtp.example.com:465", NODE_ENV: "production" }).mail,
    ).toEqual({
      kind: "smtp",
      server: { url: "smtps://me:pw@smtp.example.com:465" },
      from: "StoryBites <no-reply@example.com>",
      publicUrl: "https://storybites.example.com",
    });
    expect(
      loadConfig({ ...SMTP, SMTP_HOST: "smtp.example.com", SMTP_USER: "me", SMTP_PASSWORD: "pw" }).mail,
    ).toMatchObject({
      kind: "smtp",
      server: { host: "smtp.example.com", port: 587, auth: { user: "me", pass: "pw" } },
    });
    expect(loadConfig({ ...SMTP, SMTP_HOST: "127.0.0.1", SMTP_PORT: "2525" }).mail).toMatchObject({
      server: { host: "127.0.0.1", port: 2525 },
    });
  });

  it("refuses an incomplete or contradictory SMTP setting, naming the fix, and never echoes a secret", () => {
    expect(() => loadConfig({ SMTP_HOST: "smtp.example.com" })).toThrow(
      /MAIL_FROM: needed with SMTP[\s\S]*PUBLIC_URL: needed with SMTP/,
    );
    expect(() => loadConfig({ ...SMTP, SMTP_HOST: "smtp.example.com", SMTP_URL: "smtp://smtp.example.com" })).toThrow(
      /set one of them, not both/,
    );
    expect(() => loadConfig({ ...SMTP, SMTP_HOST: "smtp.example.com", SMTP_PASSWORD: "pw" })).toThrow(
      /SMTP_USER and SMTP_PASSWORD: set both/,
    );
    expect(() => loadConfig({ SMTP_USER: "me", SMTP_PASSWORD: "pw" })).toThrow(/need SMTP_HOST/);
    expect(() => loadConfig({ ...SMTP, SMTP_HOST: "smtp.example.com", MAIL_FROM: "StoryBites" })).toThrow(
      /MAIL_FROM="StoryBites": must be an address/,
    );
    expect(() => loadConfig({ PUBLIC_URL: "storybites.example.com" })).toThrow(
      /PUBLIC_URL="storybites.example.com": must be the site's http\(s\) address/,
    );
    expect(() => loadConfig({ SMTP_URL: "https://me:hunter2@smtp.example.com" })).toThrow(
      "SMTP_URL=(hidden): must be an smtp:// or smtps:// URL",
    );
  });
});

describe("a reset link without SMTP, in development", () => {
  it("is written to the server's log, for the developer to open", async () => {
    const lines: string[] = [];
    const delivery = resetLinkDelivery(
      { kind: "log", publicUrl: "http://localhost:5000" },
      { info: (line) => lines.push(line) },
    );
    await delivery!.deliver("ann@example.com", "http://localhost:5000/reset-password#abc");
    expect(lines).toEqual([
      expect.stringMatching(
        /^Password reset link for ann@example.com .*: http:\/\/localhost:5000\/reset-password#abc$/,
      ),
    ]);
  });
});
