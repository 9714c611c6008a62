import { fileTypeFromFile } from "file-type";
import { ACCEPTED_PHOTOS, ACCEPTED_RECORDINGS, type UploadKind } from "@common/uploads";
import { DomainError } from "../domain-error";

/** What the bytes say a photo or recording is (file-type's MIME types), whatever the file is called. */
const KIND_OF: Record<string, UploadKind> = {
  "image/jpeg": "photo",
  "image/png": "photo",
  "image/webp": "photo",
  "image/heic": "photo",
  "image/heif": "photo",
  "image/heic-sequence": "photo",
  "image/heif-sequence": "photo",
  // A browser's recording (MediaRecorder) is WebM or, in Safari, MP4 with only a sound track.
  "video/webm": "audio",
  "audio/webm": "audio",
  "audio/ogg": "audio",
  "audio/opus": "audio",
  "audio/mpeg": "audio",
  "audio/x-m4a": "audio",
  "audio/mp4": "audio",
  "video/mp4": "audio",
  "audio/aac": "audio",
  "audio/wav": "audio",
  "audio/vnd.wave": "audio",
  "audio/x-wav": "audio",
};

const accepted = { photos: ACCEPTED_PHOTOS, recordings: ACCEPTED_RECORDINGS };

/**
 * The kind of upload the file's bytes make it, or a refusal that says what it is and what is taken. The name it was
 * sent under plays no part: a PDF called holiday.jpg is a PDF.
 */
export async function uploadKindOf(file: string): Promise<UploadKind> {
  const type = await fileTypeFromFile(file);
  const kind = type ? KIND_OF[type.mime] : undefined;
  if (kind) return kind;
  if (type)
    throw new DomainError("unsupported_type", {
      code: "upload_type_named",
      params: { type: type.ext.toUpperCase(), ...accepted },
    });
  throw new DomainError("unsupported_type", { code: "upload_type_unsupported", params: accepted });
}
