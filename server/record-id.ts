import { notFound, type NotFoundCode } from "./domain-error";

const MAX_ID = 2_147_483_647;

/** A record id from a URL; anything that cannot be an id is simply a record that does not exist. */
export function parseRecordId(raw: string, missing: NotFoundCode): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound(missing);
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound(missing);
  return id;
}
