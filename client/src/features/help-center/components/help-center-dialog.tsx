import type { Dispatch } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Search, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHelpCenter } from "../api/use-help-center";
import { type HelpAction, type HelpNavigation, helpView } from "../lib/help-navigation";
import { HelpArticleView } from "./help-article-view";
import { HelpList } from "./help-list";
import { HelpSearchResults } from "./help-search-results";

type HelpCenterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navigation: HelpNavigation;
  dispatch: Dispatch<HelpAction>;
};

/** The Help Center (core.md §2): a modal over the page with a search box, the categories, results and articles. */
export function HelpCenterDialog({ open, onOpenChange, navigation, dispatch }: HelpCenterDialogProps) {
  const { t } = useTranslation("help-center");
  const help = useHelpCenter(open);
  const view = helpView(navigation);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 bottom-0 z-50 flex h-[92dvh] flex-col overflow-hidden rounded-t-3xl border border-border bg-background shadow-2xl outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-[min(44rem,88dvh)] sm:w-[min(52rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
          aria-describedby="help-center-description"
        >
          <div className="flex flex-col gap-4 border-b border-border px-5 pb-4 pt-5 sm:px-7">
            <div className="flex items-start justify-between gap-4">
              <div>
                <DialogPrimitive.Title className="font-display text-2xl font-semibold tracking-tight">
                  {t("title")}
                </DialogPrimitive.Title>
                <DialogPrimitive.Description
                  id="help-center-description"
                  className="mt-1 text-sm text-muted-foreground"
                >
                  {t("description")}
                </DialogPrimitive.Description>
              </div>
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t("close")}>
                  <X aria-hidden="true" className="!size-5" />
                </Button>
              </DialogPrimitive.Close>
            </div>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <input
                type="search"
                value={navigation.query}
                onChange={(event) => dispatch({ type: "search", query: event.target.value })}
                placeholder={t("searchPlaceholder")}
                aria-label={t("searchLabel")}
                className="h-12 w-full rounded-full border border-input bg-card pl-11 pr-12 text-base shadow-sm outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 [&::-webkit-search-cancel-button]:hidden"
              />
              {navigation.query && (
                <button
                  type="button"
                  onClick={() => dispatch({ type: "search", query: "" })}
                  aria-label={t("clearSearch")}
                  className="absolute right-2 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
          </div>

          {/* A new view starts at its top. */}
          <div key={view.kind === "article" ? view.id : view.kind} className="flex-1 overflow-y-auto px-5 py-5 sm:px-7">
            {help.isPending ? (
              <div className="flex h-full items-center justify-center">
                <Spinner label={t("loading")} />
              </div>
            ) : help.isError ? (
              <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
                <p className="text-muted-foreground">{t("loadFailed")}</p>
                <Button variant="outline" onClick={() => void help.refetch()}>
                  {t("retry")}
                </Button>
              </div>
            ) : view.kind === "article" ? (
              <HelpArticleView
                help={help.data}
                id={view.id}
                onOpen={(id) => dispatch({ type: "open", id })}
                onBack={() => dispatch({ type: "back" })}
                onLeave={() => onOpenChange(false)}
              />
            ) : view.kind === "results" ? (
              <HelpSearchResults help={help.data} query={view.query} onOpen={(id) => dispatch({ type: "open", id })} />
            ) : (
              <HelpList
                help={help.data}
                tab={view.tab}
                onTab={(tab) => dispatch({ type: "tab", tab })}
                onOpen={(id) => dispatch({ type: "open", id })}
              />
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
