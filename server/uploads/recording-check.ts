import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { CodedMessage } from "@common/messages";
import type { Script } from "@common/script";
import { DURATION_RANGES, type Duration } from "@common/video-options";
import {
  alignOwnRecording,
  checkRecordedLength,
  RecordingMismatchError,
  recordingScriptKey,
  type RecordingAlignment,
  type RecordingWords,
} from "@studio";
import type { Db } from "../db";
import { DomainError } from "../domain-error";
import type { MediaStore } from "../media/media-store";
import { checkOwnRecording } from "./uploads";

/**
 * Checks the person's recording against the script before a credit is spent (the wizard asks as soon as the recording
 * is made, and creating the video asks again): where each line is said is found once per recording and script text
 * and kept (recording_alignments) for the render, which then narrates without looking for the words again. A
 * recording that does not say the script, or makes a video longer than the duration, is refused with the reason.
 */
export async function checkRecordingForScript(
  db: Db,
  media: MediaStore,
  userId: number,
  { upload, script, duration }: { upload: number; script: Script; duration: Duration },
): Promise<{ videoSeconds: number }> {
  await checkOwnRecording(db, userId, upload, DURATION_RANGES[duration].max);
  const alignment = (await keptAlignment(db, upload, script)) ?? (await alignAndKeep(db, media, upload, script));
  try {
    checkRecordedLength(alignment.videoSeconds, duration);
  } catch (error) {
    throw refusal(error);
  }
  return { videoSeconds: Math.round(alignment.videoSeconds * 10) / 10 };
}

/** The words found for this recording and this script's lines when it was checked, if it was. */
export async function keptAlignment(db: Db, upload: number, script: Script): Promise<RecordingAlignment | undefined> {
  const row = await db
    .selectFrom("recording_alignments")
    .select(["words", "video_seconds"])
    .where("upload_id", "=", upload)
    .where("script_key", "=", recordingScriptKey(script))
    .executeTakeFirst();
  return row && { words: JSON.parse(row.words) as RecordingWords, videoSeconds: row.video_seconds };
}

async function alignAndKeep(db: Db, media: MediaStore, upload: number, script: Script): Promise<RecordingAlignment> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "storybites-check-"));
  let alignment: RecordingAlignment;
  try {
    const file = path.join(dir, "recording.flac");
    await media.fetchUpload(upload, "audio", file);
    alignment = await alignOwnRecording(script, file);
  } catch (error) {
    throw refusal(error);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  // Two checks of one recording at once find the same words: the first kept wins.
  await db
    .insertInto("recording_alignments")
    .values({
      upload_id: upload,
      script_key: recordingScriptKey(script),
      words: JSON.stringify(alignment.words),
      video_seconds: alignment.videoSeconds,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["upload_id", "script_key"]).doNothing())
    .execute();
  return alignment;
}

/** A recording that does not narrate the script, as the person's message; anything else is ours, passed on. */
function refusal(error: unknown): unknown {
  if (!(error instanceof RecordingMismatchError)) return error;
  return new DomainError("invalid", recordingMessage(error));
}

/** What a mismatched recording tells the person, in any language. */
function recordingMessage({ mismatch }: RecordingMismatchError): CodedMessage {
  switch (mismatch.problem) {
    case "much_shorter":
      return { code: "recording_much_shorter", params: mismatch.params };
    case "other_words":
      return { code: "recording_other_words" };
    case "lines_missing":
      return { code: "recording_lines_missing", params: mismatch.params };
    case "video_too_long":
      return { code: "recording_video_too_long", params: mismatch.params };
  }
}
