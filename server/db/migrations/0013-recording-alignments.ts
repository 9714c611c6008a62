import type { Kysely } from "kysely";

/**
 * Where a person's recording says each line of a script (issue 30), found when the recording is checked before a
 * credit is spent and kept for the render: one row per recording and script text, gone with the recording.
 */
export async function recordingAlignments(db: Kysely<unknown>) {
  await db.schema
    .createTable("recording_alignments")
    .addColumn("upload_id", "integer", (c) => c.notNull().references("uploads.id").onDelete("cascade"))
    .addColumn("script_key", "text", (c) => c.notNull())
    .addColumn("words", "text", (c) => c.notNull())
    .addColumn("video_seconds", "real", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("recording_alignments_pk", ["upload_id", "script_key"])
    .execute();
}
