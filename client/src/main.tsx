import { StrictMode } from "react";
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
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
