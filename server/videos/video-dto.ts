import type { Selectable } from "kysely";
import { type AnyCodedMessage, isMessageCode, type MessageParams, readMessage } from "@common/messages";
import {
  scriptToText,
  type VideoDetails,
  type VideoStatus,
  type VideoStatusResponse,
  type VideoSummary,
} from "@common/videos";
import type { VideoOptions } from "@common/video-options";
import type { Script } from "@common/script";
import type { VideosTable } from "../db/schema";
import { readVideoMedia } from "../uploads/uploads";

export type VideoRow = Selectable<VideosTable>;

/** Where the media routes serve a video's files; null until the file exists. */
function mediaUrls(row: VideoRow) {
  const base = `/media/videos/${row.id}`;
  return {
    videoUrl: row.video_file ? `${base}/video.mp4` : null,
    downloadUrl: row.video_file ? `${base}/download` : null,
    thumbnailUrl: row.thumbnail_file ? `${base}/thumbnail.jpg` : null,
    cardUrl: cardUrl(row, base),
    captionsUrl: row.captions_file ? `${base}/captions.vtt` : null,
  };
}

/** The card-size cover where the video has one, else its thumbnail. */
export function cardUrl(row: Pick<VideoRow, "card_file" | "thumbnail_file">, base: string): string | null {
  if (row.card_file) return `${base}/card.jpg`;
  return row.thumbnail_file ? `${base}/thumbnail.jpg` : null;
}

/** Why the video failed, as a code to translate; rows failed before codes were stored are read back from their English. */
function failureOf(row: Pick<VideoRow, "error" | "error_code" | "error_params">): AnyCodedMessage | null {
  if (row.error_code && isMessageCode(row.error_code)) {
    return {
      code: row.error_code,
      ...(row.error_params ? { params: JSON.parse(row.error_params) as MessageParams } : {}),
    };
  }
  return row.error ? (readMessage(row.error) ?? null) : null;
}

export function toStatusResponse(
  row: Pick<VideoRow, "status" | "error" | "error_code" | "error_params" | "progress_percent" | "stage">,
): VideoStatusResponse {
  return {
    status: row.status as VideoStatus,
    error: row.error,
    failure: failureOf(row),
    progressPercent: Number(row.progress_percent),
    stage: row.stage,
  };
}

export function toVideoDetails(row: VideoRow): VideoDetails {
  const finished = row.enhanced_script ? (JSON.parse(row.enhanced_script) as Script) : null;
  // A video that did not finish keeps the script its owner edited: trying again, or going back to the options first,
  // starts from their lines, not from a fresh draft.
  const script = finished ?? (row.input_script ? (JSON.parse(row.input_script) as Script) : null);
  const { videoUrl, downloadUrl, thumbnailUrl, cardUrl, captionsUrl } = mediaUrls(row);
  return {
    id: row.id,
    status: row.status as VideoStatus,
    error: row.error,
    failure: failureOf(row),
    enhancedScript: finished ? scriptToText(finished) : null,
    script,
    videoUrl,
    downloadUrl,
    thumbnailUrl,
    cardUrl,
    captionsUrl,
    title: row.title,
    originalAnecdote: row.original_anecdote,
    options: JSON.parse(row.options) as VideoOptions,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    take: Number(row.take ?? 0),
    media: readVideoMedia(row.media),
    createdAt: row.created_at,
  };
}

export function toVideoSummary(row: VideoRow): VideoSummary {
  const { videoUrl, thumbnailUrl, cardUrl } = mediaUrls(row);
  return {
    id: row.id,
    status: row.status as VideoStatus,
    error: row.error,
    failure: failureOf(row),
    title: row.title,
    thumbnailUrl,
    cardUrl,
    videoUrl,
    createdAt: row.created_at,
  };
}
