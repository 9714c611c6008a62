import { useMutation } from "@tanstack/react-query";
import { type RecordingCheckRequest, recordingCheckSchema } from "@common/videos";
import { postJson } from "@/lib/api";

/**
 * Checks the person's recording against the script before a credit is spent (POST /api/uploads/:id/check): the
 * server finds where each line is said, keeps it for the render, and says what is wrong with a recording that does
 * not read the script.
 */
export function useRecordingCheck() {
  return useMutation({
    mutationFn: ({ upload, ...body }: RecordingCheckRequest & { upload: number }) =>
      postJson(`/api/uploads/${upload}/check`, recordingCheckSchema, body),
  });
}
