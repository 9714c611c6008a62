/** Room left around the highlighted element, and the roundness of the light (core.md §3 "spotlight radius"). */
const PADDING = 8;
const RADIUS = 14;

/** A rounded rectangle as an SVG path, drawn the other way round from the screen so `evenodd` cuts it out. */
function hole(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  return `M${x + r},${y} h${width - 2 * r} a${r},${r} 0 0 1 ${r},${r} v${height - 2 * r} a${r},${r} 0 0 1 -${r},${r} h-${width - 2 * r} a${r},${r} 0 0 1 -${r},-${r} v-${height - 2 * r} a${r},${r} 0 0 1 ${r},-${r} z`;
}

/**
 * Dims the page except the step's element. It never takes a click: the person can still use the page, which a step
 * that waits for an action needs.
 */
export function Spotlight({ rect }: { rect: DOMRect | null }) {
  const screen = "M0,0 H100000 V100000 H0 z";
  const light = rect
    ? hole(rect.left - PADDING, rect.top - PADDING, rect.width + PADDING * 2, rect.height + PADDING * 2, RADIUS)
    : "";
  return (
    <svg aria-hidden="true" className="pointer-events-none fixed inset-0 z-[60] size-full">
      <path d={`${screen} ${light}`} fillRule="evenodd" className="fill-black/55" />
      {rect && <path data-tour-spotlight="" d={light} className="fill-none stroke-amber-300 stroke-[3]" />}
    </svg>
  );
}
