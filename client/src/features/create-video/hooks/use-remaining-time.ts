import { useEffect, useState } from "react";
import { estimateRemainingSeconds, type ProgressSample } from "../lib/remaining-time";

const TICK_MS = 1000;

type Watch = { first: ProgressSample; latest: ProgressSample };

/**
 * Seconds left for the render this page is watching, or null while there is no rate yet. Samples start when the
 * page does: a render opened half-way is measured from there, not from a start this page never saw.
 */
export function useRemainingSeconds(percent: number, active: boolean): number | null {
  const [watch, setWatch] = useState<Watch | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const sample = { percent, at: Date.now() };
    // Sampling the clock when the percent changes is reading an outside system, which is what effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(sample.at);
    // A percent that went back (the render started over) makes the rate so far meaningless: watch afresh.
    setWatch((w) =>
      w && percent >= w.latest.percent ? { first: w.first, latest: sample } : { first: sample, latest: sample },
    );
  }, [percent]);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);

  return watch ? estimateRemainingSeconds(watch.first, watch.latest, now) : null;
}
