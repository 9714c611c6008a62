import { setPriority } from "node:os";

// Niceness of work that runs beside the frame encode and is not waited on until the frames are done (the music, the
// audio mix). On two cores x264's sliced threads stall whenever either core is taken, so this work goes last.
const BACKGROUND_NICENESS = 10;

/** Lowers a child process's CPU priority; one that has already exited is left alone. */
export function runInBackground(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, BACKGROUND_NICENESS);
  } catch {
    // It ended before it could be lowered: nothing left to yield.
  }
}
