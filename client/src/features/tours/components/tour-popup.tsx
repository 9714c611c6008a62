import { useMemo, useRef } from "react";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { GuidedTour } from "../hooks/use-guided-tour";
import type { TourStep } from "../lib/tour-definitions";

/** Below this width a popup beside its element would not fit: it goes above or below instead. */
const NARROW_VIEWPORT = 640;

/** An element taller than this share of the screen leaves no room above or below it for the popup. */
const TALL_SHARE = 0.45;

type Placement = { anchor: DOMRect; side: "top" | "bottom" | "left" | "right"; offset: number };

/**
 * Where the popup goes: beside its element as the step says (above or below on a narrow screen); for an element too
 * tall to leave room, over whichever end of the screen it leaves more of (the top for one in a phone's open drawer);
 * in the middle of the screen for a step without one.
 */
function placementFor(step: TourStep, rect: DOMRect | null): Placement {
  const { innerWidth: width, innerHeight: height } = window;
  if (!rect || step.position === "center")
    return { anchor: new DOMRect(width / 2, height / 3, 0, 0), side: "bottom", offset: 0 };
  if (rect.height > height * TALL_SHARE) {
    return rect.top > height - rect.bottom
      ? { anchor: new DOMRect(width / 2, 16, 0, 0), side: "bottom", offset: 0 }
      : { anchor: new DOMRect(width / 2, height - 16, 0, 0), side: "top", offset: 0 };
  }
  const beside = step.position === "left" || step.position === "right";
  return { anchor: rect, side: beside && width < NARROW_VIEWPORT ? "bottom" : step.position, offset: 16 };
}

/**
 * One step's popup (core.md §3): 320 px wide, title, words, "Step X of Y", Back, Next (none while the step waits for
 * an action), and a close button that skips the tour. Focus moves into it; Escape skips.
 */
export function TourPopup({ guided, step, anchor }: { guided: GuidedTour; step: TourStep; anchor: DOMRect | null }) {
  const { t } = useTranslation("tours");
  const contentRef = useRef<HTMLDivElement>(null);
  const placement = placementFor(step, anchor);
  const virtualRef = useMemo(
    () => ({ current: { getBoundingClientRect: () => placement.anchor } }),
    [placement.anchor],
  );
  const total = guided.tour.steps.length;
  const last = guided.step === total - 1;
  const titleId = `tour-${guided.tour.id}-${step.id}-title`;
  const words = `${guided.tour.id}.${step.id}`;

  return (
    <PopoverPrimitive.Root open onOpenChange={(open) => !open && guided.skip()}>
      <PopoverPrimitive.Anchor virtualRef={virtualRef} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          ref={contentRef}
          side={placement.side}
          align="center"
          sideOffset={placement.offset}
          collisionPadding={8}
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-words`}
          data-tour-popup={guided.tour.id}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          // The page stays usable under a tour; only the close button or Escape ends it.
          onInteractOutside={(event) => event.preventDefault()}
          className="z-[70] w-[320px] max-w-[calc(100vw-16px)] rounded-2xl border border-border bg-popover p-5 text-popover-foreground shadow-2xl outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-primary">
              {t("stepOf", { current: guided.step + 1, total })}
            </p>
            <PopoverPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("skip")} className="-mr-2 -mt-2 size-8">
                <X aria-hidden="true" />
              </Button>
            </PopoverPrimitive.Close>
          </div>
          <h2 id={titleId} className="mt-1 font-display text-lg font-semibold leading-snug">
            {t(`${words}.title`)}
          </h2>
          <p id={`${titleId}-words`} className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {t(`${words}.content`)}
          </p>
          <div className="mt-4 flex items-center justify-between gap-2">
            {guided.step > 0 ? (
              <Button variant="ghost" size="sm" onClick={guided.back}>
                {t("back")}
              </Button>
            ) : (
              <span />
            )}
            {step.requiredAction ? (
              <p className="text-xs font-medium text-muted-foreground">{t("doIt")}</p>
            ) : (
              <Button size="sm" onClick={guided.next}>
                {last ? t("finish") : t("next")}
              </Button>
            )}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
