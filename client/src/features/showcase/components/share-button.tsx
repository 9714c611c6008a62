import { Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

/** The system share sheet where there is one; otherwise the page's address goes to the clipboard. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation("showcase");
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
      toast({ title: t("share.copied.title"), description: t("share.copied.description") });
    } catch {
      toast({ title: t("share.failed.title"), description: t("share.failed.description"), variant: "destructive" });
    }
  };

  return (
    <Button type="button" variant="outline" onClick={share} className="h-10 px-4">
      <Share2 aria-hidden="true" />
      {t("share.button")}
    </Button>
  );
}
