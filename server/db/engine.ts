import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

export type Engine = "sqlite" | "postgres";

/** The one place the two engines' DDL differs: how an auto-increment key is spelled. */
export function idColumnType(engine: Engine) {
  return engine === "postgres" ? "serial" : "integer";
}

export function idColumn(engine: Engine) {
  return (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey() : col.primaryKey().autoIncrement();
}

export async function ping(db: Kysely<unknown>) {
  await sql`select 1`.execute(db);
}
