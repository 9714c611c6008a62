import { useMutation } from "@tanstack/react-query";
import { uploadSchema } from "@common/uploads";
import { postForm } from "@/lib/api";

/** Uploads one of the person's photos (POST /api/uploads): the server checks it and keeps it without its metadata. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return postForm("/api/uploads", uploadSchema, form);
    },
  });
}
