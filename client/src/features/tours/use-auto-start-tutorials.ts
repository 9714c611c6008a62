import { useCallback, useEffect, useState } from "react";
import { AUTO_START_TUTORIALS_KEY, onTutorialsReset } from "@/lib/tours";

export function readAutoStartTutorials(): boolean {
  try {
    return localStorage.getItem(AUTO_START_TUTORIALS_KEY) === "true";
  } catch {
    return false;
  }
}

/** The "Auto-start tutorials" choice (core.md §3, default off); follows "Reset All Tutorials" at once. */
export function useAutoStartTutorials() {
  const [enabled, setEnabledState] = useState(readAutoStartTutorials);
  useEffect(() => onTutorialsReset(() => setEnabledState(readAutoStartTutorials())), []);
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
