import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api";

/**
 * Checks a request with the server's own schema before sending it. Returns the parsed request, or shows the first
 * problem ("Please enter a story to enhance", content.md §5) as a toast and returns null.
 */
export function validRequest<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  toast({ title: parsed.error.issues[0]?.message ?? "Please check the form.", variant: "destructive" });
  return null;
}

/** content.md §8's failure toast, with the server's own words (a rate limit, a bad input) as its description. */
export function toastFailure(title: string, error: unknown) {
  toast({ title, description: serverMessageOf(error), variant: "destructive" });
}

/** Copies text and says so; on failure the text is still on the page to select by hand. */
export async function copyToClipboard(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: `${what} copied to clipboard.` });
  } catch (error) {
    console.error(`Copying the ${what.toLowerCase()} failed`, error);
    toast({ title: "Error", description: "Failed to copy. Please try again or select the text and copy it yourself.", variant: "destructive" });
  }
}
