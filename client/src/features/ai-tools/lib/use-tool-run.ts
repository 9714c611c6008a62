import { type FormEvent, useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import i18next from "i18next";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { toastFailure, validRequest } from "./feedback";

/** The tool's group of the catalogue, whose `done` and `failed` are its toasts. */
type Tool = "enhance" | "verify" | "hashtags";

/**
 * One AI tool's form: checks the request with the server's schema, asks once at a time, and says how it went
 * (content.md §8). The last answer stays on screen while the next one is on its way, and after a failed try.
 */
export function useToolRun<Request, Answer>(
  mutation: UseMutationResult<Answer, Error, Request, unknown>,
  schema: z.ZodType<Request>,
  tool: Tool,
) {
  const [result, setResult] = useState<Answer | null>(null);
  const pending = mutation.isPending;
  const submit = (event: FormEvent<HTMLFormElement>, input: Request) => {
    event.preventDefault();
    if (pending) return;
    const request = validRequest(schema, input);
    if (!request) return;
    mutation.mutate(request, {
      onSuccess: (answer) => {
        setResult(answer);
        toast({ title: i18next.t(`ai-tools:${tool}.done`) });
      },
      onError: (error) => toastFailure(i18next.t(`ai-tools:${tool}.failed`), error),
    });
  };
  return { result, pending, submit };
}
