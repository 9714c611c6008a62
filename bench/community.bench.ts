/**
 * Community list speed: `npm run bench:community [-- --posts N] [-- --engine postgres]`
 * Fills a fresh database with N posts (10,000 by default) from 200 members with likes, comments and hashtags, then
 * times each kind of list request the /community page makes (a page of 20, sorted, filtered, searched, deep pages)
 * through the real query code, against a baseline measured in the same run: reading one post by its id. Prints the
 * median of 30 runs per request and its ratio to the baseline. PostgreSQL needs TEST_DATABASE_URL.
 */
import { sql } from "kysely";
import { listPosts, type PostFilters } from "@server/community/posts";
import { createTestDatabase, type TestEngine } from "@server/test-support/test-app";

const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const POSTS = Number(valueOf("--posts") ?? 10_000);
const engine = (valueOf("--engine") ?? "sqlite") as TestEngine;
const RUNS = 30;
const TOPICS = ["travel", "family", "food", "work", "school", "pets", "music", "sport"];

const database = await createTestDatabase(engine);
const { db } = database;
try {
  const now = new Date().toISOString();
  const members = await db
    .insertInto("users")
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        username: `member${i}`,
        username_key: `member${i}`,
        email: `m${i}@example.com`,
        password_hash: "x",
        created_at: now,
      })),
    )
    .returning("id")
    .execute();
  const filled = Date.now();
  for (let start = 0; start < POSTS; start += 500) {
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(500, POSTS - start) }, (_, k) => {
        const i = start + k;
        const likes = (i * 37) % 101;
        const comments = (i * 13) % 29;
        return {
          user_id: members[i % members.length]!.id,
          title: `Story number ${i} about ${TOPICS[i % TOPICS.length]}`,
          content: `A short personal story, number ${i}, with a moment worth sharing. #${TOPICS[i % TOPICS.length]}`,
          video_id: null,
          likes_count: likes,
          comments_count: comments,
          trending_score: likes + 2 * comments,
          created_at: new Date(Date.parse("2025-01-01") + i * 60_000).toISOString(),
        };
      });
      const ids = await trx.insertInto("community_posts").values(rows).returning("id").execute();
      await trx
        .insertInto("community_post_topics")
        .values(ids.map(({ id }, k) => ({ post_id: id, topic: TOPICS[(start + k) % TOPICS.length]! })))
        .execute();
    });
  }
  console.log(`${POSTS} posts on ${engine}, filled in ${((Date.now() - filled) / 1000).toFixed(1)} s`);

  const median = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(RUNS / 2)]!;
  };
  const middleId = Math.floor(POSTS / 2);
  const baseline = await median(() =>
    db.selectFrom("community_posts").selectAll().where("id", "=", middleId).executeTakeFirst(),
  );
  const cases: [string, PostFilters][] = [
    ["latest, page 1", { video: "all", sort: "latest", page: 1 }],
    ["popular, page 1", { video: "all", sort: "popular", page: 1 }],
    ["trending, page 1", { video: "all", sort: "trending", page: 1 }],
    ["trending, page 250", { video: "all", sort: "trending", page: 250 }],
    ["with video", { video: "with", sort: "latest", page: 1 }],
    ["search 'number 42'", { search: "number 42", video: "all", sort: "latest", page: 1 }],
    ["search author 'member7'", { search: "member7", video: "all", sort: "popular", page: 1 }],
    ["topic #pets", { topic: "pets", video: "all", sort: "trending", page: 1 }],
  ];
  console.log(`baseline (one post by id): ${baseline.toFixed(2)} ms`);
  for (const [name, filters] of cases) {
    const ms = await median(() => listPosts(db, filters, members[0]!.id));
    console.log(
      `${name.padEnd(26)} ${ms.toFixed(2).padStart(8)} ms  ${(ms / baseline).toFixed(1).padStart(7)}× baseline`,
    );
  }
  const plan = await sql<{
    detail?: string;
  }>`explain query plan select id from community_posts order by trending_score desc, id desc limit 20`
    .execute(db)
    .catch(() => null);
  if (plan && engine === "sqlite") console.log(`trending plan: ${plan.rows.map((row) => row.detail).join("; ")}`);
} finally {
  await database.dispose();
}
