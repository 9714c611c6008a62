import { parseRecordId } from "../record-id";

/** A video id from a URL; anything that cannot be an id is simply a video that does not exist. */
export function parseVideoId(raw: string): number {
  return parseRecordId(raw, "video_not_found");
}
