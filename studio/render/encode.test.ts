import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Encoder, runFfmpeg } from "./encode";
import { createYuvFrame } from "./yuv";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("the encoder", () => {
  it("encodes written frames in order, and a repeated frame as the one before it, as often as asked", async () => {
    const dir = await mkdtemp(join(tmpdir(), "storybites-encode-"));
    dirs.push(dir);
    const out = join(dir, "out.mp4");
    const encoder = new Encoder({
      width: 64,
      height: 64,
      fps: 30,
      out,
      settings: { preset: "ultrafast", crf: 0, x264Params: "" },
    });
    const frame = createYuvFrame(64, 64);
    // Luma levels far apart, so lossless decoding tells the frames apart by their mean.
    const levels = [40, 120, 200];
    frame.data.fill(128);
    for (const [i, level] of levels.entries()) {
      frame.y.fill(level);
      await encoder.write(frame.data);
      // The caller may change its buffer at once: what was queued is a copy.
      frame.y.fill(0);
      for (let r = 0; r < i + 1; r++) await encoder.repeat();
    }
    await encoder.finish();
    const raw = join(dir, "out.yuv");
    await runFfmpeg(["-hide_banner", "-loglevel", "error", "-i", out, "-f", "rawvideo", "-pix_fmt", "yuv420p", raw]);
    const bytes = await readFile(raw);
    const size = (64 * 64 * 3) / 2;
    const means = Array.from({ length: bytes.length / size }, (_, f) =>
      Math.round(bytes.subarray(f * size, f * size + 64 * 64).reduce((a, b) => a + b, 0) / (64 * 64)),
    );
    expect(means).toEqual([40, 40, 120, 120, 120, 200, 200, 200, 200]);
  });

  it("refuses to repeat before any frame was written", async () => {
    const dir = await mkdtemp(join(tmpdir(), "storybites-encode-"));
    dirs.push(dir);
    const encoder = new Encoder({ width: 64, height: 64, fps: 30, out: join(dir, "none.mp4") });
    await expect(encoder.repeat()).rejects.toThrow("no frame to repeat");
    encoder.kill();
    await encoder.finish().catch(() => undefined);
  });
});
