import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from "kysely";
import type { Config } from "../config";
import type { Database } from "./schema";
import type { Engine } from "./engine";
import { migrationsFor } from "./migrations";

export type Db = Kysely<Database>;
export type DbHandle = { db: Db; engine: Engine; close: () => Promise<void> };

export function openDatabase(database: Config["database"]): DbHandle {
  if (database.kind === "postgres") {
    // Integers beyond 2^31 (bigint counts) come back as strings by default; our ids fit in int4.
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers work while the job runner writes; foreign keys are off by default in SQLite.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

export async function migrateToLatest(handle: DbHandle) {
  const migrations = migrationsFor(handle.engine);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Areas add migrations independently; their relative order does not matter, only that each runs once.
  const migrator = new Migrator({ db: handle.db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
