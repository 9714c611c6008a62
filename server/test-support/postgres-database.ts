import { randomBytes } from "node:crypto";
import pg from "pg";

export type EmptyPostgresDatabase = { url: string; drop: () => Promise<void> };

/** A new, empty database on the TEST_DATABASE_URL server, for one test file; drop() removes it. */
export async function createEmptyPostgresDatabase(prefix = "sb_test"): Promise<EmptyPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pg's pool.end() resolves before its sockets close; forcing the drop while they close makes the server
      // terminate them, which surfaces as an uncaught error in the test run. Give them a moment to go first.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
