import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Config } from "./config";

/** Actions per key over a fixed window: rate-limiter-flexible's consume, penalty, reward and delete. */
export type LimitCounter = RateLimiterAbstract;

/**
 * Where every limit counts (login and sign-up throttles, per-address request limits, per-person limits): one place
 * for all processes, or each web process would allow its own share and every limit would grow with their number.
 */
export type LimitCounters = {
  /** `points` per `seconds`; `name` keeps this counter's keys apart from every other's. */
  counter(name: string, points: number, seconds: number): LimitCounter;
  close(): Promise<void>;
};

const TABLE = "rate_limits";

/** In memory for the embedded SQLite default, which is one process; in the database on PostgreSQL. */
export async function createLimitCounters(database: Config["database"]): Promise<LimitCounters> {
  if (database.kind === "sqlite") {
    return {
      counter: (name, points, seconds) => new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
      close: async () => {},
    };
  }
  // The library talks to a pg pool and the database handle keeps Kysely's to itself; a few connections do, as each
  // check is one statement.
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  // An idle connection the server drops (a restart, a failover) is replaced by the next query; unheard, the pool's
  // error event would end the process.
  pool.on("error", () => {});
  await createTable(pool);
  // Rows whose window ended an hour ago, every five minutes: the library's schedule, but its own timer re-arms forever,
  // even once the pool is closed.
  const sweep = setInterval(
    () => void pool.query(`delete from ${TABLE} where expire < $1`, [Date.now() - 3_600_000]).catch(() => {}),
    5 * 60_000,
  );
  sweep.unref();
  return {
    counter: (name, points, seconds) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration: seconds,
      }),
    close: async () => {
      clearInterval(sweep);
      await pool.end();
    },
  };
}

/**
 * The library's table (its columns, in its order) but with a text key: its varchar(255) refuses a login key, which
 * holds an address and a name of up to 254 characters. Processes starting together would race to create it (and
 * PostgreSQL's "if not exists" does not stop two at once), so they take turns on an advisory lock.
 */
async function createTable(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock(hashtext($1))", [TABLE]);
    await client.query(
      `create table if not exists ${TABLE} (key text primary key, points integer not null default 0, expire bigint)`,
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}
