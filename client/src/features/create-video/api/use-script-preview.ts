import { useMutation } from "@tanstack/react-query";
import type { ProcessAnecdoteRequest, ProcessAnecdoteResponse } from "@common/videos";
import { apiRequest } from "@/lib/api";

/** The script the studio would write for this story and these options: no render, no credit spent. */
export function useScriptPreview() {
  return useMutation({
    mutationFn: async (input: ProcessAnecdoteRequest) => {
      const res = await apiRequest("POST", "/api/process-anecdote", input);
      return (await res.json()) as ProcessAnecdoteResponse;
    },
  });
}
