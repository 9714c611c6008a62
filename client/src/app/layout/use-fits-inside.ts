import { useLayoutEffect, useState, type RefObject } from "react";

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/** The room an element takes in its flex row: its width and the gap before it; none when it is not drawn. */
function roomTakenBy(element: HTMLElement | null): number {
  if (!element || widthOf(element) === 0) return 0;
  return (
    widthOf(element) + (element.parentElement ? parseFloat(getComputedStyle(element.parentElement).columnGap) || 0 : 0)
  );
}

/**
 * Whether the content is no wider than its box, kept up to date as either changes size: the window, a language with
 * longer words, a bigger balance beside it. The box must be free to shrink below its content (min-width 0) for this
 * to tell. Measured before the first paint, so nothing is ever drawn overflowing. A box that is not drawn (display:
 * none) reads as fitting.
 *
 * `standIn`: what is shown instead while the content does not fit (the menu button for the header's links). Its room
 * counts as the box's, so the answer is the same whichever of the two is showing, and never flips back and forth.
 */
export function useFitsInside(
  box: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  standIn?: RefObject<HTMLElement | null>,
): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const measure = () => setFits(widthOf(inner) <= widthOf(outer) + roomTakenBy(standIn?.current ?? null) + 0.5);
    measure();
    const observer = new ResizeObserver(measure);
    for (const element of [outer, inner, standIn?.current]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [box, content, standIn]);
  return fits;
}
