import { notFound } from "./domain-error";

const MAX_ID = 2_147_483_647;

/** A record id from a URL; anything that cannot be an id is simply a record that does not exist. */
export function parseRecordId(raw: string, what: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound(what);
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound(what);
  return id;
}
