import { type FormEvent, useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import i18next from "i18next";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/lib/failure-toast";
import { validRequest } from "./feedback";

/** The tool's group of the catalogue, whose `done` and `failed` are its toasts. */
export type Tool = "enhance" | "verify" | "hashtags";

/**
 * One AI tool's form: keeps the story typed, checks the request with the server's schema, asks once at a time, and
 * says how it went (content.md §8). The last answer stays on screen while the next one is on its way, and after a
 * failed try. `panel` is what the tool's `ToolPanel` takes to run it; `requestOf` makes the request of the story.
 */
export function useToolRun<Request, Answer>(
  mutation: UseMutationResult<Answer, Error, Request, unknown>,
  schema: z.ZodType<Request>,
  tool: Tool,
  requestOf: (storyText: string) => Request,
) {
  const [story, setStory] = useState("");
  const [result, setResult] = useState<Answer | null>(null);
  const pending = mutation.isPending;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const request = validRequest(schema, requestOf(story));
    if (!request) return;
    mutation.mutate(request, {
      onSuccess: (answer) => {
        setResult(answer);
        toast({ title: i18next.t(`ai-tools:${tool}.done`) });
      },
      onError: (error) => toastFailure(i18next.t(`ai-tools:${tool}.failed`), error),
    });
  };
  return { result, panel: { tool, story, onStoryChange: setStory, pending, onSubmit } };
}
