import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "@fontsource-variable/inter";
import "@fontsource/fraunces/600.css";
import "@fontsource/fraunces/700.css";
import "@fontsource/fraunces/600-italic.css";
import "./index.css";
import { hydrate } from "@tanstack/react-query";
import { PAGE_DATA_ID } from "@common/page-render";
import { currentLanguage, languageReady } from "./i18n";
import { App } from "./app/app";
import { queryClient } from "./lib/query-client";

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");

// A page the server rendered brings the answers it was drawn from (server/http/page-render.ts): the first render here
// starts from them, as the server's did, instead of asking again.
const pageData = document.getElementById(PAGE_DATA_ID);
if (pageData?.textContent) hydrate(queryClient, JSON.parse(pageData.textContent));

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
    // The landing page, the gallery and the studio arrive rendered, in English (scripts/prerender-landing.mjs,
    // server/http/page-render.ts): the app takes over the page that is shown. In another language it draws it afresh.
    if (root.hasChildNodes() && currentLanguage() === "en") hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
