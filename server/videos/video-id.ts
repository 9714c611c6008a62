import { notFound } from "../domain-error";

const MAX_ID = 2_147_483_647;

/** A video id from a URL; anything that cannot be an id is simply a video that does not exist. */
export function parseVideoId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound("That video");
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound("That video");
  return id;
}
