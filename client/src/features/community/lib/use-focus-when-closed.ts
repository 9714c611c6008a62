import { useEffect, useRef, type RefObject } from "react";

/** Gives focus back to `target` (the Edit that opened an editor) once `open` turns false: saved or cancelled alike. */
export function useFocusWhenClosed(open: boolean, target: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) target.current?.focus();
    wasOpen.current = open;
  }, [open, target]);
}
