import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

/** The system share sheet where there is one; otherwise the page's address goes to the clipboard. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "Paste it anywhere to share this example." });
    } catch {
      toast({ title: "Error", description: "Failed to copy. Please try again or manually select the link.", variant: "destructive" });
    }
  };

  return (
    <Button type="button" variant="outline" onClick={share} className="h-10 px-4">
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
