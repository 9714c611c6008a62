import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api";

/**
 * content.md §8's failure toast: what failed as its title, and why in the server's own words (a rate limit, a bad
 * input) as its description, or the caller's `fallback` when the server gave none.
 */
export function toastFailure(title: string, error: unknown, fallback?: string) {
  toast({ title, description: serverMessageOf(error) ?? fallback, variant: "destructive" });
}
