import { useSyncExternalStore } from "react";
import { useFormatters } from "@/i18n/format";
import { formatRelativeTime } from "@/lib/relative-time";

/** How often every mounted time re-reads the clock: "5 seconds ago" moves on while the page stays open. */
const TICK_MS = 10_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** One clock for all the times on a page, running only while one is shown. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/**
 * "3 minutes ago" per content.md §9, as a `<time>` with the exact moment in its tooltip. Nothing is drawn for a
 * timestamp that cannot be read. The shared clock may trail by up to a tick: a time just after it reads "1 second ago".
 */
export function TimeAgo({ date, className }: { date: string; className?: string }) {
  const clock = useSyncExternalStore(subscribe, snapshot, snapshot);
  const formatters = useFormatters();
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return null;
  return (
    <time dateTime={date} title={formatters.dateTime(parsed)} className={className}>
      {formatRelativeTime(parsed, new Date(clock), formatters)}
    </time>
  );
}
