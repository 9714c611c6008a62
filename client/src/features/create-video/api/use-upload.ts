import { useMutation } from "@tanstack/react-query";
import { uploadSchema } from "@common/uploads";
import { postForm } from "@/lib/api";

/**
 * Uploads one of the person's files (POST /api/uploads): a photo, kept without its metadata, or a recording, kept as
 * one cleaned mono track. The server types it by its bytes, whatever its name.
 */
export function useUpload() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return postForm("/api/uploads", uploadSchema, form);
    },
  });
}
