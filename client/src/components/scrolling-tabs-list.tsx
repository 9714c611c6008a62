import { useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TabsList } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";

/** How far from each edge the row fades out where more tabs are hidden (px). */
const FADE = 40;
/** Room kept between a tab and an edge with a button on it, so the button never covers the tab it brings (px). */
const EDGE_ROOM = 44;

type Overflow = { before: boolean; after: boolean };

const fadeMask = ({ before, after }: Overflow) =>
  `linear-gradient(to right, ${before ? "transparent" : "black"}, black ${FADE}px, black calc(100% - ${FADE}px), ${after ? "transparent" : "black"})`;

type ScrollingTabsListProps = {
  /** The active tab's value: it is scrolled into view on arrival and whenever it changes. */
  value: string;
  label?: string;
  children: ReactNode;
  /** The outer box (its margins: a row that runs to the screen's edges on a phone). */
  className?: string;
  /** The scrolling row (its padding). */
  scrollerClassName?: string;
};

/**
 * A row of tabs that scrolls sideways when it does not fit (a phone), and says so: the row fades out at an edge with
 * more tabs beyond it, and a button there brings them in. The buttons are in the tab order; the arrow keys move
 * between the tabs as usual, and the tab they reach is scrolled clear of the edges.
 */
export function ScrollingTabsList({ value, label, children, className, scrollerClassName }: ScrollingTabsListProps) {
  const { t } = useTranslation("components");
  const scroller = useRef<HTMLDivElement>(null);
  const earlier = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => {
      const next = { before: box.scrollLeft > 1, after: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 };
      // A button about to go (its end reached) hands the focus to the other one rather than dropping it.
      if (!next.after && document.activeElement === later.current) earlier.current?.focus();
      if (!next.before && document.activeElement === earlier.current) later.current?.focus();
      setOverflow((current) => (current.before === next.before && current.after === next.after ? current : next));
    };
    measure();
    box.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(box);
    if (box.firstElementChild) resize.observe(box.firstElementChild);
    return () => {
      box.removeEventListener("scroll", measure);
      resize.disconnect();
    };
  }, []);

  // Sideways only: arriving on a category's address must not also scroll the page down to the row.
  const arrived = useRef(false);
  useEffect(() => {
    const box = scroller.current;
    const tab = box?.querySelector('[role="tab"][data-state="active"]');
    if (!box || !tab) return;
    const behavior =
      !arrived.current || window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
    arrived.current = true;
    const start = tab.getBoundingClientRect().left - box.getBoundingClientRect().left;
    const end = start + tab.getBoundingClientRect().width;
    if (start < EDGE_ROOM) box.scrollBy({ left: start - EDGE_ROOM, behavior });
    else if (end > box.clientWidth - EDGE_ROOM) box.scrollBy({ left: end - box.clientWidth + EDGE_ROOM, behavior });
  }, [value]);

  const scrollAPage = (direction: -1 | 1) => {
    const box = scroller.current;
    if (!box) return;
    const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
    box.scrollBy({ left: direction * (box.clientWidth - 2 * EDGE_ROOM), behavior });
  };

  const edgeButton =
    "absolute top-2 z-10 flex size-8 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <div className={cn("relative", className)}>
      <button
        ref={earlier}
        type="button"
        hidden={!overflow.before}
        aria-label={t("tabs.earlier")}
        onClick={() => scrollAPage(-1)}
        className={cn(edgeButton, "left-1")}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <div
        ref={scroller}
        data-testid="tabs-scroller"
        className={cn("overflow-x-auto", scrollerClassName)}
        style={{
          scrollPaddingInline: EDGE_ROOM,
          maskImage: overflow.before || overflow.after ? fadeMask(overflow) : undefined,
        }}
      >
        <TabsList aria-label={label} className="w-max">
          {children}
        </TabsList>
      </div>
      <button
        ref={later}
        type="button"
        hidden={!overflow.after}
        aria-label={t("tabs.later")}
        onClick={() => scrollAPage(1)}
        className={cn(edgeButton, "right-1")}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
