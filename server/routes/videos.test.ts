import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyEntry } from "../credits/ledger";
import { createTestApp, previewScript, registerAndSignIn, testEngines, type TestApp } from "../test-support/test-app";
import { fakeRenderer, waitForStatus } from "../test-support/fake-renderer";

const story =
  "Last summer my grandmother Rosa taught me to bake bread in her tiny kitchen in Lisbon, and the oven caught fire.";
const newVideo = (extra: object = {}) => ({
  title: "Video from 5/1/2025",
  originalAnecdote: story,
  options: { duration: "short" },
  ...extra,
});

describe.each(testEngines)("videos API (%s)", (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { jobs: { renderer: fakeRenderer(), startRunner: true } });
  });
  afterEach(async () => {
    await t.close();
  });

  const credits = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/credits", headers: { cookie } })).json().credits as number;
  const post = (cookie: string, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/videos", headers: { cookie }, payload });
  /** The script preview with the first line rewritten, as a person edits it before generating. */
  const editedPreview = async (cookie: string) => {
    const preview = await previewScript(t.app, cookie, story);
    preview.scenes[0].narration = "Grandma Rosa laughed at the smoke.";
    return preview;
  };

  it("creates a video for one credit, renders it and answers its details", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await post(cookie, newVideo());
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(typeof id).toBe("number");
    expect(await credits(cookie)).toBe(0);

    const status = await waitForStatus(t.app, cookie, id, ["completed", "error"]);
    expect(status).toEqual({ status: "completed", error: null, failure: null, progressPercent: 100, stage: null });

    const details = (await t.app.inject({ method: "GET", url: `/api/videos/${id}`, headers: { cookie } })).json();
    expect(details).toMatchObject({
      id,
      status: "completed",
      error: null,
      videoUrl: `/media/videos/${id}/video.mp4`,
      downloadUrl: `/media/videos/${id}/download`,
      thumbnailUrl: `/media/videos/${id}/thumbnail.jpg`,
      cardUrl: `/media/videos/${id}/card.jpg`,
      captionsUrl: `/media/videos/${id}/captions.vtt`,
      options: { duration: "short", style: "cinematic", aspectRatio: "16:9" },
      durationSeconds: 20,
    });
    expect(details.enhancedScript).toContain(details.script.hook);
    expect(details.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Named by its script, not by the date it was made.
    expect(details.title).toBe(details.script.title);
    expect(details.title).not.toMatch(/^Video from/);
  });

  it("lets the owner rename a video, which names its download; others get 404 and bad titles a message", async () => {
    const owner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const { id } = (await post(owner.cookie, newVideo({ script: await editedPreview(owner.cookie) }))).json();
    const rename = (cookie: string, payload: object) =>
      t.app.inject({ method: "PATCH", url: `/api/videos/${id}`, headers: { cookie }, payload });
    // While it is made it already carries the title of the script it was made from.
    const pending = (
      await t.app.inject({ method: "GET", url: `/api/videos/${id}`, headers: { cookie: owner.cookie } })
    ).json();
    expect(pending.title).toBe(pending.script.title);
    await waitForStatus(t.app, owner.cookie, id, ["completed"]);

    const renamed = await rename(owner.cookie, { title: "  Rosa's Bread Disaster  " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe("Rosa's Bread Disaster");
    const listed = (
      await t.app.inject({ method: "GET", url: "/api/videos", headers: { cookie: owner.cookie } })
    ).json();
    expect(listed[0].title).toBe("Rosa's Bread Disaster");
    const download = await t.app.inject({
      method: "GET",
      url: `/media/videos/${id}/download`,
      headers: { cookie: owner.cookie },
    });
    expect(download.headers["content-disposition"]).toContain("rosa-s-bread-disaster.mp4");

    expect((await rename(other.cookie, { title: "Mine now" })).statusCode).toBe(404);
    const blank = await rename(owner.cookie, { title: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/title/i);
    const long = await rename(owner.cookie, { title: "x".repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Keep the title to 120 characters or fewer.");
    const kept = (
      await t.app.inject({ method: "GET", url: `/api/videos/${id}`, headers: { cookie: owner.cookie } })
    ).json();
    expect(kept.title).toBe("Rosa's Bread Disaster");
  });

  it("refuses a user with no credits with 402, a way to get credits, and creates nothing", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    expect((await post(cookie, newVideo())).statusCode).toBe(201);
    const refused = await post(cookie, newVideo());
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message:
        "You have no credits left. Each video uses 1 credit: buy more on the Credits page to keep creating videos.",
      code: "no_credits",
    });
    const list = (await t.app.inject({ method: "GET", url: "/api/videos", headers: { cookie } })).json();
    expect(list).toHaveLength(1);
    expect(await t.database.db.selectFrom("jobs").select("id").execute()).toHaveLength(1);
  });

  it("gives 10 concurrent requests from a user with 1 credit exactly 1 video", async () => {
    const { cookie, user } = await registerAndSignIn(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(cookie, newVideo())));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(402)]);
    const videos = await t.database.db.selectFrom("videos").select("id").where("user_id", "=", user.id).execute();
    expect(videos).toHaveLength(1);
    expect(await t.database.db.selectFrom("jobs").select("id").execute()).toHaveLength(1);
    expect(await credits(cookie)).toBe(0);
  });

  it("lists only the user's own videos, newest first", async () => {
    const a = await registerAndSignIn(t.app);
    const b = await registerAndSignIn(t.app);
    const first = (await post(a.cookie, newVideo({ title: "First" }))).json().id;
    await applyEntry(t.database.db, { userId: a.user.id, key: "purchase:test", kind: "purchase", delta: 1 });
    // With its script, a video is named by the script's title from the start to the end of its render, so the list
    // says "Second" however far the runner has got with it.
    const script = { ...(await previewScript(t.app, a.cookie, story)), title: "Second" };
    const second = (await post(a.cookie, newVideo({ title: "Second", script }))).json().id;
    await post(b.cookie, newVideo({ title: "Not yours" }));

    const list = (await t.app.inject({ method: "GET", url: "/api/videos", headers: { cookie: a.cookie } })).json();
    expect(list.map((v: { id: number }) => v.id)).toEqual([second, first]);
    expect(list[0]).toEqual(
      expect.objectContaining({ title: "Second", status: expect.any(String), createdAt: expect.any(String) }),
    );
  });

  it("answers 404 to anyone but the owner, for the video, its status and its media", async () => {
    const owner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const { id } = (await post(owner.cookie, newVideo())).json();
    await waitForStatus(t.app, owner.cookie, id, ["completed"]);

    for (const url of [`/api/videos/${id}`, `/api/videos/${id}/status`]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: other.cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "That video was not found.", code: "video_not_found" });
    }
    for (const file of ["video.mp4", "download", "thumbnail.jpg", "card.jpg", "captions.vtt"]) {
      const url = `/media/videos/${id}/${file}`;
      expect((await t.app.inject({ method: "GET", url, headers: { cookie: other.cookie } })).statusCode, url).toBe(404);
      expect((await t.app.inject({ method: "GET", url })).statusCode, `${url} signed out`).toBe(404);
      expect((await t.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } })).statusCode, url).toBe(200);
    }
    // A missing video looks exactly like someone else's.
    const missing = await t.app.inject({ method: "GET", url: "/api/videos/999999", headers: { cookie: other.cookie } });
    expect(missing.json()).toEqual({ message: "That video was not found.", code: "video_not_found" });
  });

  it("answers 404, never 500, for ids that cannot exist", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648"]) {
      expect(
        (await t.app.inject({ method: "GET", url: `/api/videos/${id}/status`, headers: { cookie } })).statusCode,
        id,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: "GET", url: `/media/videos/${id}/video.mp4`, headers: { cookie } })).statusCode,
        id,
      ).toBe(404);
    }
  });

  it("asks signed-out visitors to log in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/videos" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/videos", payload: newVideo() })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/process-anecdote", payload: { anecdote: story } })).statusCode,
    ).toBe(401);
  });

  it("refuses bad input with a message a person understands, spending nothing", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const cases: [object, string][] = [
      [newVideo({ originalAnecdote: "short" }), "Please enter an anecdote with at least 10 characters."],
      [newVideo({ originalAnecdote: "x".repeat(1001) }), "keep it to 1000 characters or fewer"],
      [newVideo({ options: { style: "vaporwave" } }), "Style must be one of"],
      [newVideo({ title: "  " }), "Please give your video a title."],
      [{ originalAnecdote: story }, "Please give your video a title."],
    ];
    for (const [payload, message] of cases) {
      const res = await post(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await credits(cookie)).toBe(1);
  });

  it("writes the script preview without rendering or spending a credit", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/process-anecdote",
      headers: { cookie },
      payload: { anecdote: story, options: { characterCount: "duo" } },
    });
    expect(res.statusCode).toBe(200);
    const script = res.json();
    expect(script.scenes.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(script)).toContain("Rosa");
    expect(await credits(cookie)).toBe(1);
    expect(await t.database.db.selectFrom("videos").select("id").execute()).toHaveLength(0);

    const bad = await t.app.inject({
      method: "POST",
      url: "/api/process-anecdote",
      headers: { cookie },
      payload: { anecdote: "hi" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please enter an anecdote with at least 10 characters.");
  });

  it("writes another take on request, the same take always the same; a bad take is refused", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const long =
      "My grandmother Rosa kept a jar of buttons on the windowsill of her bakery in Napoli. Every Sunday she tipped them onto the counter. She told me where each one came from. When she closed the shop she gave me the jar. After she died I found a note at the bottom: every button is a person who was kind to me.";
    const take = async (n?: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/process-anecdote",
        headers: { cookie },
        payload: { anecdote: long, options: { duration: "short" }, ...(n === undefined ? {} : { take: n }) },
      });
    const first = (await take()).json();
    expect((await take(0)).json()).toEqual(first);
    const second = (await take(1)).json();
    expect(second).not.toEqual(first);
    expect((await take(1)).json()).toEqual(second);
    for (const bad of [-1, 1.5, "two"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/process-anecdote",
        headers: { cookie },
        payload: { anecdote: long, take: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
    }
  });

  it("keeps the take a video was made with, for the next regeneration to ask for another", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const { id } = (await post(cookie, newVideo({ take: 2 }))).json();
    await waitForStatus(t.app, cookie, id, ["completed"]);
    expect((await t.app.inject({ method: "GET", url: `/api/videos/${id}`, headers: { cookie } })).json().take).toBe(2);
  });

  it("stops a story in another language before anything is written or spent", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const spanish =
      "El verano pasado mi abuela Carmen nos llevó a la playa de Cádiz y construimos un castillo de arena enorme.";
    const message = /makes videos in English for now/;
    const preview = await t.app.inject({
      method: "POST",
      url: "/api/process-anecdote",
      headers: { cookie },
      payload: { anecdote: spanish },
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toMatch(message);
    const created = await post(cookie, newVideo({ originalAnecdote: spanish }));
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe("story_not_english");
    expect(await credits(cookie)).toBe(1);
    expect(await t.database.db.selectFrom("videos").select("id").execute()).toHaveLength(0);
    const check = (anecdote: string) =>
      t.app.inject({ method: "POST", url: "/api/story-language", headers: { cookie }, payload: { anecdote } });
    expect((await check(spanish)).json()).toEqual({ language: "es", english: false });
    expect((await check("My cat ate my homework.")).json()).toMatchObject({ english: true });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/story-language", payload: { anecdote: spanish } })).statusCode,
    ).toBe(401);
  });

  it("renders an edited script as written", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const { id } = (await post(cookie, newVideo({ script: await editedPreview(cookie) }))).json();
    await waitForStatus(t.app, cookie, id, ["completed"]);
    const details = (await t.app.inject({ method: "GET", url: `/api/videos/${id}`, headers: { cookie } })).json();
    expect(details.script.scenes[0].narration).toBe("Grandma Rosa laughed at the smoke.");
    expect(details.enhancedScript).toContain("Grandma Rosa laughed at the smoke.");
  });

  it("keeps the edited script of a video that failed, so trying again starts from the person's lines", async () => {
    await t.close();
    t = await createTestApp(engine, {
      jobs: { renderer: fakeRenderer({ failWith: new Error("ffmpeg exited with code 187") }), startRunner: true },
    });
    const { cookie } = await registerAndSignIn(t.app);
    const { id } = (await post(cookie, newVideo({ script: await editedPreview(cookie) }))).json();
    await waitForStatus(t.app, cookie, id, ["error"]);
    const details = (await t.app.inject({ method: "GET", url: `/api/videos/${id}`, headers: { cookie } })).json();
    expect(details.script.scenes[0].narration).toBe("Grandma Rosa laughed at the smoke.");
    // Nothing was finished, so there is no finished script to copy.
    expect(details.enhancedScript).toBeNull();
  });

  it("refuses an edited script too long for its duration, spending nothing", async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const preview = await previewScript(t.app, cookie, story);
    for (const scene of preview.scenes) scene.narration = "and then the bread kept rising higher ".repeat(14).trim();
    const res = await post(cookie, newVideo({ script: preview }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too long for a short video/);
    expect(await credits(cookie)).toBe(1);

    const broken = await post(cookie, newVideo({ script: { ...preview, scenes: [] } }));
    expect(broken.statusCode).toBe(400);
    expect(await credits(cookie)).toBe(1);
  });
});
