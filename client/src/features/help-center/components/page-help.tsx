import { type CSSProperties, useState } from "react";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { BookOpen, Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { articlesForPath, popoverTitle } from "@common/help";
import { Button } from "@/components/ui/button";
import { openHelpCenter } from "@/lib/help-center";
import { useBottomInset } from "@/lib/use-bottom-inset";
import { cn } from "@/lib/utils";
import { TUCKED_CLASSES, useTuckedAway } from "@/lib/use-tucked-away";
import { useHelpCenter } from "../api/use-help-center";

/**
 * "Help with this page" (core.md §2): a round button bottom-left (the chat is bottom-right) on every page some help
 * article is about, listing those articles; nothing at all on a page none is about.
 */
export function PageHelp() {
  const { t } = useTranslation("help-center");
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const inset = useBottomInset();
  const tucked = useTuckedAway();
  const help = useHelpCenter();
  const articles = help.data ? articlesForPath(help.data.articles, location) : [];
  if (articles.length === 0) return null;

  const read = (id?: (typeof articles)[number]["id"]) => {
    setOpen(false);
    openHelpCenter(id);
  };
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        <button
          type="button"
          aria-label={t("pageHelp")}
          title={t("pageHelp")}
          style={{ "--help-inset": `${inset}px` } as CSSProperties}
          className={cn(
            "fixed bottom-[calc(var(--help-inset)_+_1rem_+_env(safe-area-inset-bottom))] left-4 z-40 inline-flex size-12 items-center justify-center rounded-full border border-border bg-card text-primary shadow-lg shadow-black/15 transition-[background-color,transform,opacity] duration-200 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:bottom-[calc(var(--help-inset)_+_1.5rem)] sm:left-6",
            tucked && !open && TUCKED_CLASSES,
          )}
        >
          <Lightbulb aria-hidden="true" className="size-5" />
        </button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          side="top"
          align="start"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby="page-help-title"
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-border bg-popover p-4 text-popover-foreground shadow-xl outline-none"
        >
          <h2 id="page-help-title" className="font-display text-lg font-semibold">
            {t("pageHelp")}
          </h2>
          <ul className="mt-3 flex max-h-[300px] flex-col gap-2 overflow-y-auto">
            {articles.map((article) => (
              <li key={article.id} className="rounded-xl border border-border bg-card p-3">
                <p className="text-sm font-semibold">{popoverTitle(article.title)}</p>
                <button
                  type="button"
                  onClick={() => read(article.id)}
                  aria-label={t("readMoreAbout", { title: article.title })}
                  className="mt-1 rounded text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t("readMore")}
                </button>
              </li>
            ))}
          </ul>
          <Button variant="outline" size="sm" className="mt-3 w-full" onClick={() => read()}>
            <BookOpen aria-hidden="true" />
            {t("openKnowledgeBase")}
          </Button>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
