import i18next from "i18next";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/messages";

/**
 * Checks a request with the server's own schema before sending it. Returns the parsed request, or shows the first
 * problem ("Please enter a story to enhance", content.md §5) as a toast and returns null.
 */
export function validRequest<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0]?.message;
  toast({
    title: problem === undefined ? i18next.t("ai-tools:checkForm") : translateMessage(problem),
    variant: "destructive",
  });
  return null;
}

/** Copies text and says so ("Hashtags copied to clipboard."); on failure the text is still on the page to select by hand. */
export async function copyToClipboard(text: string, what: "enhancedStory" | "hashtags") {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: i18next.t("ai-tools:copy.done"), description: i18next.t(`ai-tools:copy.${what}`) });
  } catch (error) {
    console.error(`Copying to the clipboard failed (${what})`, error);
    toast({
      title: i18next.t("ai-tools:copy.failedTitle"),
      description: i18next.t("ai-tools:copy.failed"),
      variant: "destructive",
    });
  }
}
