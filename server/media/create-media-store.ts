import type { MediaConfig } from "./config";
import { LocalMediaStore } from "./local-media-store";
import type { MediaStore } from "./media-store";
import { S3MediaStore } from "./s3-media-store";

/** The store MEDIA_STORE names. */
export function createMediaStore(config: MediaConfig): MediaStore {
  return config.store.kind === "s3" ? new S3MediaStore(config.dir, config.store) : new LocalMediaStore(config.dir);
}
