import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "@fontsource-variable/inter";
import "@fontsource/fraunces/600.css";
import "@fontsource/fraunces/700.css";
import "@fontsource/fraunces/600-italic.css";
import "./index.css";
import { currentLanguage, languageReady } from "./i18n";
import { App } from "./app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Not a top-level await: that would make the bundler split the app into dozens of small files.
// A transition, so React works in slices and a phone's main thread stays free for input between them (one long task
// otherwise: the main cost of page speed's blocking time).
void languageReady.then(() =>
  startTransition(() => {
    // The landing page arrives rendered (in English, as a first visit sees it: scripts/prerender-landing.mjs): the app
    // takes over the page that is shown. In another language it draws the page afresh.
    if (root.hasChildNodes() && currentLanguage() === "en") hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
