import { useCallback, useState } from "react";

/** Local storage key from core.md §3; the tours feature reads the same flag. Default off. */
export const AUTO_START_TUTORIALS_KEY = "auto-start-tutorials";

export function readAutoStartTutorials(): boolean {
  try {
    return localStorage.getItem(AUTO_START_TUTORIALS_KEY) === "true";
  } catch {
    return false;
  }
}

export function useAutoStartTutorials() {
  const [enabled, setEnabledState] = useState(readAutoStartTutorials);
  const setEnabled = useCallback((next: boolean) => {
    try {
      localStorage.setItem(AUTO_START_TUTORIALS_KEY, String(next));
    } catch {
      // Storage blocked: keep the choice for this visit only.
    }
    setEnabledState(next);
  }, []);
  return [enabled, setEnabled] as const;
}
