type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const keyOf = (id: number) => `storybites:showcase-viewed:${id}`;

function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (some private modes): every opening counts, which is the most it can over-count.
    return null;
  }
}

/**
 * True the first time an example is opened in this tab, and marks it: a reload or a second visit in the same tab
 * does not count another view. Without session storage every opening counts.
 */
export function claimFirstView(id: number, store: SessionStore | null = sessionStore()): boolean {
  if (!store) return true;
  try {
    if (store.getItem(keyOf(id)) !== null) return false;
    store.setItem(keyOf(id), "1");
  } catch {
    // A full or locked store: count this one; the server still counts only what it is sent.
  }
  return true;
}

/** The view could not be recorded: let the next opening try again. */
export function releaseView(id: number, store: SessionStore | null = sessionStore()) {
  try {
    store?.removeItem(keyOf(id));
  } catch {
    // Nothing to undo.
  }
}
