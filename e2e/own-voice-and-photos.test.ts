import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Script } from "@common/script";
import { mediaTools } from "@studio";
import { scriptLines } from "@studio/narrate/script-lines";
import type { WordTiming } from "@studio/narrate/types";
import { encodeWav, resample } from "@studio/narrate/wav";
import { readScriptAloud } from "../bench/script-read-aloud";
import { newPage, registerWithForm, useBrowser } from "./support/browser";

const run = promisify(execFile);
const baseURL = inject("baseURL");

// Chromium's fake microphone plays this file from the moment the page opens it, once (%noloop). It is written once the
// wizard has the script, before "Record your voice" opens the microphone.
const work = await fs.mkdtemp(path.join(os.tmpdir(), "storybites-voice-"));
const MICROPHONE = path.join(work, "microphone.wav");
const browser = useBrowser([
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  `--use-file-for-fake-audio-capture=${MICROPHONE}%noloop`,
]);
afterAll(() => fs.rm(work, { recursive: true, force: true }));

const RENDER_TIMEOUT = 240_000;
const STORY =
  "The summer I turned eight, Grandma decided I would learn to swim in the lake behind her cottage. She walked in first, in her flowered cap, and called me over. I swallowed half the lake and came up coughing. She laughed so hard that she slipped and fell in too.";
const LINE_GAP = 0.6;

/** The script read aloud line by line, a breath apart, as the fake microphone's WAV, and every word's time in it. */
async function readAloud(script: Script): Promise<{ words: WordTiming[]; lineEnds: number[]; seconds: number }> {
  const reading = await readScriptAloud(script, { gap: LINE_GAP });
  await fs.writeFile(MICROPHONE, encodeWav(resample(reading.samples, reading.sampleRate, 48_000), 48_000));
  return reading;
}

/** Solid photos whose colours can be found in the video's frames; the first lies on its side, with GPS and camera tags. */
async function photos(): Promise<Array<{ file: string; colour: Colour }>> {
  const solid = (hex: string) =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: hex } })
      .jpeg()
      .toBuffer();
  // Stored 300 × 200 on its side (EXIF orientation 6): magenta on the left, which is the top once upright.
  const raw = Buffer.alloc(300 * 200 * 3);
  for (let y = 0; y < 200; y++)
    for (let x = 0; x < 300; x++) raw.set(x < 150 ? [230, 30, 230] : [40, 40, 240], (y * 300 + x) * 3);
  const sideways = await sharp(raw, { raw: { width: 300, height: 200, channels: 3 } })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "P1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const files = [
    { name: "cap.jpg", data: sideways, colour: "magenta" as const },
    { name: "lake.jpg", data: await solid("#20d0d0"), colour: "cyan" as const },
    { name: "jetty.jpg", data: await solid("#e8d020"), colour: "yellow" as const },
  ];
  return Promise.all(
    files.map(async ({ name, data, colour }) => {
      const file = path.join(work, name);
      await fs.writeFile(file, data);
      return { file, colour };
    }),
  );
}

type Colour = "magenta" | "cyan" | "yellow";
const IS: Record<Colour, (r: number, g: number, b: number) => boolean> = {
  magenta: (r, g, b) => r > 160 && b > 160 && g < 110,
  cyan: (r, g, b) => g > 150 && b > 150 && r < 110,
  yellow: (r, g, b) => r > 170 && g > 150 && b < 110,
};

/** A small frame of the video at each of the given seconds, as RGB bytes. */
async function framesAt(video: string, seconds: number[], size = [54, 96] as const): Promise<Buffer[]> {
  return Promise.all(
    seconds.map(async (at) => {
      const { stdout } = await run(
        mediaTools().ffmpeg,
        [
          "-v",
          "error",
          "-ss",
          at.toFixed(2),
          "-i",
          video,
          "-frames:v",
          "1",
          "-vf",
          `scale=${size[0]}:${size[1]}`,
          "-f",
          "rawvideo",
          "-pix_fmt",
          "rgb24",
          "-",
        ],
        { encoding: "buffer", maxBuffer: 16 * 1024 * 1024 },
      );
      return stdout;
    }),
  );
}

function share(frame: Buffer, colour: Colour): number {
  let hits = 0;
  for (let p = 0; p + 2 < frame.length; p += 3) if (IS[colour](frame[p]!, frame[p + 1]!, frame[p + 2]!)) hits++;
  return hits / (frame.length / 3);
}

