import { useEffect, useId, useState, type ReactNode } from "react";
import { ChevronUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/**
 * Mobile bottom drawer (core.md §2): collapsed it is a 4rem bar titled "Tap for examples & preview",
 * open it takes 70% of the viewport height. Escape or the backdrop closes it.
 */
export function MobilePreviewDrawer({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation("create-video");
  const [open, setOpen] = useState(false);
  const contentId = useId();

  // The bar is fixed over the page: pad the document so the footer's last line stays reachable.
  useEffect(() => {
    const previous = document.body.style.paddingBottom;
    document.body.style.paddingBottom = "4rem";
    return () => {
      document.body.style.paddingBottom = previous;
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      {open && <div aria-hidden="true" className="fixed inset-0 z-50 bg-black/40" onClick={() => setOpen(false)} />}
      <div
        data-testid="preview-drawer"
        data-tour="story-drawer"
        style={{ height: open ? "70vh" : "4rem" }}
        className="fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-3xl border-t border-border bg-card shadow-[0_-12px_32px_-12px_rgba(0,0,0,0.25)] transition-[height] duration-300 ease-out"
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex h-16 shrink-0 items-center justify-center gap-2 rounded-t-3xl px-4 text-sm font-semibold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <span
            aria-hidden="true"
            className="absolute left-1/2 top-2 h-1 w-10 -translate-x-1/2 rounded-full bg-border"
          />
          {t("story.drawer")}
          <ChevronUp aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
        </button>
        <div id={contentId} hidden={!open} className="min-h-0 flex-1 overflow-y-auto px-4 pb-6">
          {children(() => setOpen(false))}
        </div>
      </div>
    </>
  );
}
