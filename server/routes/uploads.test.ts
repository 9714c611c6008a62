import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Script } from "@common/script";
import { mediaTools } from "@studio";
import { readingAsWav, readScriptAloud } from "../../bench/script-read-aloud";
import { BENCH_SCRIPT } from "../../bench/studio-fixture";
import { multipart, type MultipartFile } from "../test-support/multipart";
import { STORE_CASES, bucketKeys, startStore } from "../test-support/media-store-cases";
import type { TestS3Server } from "../test-support/s3-server";
import { createTestApp, registerAndSignIn, type TestApp } from "../test-support/test-app";

const MB = 1024 * 1024;
const QUOTA = { files: 4, bytes: 3 * MB };

/** A 300 × 200 photo stored on its side (EXIF orientation 6), left half red and right half blue, with GPS and camera tags. */
async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const raw = Buffer.alloc(300 * 200 * 3);
  for (let y = 0; y < 200; y++) for (let x = 0; x < 300; x++) raw[(y * 300 + x) * 3 + (x < 150 ? 0 : 2)] = 255;
  return sharp(raw, { raw: { width: 300, height: 200, channels: 3 } })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "P1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A PNG that says it is 20,000 × 20,000 pixels (400 megapixels) in a few hundred bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Audio made with the project's ffmpeg from its test sources (`lavfi`), in the format `args` give. */
function audio(source: string, ext: string, args: string[]): Buffer {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "storybites-audio-")), `a.${ext}`);
  const made = spawnSync(mediaTools().ffmpeg, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    source,
    ...args,
    out,
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  const data = fs.readFileSync(out);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return data;
}

/** A WAV of `seconds` of a quiet tone at 8 kHz, 8 bits: 20 minutes in under 10 MB. */
function longWav(seconds: number): Buffer {
  const samples = seconds * 8000;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  const body = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) body[i] = 128 + Math.round(40 * Math.sin((i / 8000) * 2 * Math.PI * 220));
  return Buffer.concat([header, body]);
}

const readings = new Map<string, Promise<Buffer>>();
/** The script read aloud (leaving out `leaveOut` lines) as a WAV, read once per file: the writer gives every store the same script. */
function readingOf(script: Script, leaveOut: number[] = []): Promise<Buffer> {
  const key = JSON.stringify([script, leaveOut]);
  if (!readings.has(key)) readings.set(key, readScriptAloud(script, { leaveOut }).then(readingAsWav));
  return readings.get(key)!;
}

const uploadTempDirs = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("storybites-upload-"));

