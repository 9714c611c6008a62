export type Stage = "direct" | "narrate" | "compose" | "render" | "finalize";
export type Progress = { stage: Stage; percent: number; message: string };
export type Report = (stage: Stage, fraction: number, message: string) => void;

// Share of the run each stage takes, from timings on a 2-core machine: drawing and encoding dominate.
const SPANS: Record<Stage, [number, number]> = {
  direct: [0, 4],
  narrate: [4, 12],
  compose: [12, 15],
  render: [15, 96],
  finalize: [96, 100],
};

/** Maps per-stage fractions onto one overall percentage that never goes backwards. */
export function progressReporter(onProgress?: (progress: Progress) => void): Report {
  let last = -1;
  let lastStage: Stage | undefined;
  return (stage, fraction, message) => {
    if (!onProgress) return;
    const [from, to] = SPANS[stage];
    const percent = Math.max(last, Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction))));
    if (percent === last && stage === lastStage) return;
    last = percent;
    lastStage = stage;
    onProgress({ stage, percent, message });
  };
}
