import { useMutation } from "@tanstack/react-query";
import type { ProcessAnecdoteRequest } from "@common/videos";
import { scriptSchema } from "@common/script";
import { postJson } from "@/lib/api";

/** The script the studio would write for this story and these options: no render, no credit spent. */
export function useScriptPreview() {
  return useMutation({
    mutationFn: (input: ProcessAnecdoteRequest) => postJson("/api/process-anecdote", scriptSchema, input),
  });
}
