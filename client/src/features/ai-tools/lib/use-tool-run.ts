import { type FormEvent, useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { toastFailure, validRequest } from "./feedback";

type Messages = { success: string; failure: string };

/**
 * One AI tool's form: checks the request with the server's schema, asks once at a time, and says how it went
 * (content.md §8). The last answer stays on screen while the next one is on its way, and after a failed try.
 */
export function useToolRun<Request, Answer>(mutation: UseMutationResult<Answer, Error, Request, unknown>, schema: z.ZodType<Request>, messages: Messages) {
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
        toast({ title: messages.success });
      },
      onError: (error) => toastFailure(messages.failure, error),
    });
  };
  return { result, pending, submit };
}