describe.each(STORE_CASES)("uploads in the %s store (%s)", (store, engine) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let cookie: string;
  let photo: Buffer;
  let recording: Buffer;

  beforeAll(async () => {
    const started = await startStore(store);
    s3 = started.s3;
    const { media } = started;
    t = await createTestApp(engine, { ...(media ? { media } : {}), limits: { uploadQuota: QUOTA } });
    ({ cookie } = await registerAndSignIn(t.app));
    photo = await sidewaysPhotoWithGps();
    // A browser's recording: WebM with Opus, two channels, no duration in its header.
    recording = audio("sine=frequency=330:duration=3", "webm", ["-ac", "2", "-c:a", "libopus"]);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const send = (part: MultipartFile, as = cookie) =>
    t.app.inject({
      method: "POST",
      url: "/api/uploads",
      ...multipart(part),
      headers: { ...multipart(part).headers, cookie: as },
    });
  const list = (as = cookie) => t.app.inject({ method: "GET", url: "/api/uploads", headers: { cookie: as } });
  const storedFiles = async (): Promise<string[]> => {
    if (!s3) {
      const root = path.join(t.database.config.media.dir, "uploads");
      return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String) : [];
    }
    return bucketKeys(s3, "uploads/");
  };

  /** The refusal leaves nothing: no row, no stored file, no received file on this machine. */
  async function expectRefused(part: MultipartFile, status: number, code: string, message: RegExp) {
    const before = { rows: (await list()).json().uploads.length, files: await storedFiles() };
    const res = await send(part);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().message).toMatch(message);
    expect((await list()).json().uploads.length).toBe(before.rows);
    expect(await storedFiles()).toEqual(before.files);
    expect(uploadTempDirs()).toEqual([]);
  }

  it("keeps a photo upright, with no metadata at all, and serves it and its preview to its owner only", async () => {
    const res = await send({ data: photo, filename: "IMG_0042.jpg", contentType: "image/jpeg" });
    expect(res.statusCode).toBe(201);
    const upload = res.json();
    expect(upload).toMatchObject({ kind: "photo", name: "IMG_0042.jpg", width: 200, height: 300, seconds: null });

    const served = await t.app.inject({ method: "GET", url: upload.fileUrl, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([200, 300, undefined, undefined]);
    expect(served.rawPayload.includes(Buffer.from("PhoneCo"))).toBe(false);
    // Upright: what was the left (red) is now the top, the right (blue) the bottom.
    const pixel = async (y: number) => [
      ...(await sharp(served.rawPayload).extract({ left: 100, top: y, width: 1, height: 1 }).raw().toBuffer()),
    ];
    expect((await pixel(20))[0]).toBeGreaterThan(200);
    expect((await pixel(280))[2]).toBeGreaterThan(200);

    const preview = await t.app.inject({ method: "GET", url: upload.previewUrl, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).exif).toBeUndefined();

    // Anyone else, or nobody signed in, learns nothing of it.
    const other = (await registerAndSignIn(t.app)).cookie;
    for (const as of [other, ""]) {
      const res = await t.app.inject({ method: "GET", url: upload.fileUrl, headers: { cookie: as } });
      expect(res.statusCode).toBe(as ? 404 : 401);
    }
    expect((await list(other)).json().uploads).toEqual([]);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/uploads/${upload.id}`,
      headers: { cookie: other },
    });
    expect(removed.statusCode).toBe(404);
  });

  it("decodes a browser's recording to one normalised mono track and says how long it is", async () => {
    const res = await send({ data: recording, filename: "narration.webm", contentType: "audio/webm" });
    expect(res.statusCode).toBe(201);
    const upload = res.json();
    expect(upload).toMatchObject({ kind: "audio", width: null, height: null, previewUrl: null });
    expect(upload.seconds).toBeCloseTo(3, 1);
    const served = await t.app.inject({ method: "GET", url: upload.fileUrl, headers: { cookie } });
    expect(served.headers["content-type"]).toBe("audio/flac");
    expect(served.rawPayload.subarray(0, 4).toString()).toBe("fLaC");
    // One channel (the FLAC header's STREAMINFO: bits 100–102 of the block hold channels − 1).
    expect(((served.rawPayload[20]! >> 1) & 0x07) + 1).toBe(1);
  });

  it("lists the person's uploads with what they use of the quota, and deletes one with its files", async () => {
    await send({ data: recording, filename: "take-2.webm" });
    const before = (await list()).json();
    expect(before.quotaBytes).toBe(QUOTA.bytes);
    expect(before.usedBytes).toBe(before.uploads.reduce((sum: number, u: { bytes: number }) => sum + u.bytes, 0));
    const [newest] = before.uploads;
    const res = await t.app.inject({ method: "DELETE", url: `/api/uploads/${newest.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect((await list()).json().uploads.map((u: { id: number }) => u.id)).not.toContain(newest.id);
    expect((await storedFiles()).filter((file) => file.includes(`${newest.id}`) && file.includes("audio"))).toEqual([]);
    const gone = await t.app.inject({ method: "GET", url: newest.fileUrl, headers: { cookie } });
    expect(gone.statusCode).toBe(404);
  });

  it("types a file by its bytes, never its name, and says what is taken", async () => {
    await expectRefused(
      {
        data: Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n"),
        filename: "holiday.jpg",
        contentType: "image/jpeg",
      },
      415,
      "upload_type_named",
      /That file is a PDF file.+JPEG, PNG, WebP or HEIC.+WebM, Ogg, MP3, M4A \(AAC\) or WAV/,
    );
    await expectRefused(
      { data: Buffer.from("just some words\n"), filename: "voice.mp3" },
      415,
      "upload_type_unsupported",
      /not a photo or a recording/,
    );
    await expectRefused({ data: Buffer.alloc(0), filename: "empty.jpg" }, 400, "upload_empty", /empty/);
  });

  it("refuses a decompression bomb from its header, at once, and a photo cut short", async () => {
    const started = performance.now();
    await expectRefused(
      { data: pngBomb(), filename: "bomb.png" },
      413,
      "upload_too_many_pixels",
      /400 megapixels; the most we take is 40/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    await expectRefused(
      { data: photo.subarray(0, Math.floor(photo.length / 2)), filename: "cut.jpg" },
      422,
      "upload_photo_unreadable",
      /damaged or incomplete/,
    );
  });

  it("refuses a file over 25 MB and a photo over 15 MB", async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(26 * MB)]);
    await expectRefused({ data: huge, filename: "huge.jpg" }, 413, "upload_too_large", /larger than 25 MB/);
    const big = Buffer.concat([photo, Buffer.alloc(16 * MB)]);
    await expectRefused({ data: big, filename: "big.jpg" }, 413, "upload_photo_too_large", /larger than 15 MB/);
  });

  it("refuses a recording longer than 3 minutes, a silent one and one that is not sound", async () => {
    await expectRefused(
      { data: longWav(20 * 60), filename: "long.wav" },
      422,
      "upload_too_long",
      /longer than 3 minutes/,
    );
    const silence = audio("anullsrc=r=48000:cl=mono", "wav", ["-t", "2"]);
    await expectRefused({ data: silence, filename: "quiet.wav" }, 422, "upload_audio_silent", /silent/);
    const broken = Buffer.concat([recording.subarray(0, 200), Buffer.alloc(2000)]);
    await expectRefused({ data: broken, filename: "broken.webm" }, 422, "upload_audio_unreadable", /could not be read/);
  });

  it("asks for the file when there is none, and for a session", async () => {
    await expectRefused({ data: photo, field: "picture" }, 400, "upload_file_missing", /choose a file/);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { cookie },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
    const guest = await send({ data: photo, filename: "a.jpg" }, "");
    expect(guest.statusCode).toBe(401);
  });

  it("places photos in the storyboard's scenes and refuses another person's photo or a recording as one", async () => {
    // A person of their own: the others' uploads count against the small test quota.
    const { cookie } = await registerAndSignIn(t.app);
    const send = (part: MultipartFile) =>
      t.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: multipart(part).payload,
        headers: { ...multipart(part).headers, cookie },
      });
    const story =
      "The summer I turned eight, Grandma decided I would learn to swim in the lake behind her cottage. She walked in first, in her flowered cap, and called me over. I swallowed half the lake and came up coughing. She laughed so hard that she slipped and fell in too. By August I could swim to the jetty, and she timed me every morning.";
    const script = (
      await t.app.inject({
        method: "POST",
        url: "/api/process-anecdote",
        headers: { cookie },
        payload: { anecdote: story, options: { duration: "medium" } },
      })
    ).json();
    expect(script.scenes.length).toBeGreaterThanOrEqual(3);
    const first = (await send({ data: photo, filename: "a.jpg" })).json().id;
    const second = (await send({ data: photo, filename: "b.jpg" })).json().id;
    const sound = (await send({ data: recording, filename: "c.webm" })).json().id;
    const storyboard = (media: unknown, as = cookie) =>
      t.app.inject({
        method: "POST",
        url: "/api/storyboard",
        headers: { cookie: as },
        payload: { script, options: { duration: "medium" }, media },
      });

    const placed = await storyboard({ photos: [{ upload: first, scene: 1 }, { upload: second }] });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().photos).toEqual([
      { upload: first, scene: 1, previewUrl: `/api/uploads/${first}/preview` },
      { upload: second, scene: 2, previewUrl: `/api/uploads/${second}/preview` },
    ]);

    const other = (await registerAndSignIn(t.app)).cookie;
    const theirs = await storyboard({ photos: [{ upload: first }] }, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: "upload_not_found" });
    const notPhoto = await storyboard({ photos: [{ upload: sound }] });
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.json()).toMatchObject({ code: "upload_not_a_photo" });

    // Refused before a credit is spent.
    const video = await t.app.inject({
      method: "POST",
      url: "/api/videos",
      headers: { cookie: other },
      payload: { title: "Swim", originalAnecdote: story, media: { photos: [{ upload: second }] } },
    });
    expect(video.statusCode).toBe(404);
    const credits = await t.app.inject({ method: "GET", url: "/api/credits", headers: { cookie: other } });
    expect(credits.json()).toMatchObject({ credits: 1 });
  });

  /** A new person with the script of a short story, and the requests that upload, check and narrate with a reading. */
  async function readingSession() {
    const { cookie } = await registerAndSignIn(t.app);
    const send = (part: MultipartFile, as = cookie) =>
      t.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: multipart(part).payload,
        headers: { ...multipart(part).headers, cookie: as },
      });
    const story =
      "The night before my driving test, my dad Tomás took me out in his old van. I stalled it six times on the hill behind the church. He never raised his voice once. I passed the next morning, and he drove us home singing.";
    const options = { duration: "short" };
    const script: Script = (
      await t.app.inject({
        method: "POST",
        url: "/api/process-anecdote",
        headers: { cookie },
        payload: { anecdote: story, options },
      })
    ).json();
    const check = (upload: number, as = cookie, duration = "short") =>
      t.app.inject({
        method: "POST",
        url: `/api/uploads/${upload}/check`,
        headers: { cookie: as },
        payload: { script, duration },
      });
    const create = (media: unknown, as = cookie, withScript = true) =>
      t.app.inject({
        method: "POST",
        url: "/api/videos",
        headers: { cookie: as },
        payload: { title: "The hill", originalAnecdote: story, options, ...(withScript ? { script } : {}), media },
      });
    const credits = async (as = cookie) =>
      (await t.app.inject({ method: "GET", url: "/api/credits", headers: { cookie: as } })).json().credits;
    return { cookie, script, send, check, create, credits };
  }
  const keptAlignments = async () =>
    (await t.database.db.selectFrom("recording_alignments").selectAll().execute()).length;

  // Why a recording is refused does not depend on the store or the database: asked on one of them, in a test of its
  // own because each check listens to the whole recording.
  it.runIf(store === "local" && engine === "sqlite")(
    "catches a recording that is not the script read aloud, in the wizard's check and again before the credit is spent, saying what is wrong",
    async () => {
      const { cookie, script, send, check, create, credits } = await readingSession();
      // A hum has far too little speech; another story read instead says so; a reading that skips a scene quotes the
      // scene.
      const hummed = (await send({ data: recording, filename: "hum.webm" })).json().id;
      const anotherStory = { ...BENCH_SCRIPT, scenes: BENCH_SCRIPT.scenes.slice(0, 3) };
      const elsewhere = (await send({ data: await readingOf(anotherStory), filename: "c.wav" })).json().id;
      const skipped = (await send({ data: await readingOf(script, [2]), filename: "b.wav" })).json().id;
      const hum = await check(hummed);
      expect(hum.statusCode).toBe(400);
      expect(hum.json()).toMatchObject({ code: "recording_much_shorter" });
      const other = await check(elsewhere);
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({ code: "recording_other_words" });
      const missing = await check(skipped);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: "recording_lines_missing", params: { count: 1 } });
      const firstWords = script.scenes[1]!.narration.split(" ").slice(0, 3).join(" ");
      expect(missing.json().message).toContain(`“${firstWords}`);
      expect((await create({ narration: skipped })).json()).toMatchObject({ code: "recording_lines_missing" });
      expect(await credits()).toBe(1);
      expect(await keptAlignments()).toBe(0);
      for (const refused of [hummed, elsewhere, skipped])
        await t.app.inject({ method: "DELETE", url: `/api/uploads/${refused}`, headers: { cookie } });
    },
  );

  it("takes the person's own reading of the script as the narration, checked before the credit is spent, and refuses anyone else's, a photo, another recording, or one the video cannot hold", async () => {
    const { cookie, script, send, check, create, credits } = await readingSession();
    const voice = (await send({ data: await readingOf(script), filename: "me.wav" })).json().id;
    const picture = (await send({ data: photo, filename: "van.jpg" })).json().id;

    const refusals = [
      { media: { narration: picture }, status: 400, code: "upload_not_a_recording" },
      { media: { narration: voice }, withScript: false, status: 400, code: "recording_needs_script" },
      {
        media: { narration: voice },
        as: (await registerAndSignIn(t.app)).cookie,
        status: 404,
        code: "upload_not_found",
      },
    ];
    for (const { media, as, withScript, status, code } of refusals) {
      const res = await create(media, as, withScript);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code });
      expect(await credits(as)).toBe(1);
    }

    expect((await check(voice, (await registerAndSignIn(t.app)).cookie)).statusCode).toBe(404);
    expect((await check(picture)).json()).toMatchObject({ code: "upload_not_a_recording" });

    // The reading of the script passes, and where its words are said is kept for the render.
    const passed = await check(voice);
    expect(passed.statusCode).toBe(200);
    expect(passed.json().videoSeconds).toBeGreaterThan(8);
    expect(passed.json().videoSeconds).toBeLessThan(30);
    expect(await keptAlignments()).toBe(1);

    // A recording longer than the longest short video: refused with both lengths, before the credit is spent.
    const other = (await registerAndSignIn(t.app)).cookie;
    const long = (await send({ data: longWav(45), filename: "long.wav" }, other)).json();
    const tooLong = await create({ narration: long.id }, other);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: "recording_too_long" });
    expect(tooLong.json().message).toMatch(/45 s long, more than the 30 s/);
    expect(await credits(other)).toBe(1);

    const made = await create({ narration: voice });
    expect(made.statusCode).toBe(201);
    expect(await keptAlignments()).toBe(1);
    const video = await t.app.inject({ method: "GET", url: `/api/videos/${made.json().id}`, headers: { cookie } });
    expect(video.json().media).toMatchObject({ narration: voice });
    // The recording narrates a video still being made: it stays until the video is done.
    const busy = await t.app.inject({ method: "DELETE", url: `/api/uploads/${voice}`, headers: { cookie } });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: "upload_in_use" });
  });

  it("keeps each person within their quota, in files and in bytes", async () => {
    const { cookie: own } = await registerAndSignIn(t.app);
    const sendOwn = (part: MultipartFile) =>
      t.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: multipart(part).payload,
        headers: { ...multipart(part).headers, cookie: own },
      });
    // A noisy photo does not compress: about 1.7 MB once kept, so the second is over 3 MB.
    const noisy = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
      .png()
      .toBuffer();
    const sizes: number[] = [];
    for (;;) {
      const res = await sendOwn({ data: noisy, filename: "noise.png" });
      if (res.statusCode !== 201) {
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ code: "upload_quota_bytes" });
        expect(res.json().message).toMatch(/more than the 3 MB you can keep/);
        break;
      }
      sizes.push(res.json().bytes);
    }
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(QUOTA.bytes);
    expect(uploadTempDirs()).toEqual([]);
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    for (let i = sizes.length; i < QUOTA.files; i++)
      expect((await sendOwn({ data: small, filename: "s.jpg" })).statusCode).toBe(201);
    const over = await sendOwn({ data: small, filename: "s.jpg" });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: "upload_quota_files" });
  });
});
