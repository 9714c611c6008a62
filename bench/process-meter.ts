import { readdirSync, readFileSync } from "node:fs";

/** Samples this process's RSS plus its children's (ffmpeg), and reads CPU time including reaped children. */
export class ProcessMeter {
  peakCombinedMb = 0;
  peakSelfMb = 0;
  peakChildMb = 0;
  /** Seconds from `start` to the combined peak: which stage of the work it falls in. */
  peakCombinedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private started = 0;

  start(intervalMs = 100): void {
    this.started = performance.now();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.sample();
  }

  private sample(): void {
    const self = process.memoryUsage.rss() / 2 ** 20;
    const children = childPids().map((pid) => statusKb(pid, "VmRSS") / 1024);
    const child = children.reduce((sum, mb) => sum + mb, 0);
    this.peakSelfMb = Math.max(this.peakSelfMb, self);
    this.peakChildMb = Math.max(this.peakChildMb, ...childPids().map((pid) => statusKb(pid, "VmHWM") / 1024), 0);
    if (self + child <= this.peakCombinedMb) return;
    this.peakCombinedMb = self + child;
    this.peakCombinedAt = (performance.now() - this.started) / 1000;
  }
}

function childPids(): number[] {
  const pids: number[] = [];
  for (const task of readdirSync("/proc/self/task")) {
    try {
      pids.push(...readFileSync(`/proc/self/task/${task}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return pids;
}

function statusKb(pid: number, field: string): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by this process and its waited-for children (utime, stime, cutime, cstime). */
export function cpuSeconds(): { self: number; children: number } {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  const tick = 100;
  const n = (i: number) => Number(fields[i - 3]);
  return { self: (n(14) + n(15)) / tick, children: (n(16) + n(17)) / tick };
}