/** Loudness every 10 ms of a file's sound (mono, 8 kHz), made comparable: mean 0, deviation 1. */
async function envelope(file: string): Promise<Float32Array> {
  const { stdout } = await run(
    mediaTools().ffmpeg,
    ["-v", "error", "-i", file, "-vn", "-ac", "1", "-ar", "8000", "-f", "f32le", "-"],
    {
      encoding: "buffer",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const samples = new Float32Array(stdout.buffer, stdout.byteOffset, stdout.length / 4);
  const frames = new Float32Array(Math.floor(samples.length / 80));
  for (let f = 0; f < frames.length; f++) {
    let sum = 0;
    for (let i = f * 80; i < (f + 1) * 80; i++) sum += samples[i]! ** 2;
    frames[f] = Math.sqrt(sum / 80);
  }
  const mean = frames.reduce((a, b) => a + b, 0) / frames.length;
  const deviation = Math.sqrt(frames.reduce((a, b) => a + (b - mean) ** 2, 0) / frames.length);
  return frames.map((value) => (value - mean) / deviation);
}

/** Where the microphone's sound sits in the video's (seconds to add to a microphone time), and how alike the two are there (1: the same). */
function bestLag(video: Float32Array, microphone: Float32Array): { lag: number; likeness: number } {
  let best = { lag: 0, likeness: -1 };
  for (let lag = -300; lag < video.length; lag++) {
    let sum = 0;
    let count = 0;
    for (let i = Math.max(0, -lag); i < microphone.length && i + lag < video.length; i++) {
      sum += microphone[i]! * video[i + lag]!;
      count++;
    }
    if (count > microphone.length * 0.8 && sum / count > best.likeness)
      best = { lag: lag / 100, likeness: sum / count };
  }
  return best;
}

type Cue = { start: number; text: string };
const cuesOf = (vtt: string): Cue[] =>
  [...vtt.matchAll(/(\d+):(\d+):(\d+\.\d+) --> [^\n]+\n([^\n]+)/g)].map((m) => ({
    start: Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]),
    text: m[4]!,
  }));
const plain = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "");

async function fetchBytes(page: Page, url: string): Promise<Buffer> {
  const bytes = await page.evaluate(
    async (address) => [...new Uint8Array(await (await fetch(address)).arrayBuffer())],
    url,
  );
  return Buffer.from(bytes);
}

