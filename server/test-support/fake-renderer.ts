import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { VideoStatus } from "@common/videos";
import { writeLocalScript } from "@studio";
import type { Renderer } from "../videos/renderer";

/** Bytes of the stand-in video: every byte differs from its neighbours, so a wrong range is visible in a test. */
export const FAKE_VIDEO_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 251));

type FakeRendererOptions = {
  /** Throw this from the render, after reporting some progress. */
  failWith?: Error;
  /** Never finish on its own: wait until aborted (a render cut off by a shutdown or a crash). */
  hang?: boolean;
  /** Called at the start of every render. */
  onStart?: () => void;
};

/** A renderer for tests: reports the studio's stages, writes small files and answers the local writer's script. */
export function fakeRenderer({ failWith, hang, onStart }: FakeRendererOptions = {}): Renderer {
  return async ({ story, options, script, outDir, onProgress, signal }) => {
    onStart?.();
    onProgress({ stage: "direct", percent: 2, message: "Reading your story" });
    const finalScript = script ?? writeLocalScript(story, options);
    onProgress({ stage: "narrate", percent: 10, message: "Recording the narration" });
    if (failWith) throw failWith;
    if (hang) {
      await new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
    }
    onProgress({ stage: "render", percent: 55, message: "Drawing frames" });
    const videoPath = path.join(outDir, "out.mp4");
    const thumbnailPath = path.join(outDir, "out.jpg");
    const cardPath = path.join(outDir, "out.card.jpg");
    const captionsPath = path.join(outDir, "out.vtt");
    await fs.writeFile(videoPath, FAKE_VIDEO_BYTES);
    await fs.writeFile(thumbnailPath, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await fs.writeFile(cardPath, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await fs.writeFile(captionsPath, "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
    onProgress({ stage: "finalize", percent: 99, message: "Finishing" });
    return { videoPath, thumbnailPath, cardPath, captionsPath, script: finalScript, durationSeconds: 20 };
  };
}

/** Polls a video's status until it is one of `until`, as the client does (but faster). */
export async function waitForStatus(
  app: FastifyInstance,
  cookie: string,
  id: number,
  until: VideoStatus[],
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: "GET", url: `/api/videos/${id}/status`, headers: { cookie } });
    const body = res.json();
    if (until.includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`video ${id} stayed ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
