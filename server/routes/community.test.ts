import { afterEach, describe, expect, it } from "vitest";
import { FAKE_VIDEO_BYTES, fakeRenderer, waitForStatus } from "../test-support/fake-renderer";
import { createTestApp, registerAndSignIn, testEngines, type TestApp } from "../test-support/test-app";

describe.each(testEngines)("community (%s)", (engine) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });
  const open = async () => {
    t = await createTestApp(engine, { jobs: { renderer: fakeRenderer(), startRunner: true } });
    return t;
  };
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const list = async (query = "", cookie?: string) =>
    (
      await t.app.inject({ method: "GET", url: `/api/community/posts${query}`, headers: cookie ? { cookie } : {} })
    ).json();
  const titles = async (query = "") => (await list(query)).posts.map((p: { title: string }) => p.title);

  /** Posts straight into the table, for orders and pages without the per-person posting limit. */
  async function seedPost(
    userId: number,
    title: string,
    content: string,
    likes = 0,
    comments = 0,
    createdAt = new Date().toISOString(),
  ) {
    const { id } = await t.database.db
      .insertInto("community_posts")
      .values({
        user_id: userId,
        title,
        content,
        video_id: null,
        likes_count: likes,
        comments_count: comments,
        trending_score: likes + 2 * comments,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  it("creates a post from trimmed text, stored and answered as text; refuses empty, long and guest posts with clear messages", async () => {
    await open();
    const { cookie, user } = await registerAndSignIn(t.app);
    const created = await post(
      "/api/community/posts",
      { title: "  My first <b>post</b> ", content: "  Hello <script>x</script> #Travel #travel #food " },
      cookie,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: "My first <b>post</b>",
      content: "Hello <script>x</script> #Travel #travel #food",
      likes: 0,
      commentsCount: 0,
      videoId: null,
      video: null,
      user: { id: user.id, username: user.username, profilePicture: null },
      topics: ["travel", "food"],
    });
    expect((await post("/api/community/posts", { title: "  ", content: "x" }, cookie)).json().message).toBe(
      "Please fill in both title and content fields.",
    );
    expect(
      (await post("/api/community/posts", { title: "x".repeat(121), content: "x" }, cookie)).json().message,
    ).toMatch(/120 characters/);
    expect((await post("/api/community/posts", { title: "t", content: "c" })).statusCode).toBe(401);
    expect((await list()).total).toBe(1);
  });

  it("attaches only the author's own finished video, which then plays for anyone through the post and nothing else of theirs", async () => {
    await open();
    const alice = await registerAndSignIn(t.app);
    const bob = await registerAndSignIn(t.app);
    const made = await post(
      "/api/videos",
      { title: "Seagull", originalAnecdote: "A seagull stole my whistle on the pier and I chased it." },
      alice.cookie,
    );
    const videoId = made.json().id as number;
    await waitForStatus(t.app, alice.cookie, videoId, ["completed"]);
    expect(
      (await post("/api/community/posts", { title: "Mine?", content: "x", videoId }, bob.cookie)).json().message,
    ).toBe("You can only attach one of your own videos.");
    expect(
      (await post("/api/community/posts", { title: "Nope", content: "x", videoId: 99999 }, alice.cookie)).statusCode,
    ).toBe(400);
    const unfinished = await t.database.db
      .insertInto("videos")
      .values({
        user_id: alice.user.id,
        title: "Wip",
        original_anecdote: "x",
        options: "{}",
        input_script: null,
        enhanced_script: null,
        status: "processing",
        error: null,
        progress_percent: 10,
        stage: "render",
        video_file: null,
        thumbnail_file: null,
        captions_file: null,
        duration_seconds: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(
      (await post("/api/community/posts", { title: "Wip", content: "x", videoId: unfinished.id }, alice.cookie)).json()
        .message,
    ).toMatch(/not finished/);

    const created = (
      await post("/api/community/posts", { title: "Watch this", content: "The seagull video", videoId }, alice.cookie)
    ).json();
    expect(created.video).toMatchObject({ title: "The Seagull", videoUrl: `/media/community/${created.id}/video.mp4` });
    const played = await t.app.inject({ method: "GET", url: created.video.videoUrl, headers: { range: "bytes=0-9" } });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(FAKE_VIDEO_BYTES.subarray(0, 10))).toBe(true);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/media/videos/${videoId}/video.mp4`,
          headers: { cookie: bob.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/media/videos/${unfinished.id}/video.mp4` })).statusCode).toBe(
      404,
    );
    expect(await titles("?video=with")).toEqual(["Watch this"]);
    expect(await titles("?video=without")).toEqual([]);
  });

  it("sorts by latest, popular (likes) and trending (likes + 2 × comments), searches title, text and author, filters by topic, and pages", async () => {
    await open();
    const alice = await registerAndSignIn(t.app);
    const base = Date.parse("2025-06-01T10:00:00Z");
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    await seedPost(alice.user.id, "Old but loved", "Ten likes #beach", 10, 0, at(0));
    await seedPost(alice.user.id, "Much discussed", "Four likes, four comments", 4, 4, at(1));
    await seedPost(alice.user.id, "Brand new", "Nothing yet #Beach", 0, 0, at(2));
    expect(await titles("?sort=latest")).toEqual(["Brand new", "Much discussed", "Old but loved"]);
    expect(await titles("?sort=popular")).toEqual(["Old but loved", "Much discussed", "Brand new"]);
    expect(await titles("?sort=trending")).toEqual(["Much discussed", "Old but loved", "Brand new"]);
    expect(await titles("?search=LOVED")).toEqual(["Old but loved"]);
    expect(await titles("?search=comments")).toEqual(["Much discussed"]);
    expect(await titles(`?search=${alice.user.username.toUpperCase()}`)).toHaveLength(3);
    expect(await titles("?search=100%25")).toEqual([]);

    await t.database.db
      .insertInto("community_post_topics")
      .values([
        { post_id: 1, topic: "beach" },
        { post_id: 3, topic: "beach" },
      ])
      .execute();
    expect(await titles("?topic=Beach")).toEqual(["Brand new", "Old but loved"]);

    for (let i = 0; i < 22; i += 1) await seedPost(alice.user.id, `Filler ${i}`, "more", 0, 0, at(10 + i));
    const first = await list("?page=1");
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.posts).toHaveLength(20);
    const second = await list("?page=2");
    // Latest first: the 22 fillers are newer, so the last page holds two fillers and the three older posts.
    expect(second.posts.map((p: { title: string }) => p.title)).toEqual([
      "Filler 1",
      "Filler 0",
      "Brand new",
      "Much discussed",
      "Old but loved",
    ]);
    expect(second.posts).toHaveLength(5);
    expect(new Set([...first.posts, ...second.posts].map((p: { id: number }) => p.id)).size).toBe(25);
    const bad = await t.app.inject({ method: "GET", url: "/api/community/posts?sort=random" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Sort by latest, popular or trending.");
  });

  it("likes once per person (again is an unlike), keeps the trending score with comments, and limits how fast one person posts", async () => {
    await open();
    const alice = await registerAndSignIn(t.app);
    const bob = await registerAndSignIn(t.app);
    const id = (await post("/api/community/posts", { title: "Like me", content: "please" }, alice.cookie)).json().id;
    expect((await post(`/api/community/posts/${id}/like`, {})).statusCode).toBe(401);
    expect((await post(`/api/community/posts/${id}/like`, {}, bob.cookie)).json()).toEqual({ liked: true, likes: 1 });
    expect((await post(`/api/community/posts/${id}/like`, {}, alice.cookie)).json()).toEqual({ liked: true, likes: 2 });
    expect((await post(`/api/community/posts/${id}/like`, {}, bob.cookie)).json()).toEqual({ liked: false, likes: 1 });
    const comment = await post(`/api/community/posts/${id}/comments`, { content: " <i>nice</i> " }, bob.cookie);
    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toMatchObject({ content: "<i>nice</i>" });
    expect((await post(`/api/community/posts/${id}/comments`, { content: "" }, bob.cookie)).json().message).toBe(
      "Please write a comment.",
    );
    const shown = (
      await t.app.inject({ method: "GET", url: `/api/community/posts/${id}`, headers: { cookie: alice.cookie } })
    ).json();
    expect(shown).toMatchObject({ likes: 1, commentsCount: 1, likedByMe: true });
    const trending = async () =>
      Number(
        (
          await t.database.db
            .selectFrom("community_posts")
            .select("trending_score")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).trending_score,
      );
    expect(await trending()).toBe(1 + 2 * 1);
    await post(`/api/community/posts/${id}/like`, {}, bob.cookie);
    expect(await trending()).toBe(2 + 2 * 1);
    expect((await t.app.inject({ method: "GET", url: "/api/community/posts/99999" })).statusCode).toBe(404);

    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await post("/api/community/posts", { title: `Post ${i}`, content: "x" }, bob.cookie)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201]);
    const sixth = await post("/api/community/posts", { title: "Too many", content: "x" }, bob.cookie);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/posting too fast/);
  });

  const send = (method: "PATCH" | "DELETE", url: string, payload?: unknown, cookie?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: cookie ? { cookie } : {},
    });
  const show = async (id: number, cookie?: string) =>
    t.app.inject({ method: "GET", url: `/api/community/posts/${id}`, headers: cookie ? { cookie } : {} });
  const stats = async () => (await t.app.inject({ method: "GET", url: "/api/community/stats" })).json();
  const rowsOf = async (
    table: "community_comments" | "community_post_likes" | "community_post_topics",
    postId: number,
  ) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("post_id", "=", postId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("lets the author edit a post's title, text and video (topics follow, no posting allowance spent); to anyone else it does not exist", async () => {
    await open();
    const alice = await registerAndSignIn(t.app);
    const bob = await registerAndSignIn(t.app);
    const id = (
      await post("/api/community/posts", { title: "Fist draft", content: "Sun and sand #travel" }, alice.cookie)
    ).json().id;

    const edited = await send(
      "PATCH",
      `/api/community/posts/${id}`,
      { title: "  First draft ", content: " Rain all week <b>#Food</b> " },
      alice.cookie,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id,
      title: "First draft",
      content: "Rain all week <b>#Food</b>",
      topics: ["food"],
      user: { id: alice.user.id },
    });
    expect((await show(id)).json()).toMatchObject({
      title: "First draft",
      content: "Rain all week <b>#Food</b>",
      topics: ["food"],
    });
    expect(await titles("?topic=travel")).toEqual([]);
    expect(await titles("?topic=food")).toEqual(["First draft"]);
    expect((await stats()).topTopics).toEqual([{ topic: "food", count: 1 }]);
    // A field left out stays as it was.
    expect((await send("PATCH", `/api/community/posts/${id}`, { title: "Final" }, alice.cookie)).json()).toMatchObject({
      title: "Final",
      content: "Rain all week <b>#Food</b>",
    });

    // Someone else's post looks exactly like one that does not exist, and stays as it was.
    const others = await send("PATCH", `/api/community/posts/${id}`, { title: "Mine now" }, bob.cookie);
    const missing = await send("PATCH", "/api/community/posts/99999", { title: "Mine now" }, alice.cookie);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(missing.json());
    expect(others.json().message).toBe("That post was not found.");
    expect((await send("PATCH", "/api/community/posts/abc", { title: "x" }, alice.cookie)).statusCode).toBe(404);
    expect((await send("PATCH", `/api/community/posts/${id}`, { title: "Guest" })).statusCode).toBe(401);
    expect((await show(id)).json().title).toBe("Final");

    const blank = await send("PATCH", `/api/community/posts/${id}`, { title: "   " }, alice.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please fill in both title and content fields.");
    expect(
      (await send("PATCH", `/api/community/posts/${id}`, { content: "x".repeat(5001) }, alice.cookie)).json().message,
    ).toBe("Keep the post to 5000 characters or fewer.");
    expect((await send("PATCH", `/api/community/posts/${id}`, { title: 42 }, alice.cookie)).statusCode).toBe(400);

    // Attaching follows the create rules; null takes the video off.
    const videoId = (
      await post(
        "/api/videos",
        { title: "Rain", originalAnecdote: "It rained all week at the beach and we built a fort of towels." },
        alice.cookie,
      )
    ).json().id as number;
    const bobsVideo = (
      await post(
        "/api/videos",
        { title: "Bob's", originalAnecdote: "My dog ate the picnic while we were looking at the clouds." },
        bob.cookie,
      )
    ).json().id as number;
    await waitForStatus(t.app, alice.cookie, videoId, ["completed"]);
    await waitForStatus(t.app, bob.cookie, bobsVideo, ["completed"]);
    expect(
      (await send("PATCH", `/api/community/posts/${id}`, { videoId: bobsVideo }, alice.cookie)).json().message,
    ).toBe("You can only attach one of your own videos.");
    expect((await send("PATCH", `/api/community/posts/${id}`, { videoId }, alice.cookie)).json()).toMatchObject({
      videoId,
      video: { videoUrl: `/media/community/${id}/video.mp4` },
    });
    expect(await titles("?video=with")).toEqual(["Final"]);
    expect((await send("PATCH", `/api/community/posts/${id}`, { videoId: null }, alice.cookie)).json()).toMatchObject({
      videoId: null,
      video: null,
    });
    expect(await titles("?video=with")).toEqual([]);

    // Editing is not posting: four more posts use the allowance up, and a fix still goes through.
    for (let i = 0; i < 4; i += 1)
      expect((await post("/api/community/posts", { title: `More ${i}`, content: "x" }, alice.cookie)).statusCode).toBe(
        201,
      );
    expect((await post("/api/community/posts", { title: "Too many", content: "x" }, alice.cookie)).statusCode).toBe(
      429,
    );
    expect(
      (await send("PATCH", `/api/community/posts/${id}`, { title: "Final, really" }, alice.cookie)).statusCode,
    ).toBe(200);
  });

  it("lets the author delete a post, its comments, likes and topics with it, and every count follows; to anyone else it does not exist", async () => {
    await open();
    const alice = await registerAndSignIn(t.app);
    const bob = await registerAndSignIn(t.app);
    const gone = (
      await post("/api/community/posts", { title: "Going", content: "Soon gone #travel #rain" }, alice.cookie)
    ).json().id;
    const kept = (
      await post("/api/community/posts", { title: "Staying", content: "Here to stay #travel" }, alice.cookie)
    ).json().id;
    await post(`/api/community/posts/${gone}/like`, {}, bob.cookie);
    await post(`/api/community/posts/${gone}/comments`, { content: "Nice one" }, bob.cookie);
    await post(`/api/community/posts/${kept}/comments`, { content: "This one too" }, bob.cookie);
    expect((await stats()).topTopics).toEqual([
      { topic: "travel", count: 2 },
      { topic: "rain", count: 1 },
    ]);

    const others = await send("DELETE", `/api/community/posts/${gone}`, undefined, bob.cookie);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual((await send("DELETE", "/api/community/posts/99999", undefined, alice.cookie)).json());
    expect((await send("DELETE", `/api/community/posts/${gone}`)).statusCode).toBe(401);
    expect((await show(gone)).statusCode).toBe(200);

    const deleted = await send("DELETE", `/api/community/posts/${gone}`, undefined, alice.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await show(gone)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/community/posts/${gone}/comments` })).statusCode).toBe(404);
    expect((await send("DELETE", `/api/community/posts/${gone}`, undefined, alice.cookie)).statusCode).toBe(404);
    expect([
      await rowsOf("community_comments", gone),
      await rowsOf("community_post_likes", gone),
      await rowsOf("community_post_topics", gone),
    ]).toEqual([0, 0, 0]);

    expect(await titles()).toEqual(["Staying"]);
    expect((await show(kept)).json()).toMatchObject({ commentsCount: 1 });
    expect(await stats()).toMatchObject({
      posts: 1,
      topTopics: [{ topic: "travel", count: 1 }],
      topContributors: [{ username: alice.user.username, posts: 1 }],
    });
    expect((await t.app.inject({ method: "GET", url: `/api/community/users/${alice.user.id}` })).json().postCount).toBe(
      1,
    );
    expect(await titles("?topic=rain")).toEqual([]);
  });

  it("lets a comment's author edit and delete it (the post's count and trending score follow); to anyone else, the post's author too, it does not exist", async () => {
    await open();
    const alice = await registerAndSignIn(t.app);
    const bob = await registerAndSignIn(t.app);
    const id = (
      await post("/api/community/posts", { title: "Talk to me", content: "about anything" }, alice.cookie)
    ).json().id;
    const other = (await post("/api/community/posts", { title: "Another", content: "post" }, alice.cookie)).json().id;
    await post(`/api/community/posts/${id}/like`, {}, bob.cookie);
    const commentId = (await post(`/api/community/posts/${id}/comments`, { content: "Frist!" }, bob.cookie)).json().id;
    await post(`/api/community/posts/${id}/comments`, { content: "Thanks" }, alice.cookie);
    const url = `/api/community/posts/${id}/comments/${commentId}`;
    const comments = async () =>
      (await t.app.inject({ method: "GET", url: `/api/community/posts/${id}/comments` }))
        .json()
        .map((c: { content: string }) => c.content);

    const edited = await send("PATCH", url, { content: "  First! <i>sorry</i> " }, bob.cookie);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: commentId,
      content: "First! <i>sorry</i>",
      user: { id: bob.user.id, username: bob.user.username },
    });
    expect(await comments()).toEqual(["First! <i>sorry</i>", "Thanks"]);

    const byPostAuthor = await send("PATCH", url, { content: "Moderated" }, alice.cookie);
    expect(byPostAuthor.statusCode).toBe(404);
    expect(byPostAuthor.json().message).toBe("That comment was not found.");
    expect(
      (await send("PATCH", `/api/community/posts/${other}/comments/${commentId}`, { content: "Moved" }, bob.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await send("PATCH", `/api/community/posts/${id}/comments/x1`, { content: "Nope" }, bob.cookie)).statusCode,
    ).toBe(404);
    expect((await send("PATCH", url, { content: "Guest" })).statusCode).toBe(401);
    const empty = await send("PATCH", url, { content: "  " }, bob.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please write a comment.");
    expect((await send("PATCH", url, { content: "x".repeat(1001) }, bob.cookie)).json().message).toBe(
      "Keep comments to 1000 characters or fewer.",
    );
    expect(await comments()).toEqual(["First! <i>sorry</i>", "Thanks"]);

    expect((await send("DELETE", url, undefined, alice.cookie)).statusCode).toBe(404);
    expect((await send("DELETE", url)).statusCode).toBe(401);
    expect((await show(id)).json().commentsCount).toBe(2);
    const deleted = await send("DELETE", url, undefined, bob.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect(await comments()).toEqual(["Thanks"]);
    expect((await show(id)).json()).toMatchObject({ commentsCount: 1, likes: 1 });
    const score = await t.database.db
      .selectFrom("community_posts")
      .select("trending_score")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(score.trending_score)).toBe(1 + 2 * 1);
    expect((await send("DELETE", url, undefined, bob.cookie)).statusCode).toBe(404);
  });

  it("shows a member's page and the side cards' real figures", async () => {
    await open();
    const alice = await registerAndSignIn(t.app);
    await post("/api/community/posts", { title: "One", content: "#travel tips" }, alice.cookie);
    const member = (await t.app.inject({ method: "GET", url: `/api/community/users/${alice.user.id}` })).json();
    expect(member).toMatchObject({
      id: alice.user.id,
      username: alice.user.username,
      postCount: 1,
      profilePicture: null,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/community/users/99999" })).statusCode).toBe(404);
    expect((await list(`?userId=${alice.user.id}`)).total).toBe(1);
    const stats = (await t.app.inject({ method: "GET", url: "/api/community/stats" })).json();
    expect(stats).toMatchObject({
      members: 1,
      posts: 1,
      videosShared: 0,
      topTopics: [{ topic: "travel", count: 1 }],
      topContributors: [{ username: alice.user.username, posts: 1 }],
    });
  });
});
