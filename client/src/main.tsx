import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@fontsource-variable/inter";
import "@fontsource/fraunces/600.css";
import "@fontsource/fraunces/700.css";
import "@fontsource/fraunces/600-italic.css";
import "./index.css";
import { languageReady } from "./i18n";
import { App } from "./app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html must contain #root");

// Not a top-level await: that would make the bundler split the app into dozens of small files.
// A transition, so React renders the first page in slices and a phone's main thread stays free for input between them
// (one long task otherwise: the main cost of page speed's blocking time).
void languageReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
