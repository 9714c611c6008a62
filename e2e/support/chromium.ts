/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The flags for this offline machine: without them Chromium keeps trying to reach Google's services (and stalls), and
 * there is no GPU, nor QUIC.
 */
export const OFFLINE_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