describe("a video in the person's own voice, with their own photos", () => {
  it(
    "records the script with the microphone, places the photos, and makes a video of that voice and those photos",
    async () => {
      const page = await newPage(browser(), baseURL);
      await page.context().grantPermissions(["microphone"]);
      await registerWithForm(page);
      await page.waitForURL("**/dashboard");

      await page.getByLabel("What happened?").fill(STORY);
      const written = page.waitForResponse((response) => response.url().endsWith("/api/process-anecdote"));
      await page.getByRole("button", { name: "Continue" }).click();
      const script = (await (await written).json()) as Script;
      await page.getByLabel(/^Scene 1/).waitFor({ timeout: 30_000 });
      await page.getByTestId("style-minimalist").click();
      await page.getByTestId("aspect-ratio-9:16").click();
      expect(script.scenes.length).toBeGreaterThanOrEqual(3);

      // Three photos; the second goes to scene 2 by choice, the others to the next free scenes (1 and 3).
      const chosen = await photos();
      await page.getByTestId("photo-input").setInputFiles(chosen.map((photo) => photo.file));
      await expect.poll(() => page.getByTestId("chosen-photo").count(), { timeout: 20_000 }).toBe(3);
      await page.getByRole("combobox", { name: "Scene for lake.jpg" }).selectOption("Scene 2");
      await expect
        .poll(() => page.getByTestId("photo-placement").allTextContents(), { timeout: 10_000 })
        .toEqual(["Shown in scene 1", "Shown in scene 2", "Shown in scene 3"]);

      // The served photo: upright (magenta on top, blue below), and nothing of its GPS or camera left in it.
      const listed = await page.evaluate(async () => (await (await fetch("/api/uploads")).json()).uploads);
      const served = await fetchBytes(page, listed.find((u: { name: string }) => u.name === "cap.jpg").fileUrl);
      const meta = await sharp(served).metadata();
      expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([200, 300, undefined, undefined]);
      expect(served.includes(Buffer.from("PhoneCo"))).toBe(false);
      const pixel = async (y: number) => [
        ...(await sharp(served).extract({ left: 100, top: y, width: 1, height: 1 }).raw().toBuffer()),
      ];
      expect(IS.magenta(...((await pixel(30)) as [number, number, number]))).toBe(true);
      expect((await pixel(270))[2]).toBeGreaterThan(200);

      // Record: the teleprompter shows each line as the microphone hears it, with the level moving.
      const reading = await readAloud(script);
      await page.getByRole("button", { name: "Record your voice" }).click();
      const prompter = page.getByTestId("teleprompter");
      await prompter.waitFor();
      const lines = scriptLines(script).filter((line) => line.text.trim());
      let loudest = 0;
      const started = Date.now();
      for (const [i, line] of lines.entries()) {
        await expect.poll(() => page.getByTestId("teleprompter-line").textContent()).toBe(line.text);
        while (Date.now() - started < reading.lineEnds[i]! * 1000) {
          loudest = Math.max(loudest, Number(await page.getByRole("meter").getAttribute("aria-valuenow")));
          await page.waitForTimeout(200);
        }
        if (i < lines.length - 1) await page.getByRole("button", { name: "Next line" }).click();
      }
      await page.waitForTimeout(Math.max(0, (reading.seconds + 0.8) * 1000 - (Date.now() - started)));
      expect(loudest).toBeGreaterThan(40);
      await page.getByRole("button", { name: "Stop recording" }).click();
      await expect
        .poll(() => page.getByTestId("chosen-recording").textContent(), { timeout: 20_000 })
        .toMatch(/^Your recording \(\d+ s\) narrates this video\./);

      await page.getByRole("button", { name: "Generate Video" }).click();
      await page.getByTestId("result-view").waitFor({ timeout: RENDER_TIMEOUT });

      // The video plays.
      const player = page.locator("video").first();
      await player.evaluate((video: HTMLVideoElement) => {
        video.muted = true;
        return video.play();
      });
      await expect
        .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(0.5);

      const videoId = new URL(page.url()).searchParams.get("video");
      const details = await page.evaluate(async (id) => (await fetch(`/api/videos/${id}`)).json(), videoId);
      const video = path.join(work, "video.mp4");
      await fs.writeFile(video, await fetchBytes(page, details.videoUrl));
      const cues = cuesOf((await fetchBytes(page, details.captionsUrl)).toString());

      // The sound is the microphone's recording, not a synthetic voice: the two line up closely all the way through.
      const { lag, likeness } = bestLag(await envelope(video), await envelope(MICROPHONE));
      expect(likeness).toBeGreaterThan(0.8);
      // Each caption starts within 0.3 s of its first word as the microphone said it.
      let next = 0;
      const offsets = cues.map((cue) => {
        const first = plain(cue.text.split(/\s+/)[0]!);
        const index = reading.words.findIndex((w, i) => i >= next && plain(w.text) === first);
        expect(index, `"${cue.text}" is read aloud`).toBeGreaterThanOrEqual(0);
        next = index + 1;
        return Math.abs(cue.start - (reading.words[index]!.start + lag));
      });
      expect(Math.max(...offsets)).toBeLessThan(0.3);

      // Each photo is in its scene: a second into the scene's first caption, and in no other scene.
      const sceneStarts = script.scenes.slice(0, 3).map((scene) => {
        const first = plain(scene.narration.split(/\s+/)[0]!);
        const opening = plain(scene.narration.split(/\s+/)[1] ?? "");
        return cues.find((cue) => {
          const words = cue.text.split(/\s+/).map(plain);
          return words[0] === first && (words[1] ?? opening) === opening;
        })!.start;
      });
      const frames = await framesAt(
        video,
        sceneStarts.map((start) => start + 1),
      );
      const expected: Colour[] = ["magenta", "cyan", "yellow"];
      frames.forEach((frame, scene) => {
        for (const colour of expected) {
          if (colour === expected[scene])
            expect(share(frame, colour), `${colour} in scene ${scene + 1}`).toBeGreaterThan(0.05);
          else expect(share(frame, colour), `${colour} not in scene ${scene + 1}`).toBeLessThan(0.01);
        }
      });
    },
    RENDER_TIMEOUT + 120_000,
  );
});
