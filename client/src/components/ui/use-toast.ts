import * as React from "react";

/** Spec: one toast at a time; a dismissed toast is kept (closed) for 1,000,000 ms before removal. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

export type ToastData = {
  id: string;
  title?: string;
  description?: string;
  variant?: ToastVariant;
  open: boolean;
};

type ToastInput = Omit<ToastData, "id" | "open">;

let counter = 0;
let memory: ToastData[] = [];
const listeners = new Set<(toasts: ToastData[]) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastData[]) {
  memory = next;
  for (const listener of listeners) listener(memory);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      publish(memory.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  for (const t of memory) if (!id || t.id === id) scheduleRemoval(t.id);
  publish(memory.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast from anywhere (hooks, mutation callbacks); the newest replaces the previous one. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...memory].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts() {
  const [toasts, setToasts] = React.useState(memory);
  React.useEffect(() => {
    listeners.add(setToasts);
    return () => {
      listeners.delete(setToasts);
    };
  }, []);
  return toasts;
}
