import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { App } from "./app/app";
import { languageReady } from "./i18n";

/**
 * The landing page as HTML, rendered when the client is built (scripts/client-build.mjs): a phone shows it as soon as
 * the page and its stylesheet arrive, instead of after the app's scripts have downloaded and run. main.tsx hydrates it.
 * Rendered as a guest in English, before the session is known, exactly as the browser's first render is.
 */
export async function renderLandingPage(): Promise<string> {
  // The page as a first visit shows it: nothing stored (no language or theme chosen, no tour begun).
  globalThis.localStorage ??= emptyStorage();
  await languageReady;
  return renderToString(
    <StrictMode>
      <Router ssrPath="/">
        <App />
      </Router>
    </StrictMode>,
  );
}

function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}
