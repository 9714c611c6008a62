import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("starting the server", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "storybites-start-"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("stops with a message naming MEDIA_DIR when it is a file, not with a bare EEXIST", () => {
    const file = path.join(root, "media");
    fs.writeFileSync(file, "not a folder");
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        DATA_DIR: path.join(root, "data"),
        MEDIA_DIR: file,
        DATABASE_URL: "",
        NODE_ENV: "test",
        SHOWCASE_EXAMPLES: "0",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain(`MEDIA_DIR (${file}) is a file, not a folder`);
    expect(run.stderr).not.toContain("EEXIST");
  });
});
