import type { Kysely, Migration } from "kysely";
import type { Engine } from "../engine";
import { initial } from "./0001-initial";

/** Ordered by name; the migrator records which ran in `kysely_migration`. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    "0001-initial": { up: (db: Kysely<unknown>) => initial(db, engine) },
  };
}
