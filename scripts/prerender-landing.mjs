// Writes dist/client/landing.html: the built index.html with the landing page already rendered into #root (and its
// brotli and gzip twins), from the server-side build of client/src/server-render.tsx. The server sends it for "/".
// Also writes dist/server-render/page.html, the same page with a place for what the server renders per request
// (server/http/page-render.ts).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "dist/client");
const serverRenderDir = path.join(root, "dist/server-render");
const { renderLandingPage } = await import(pathToFileURL(path.join(serverRenderDir, "server-render.js")).href);
const index = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
const placeholder = '<div id="root"></div>';
if (!index.includes(placeholder)) throw new Error(`dist/client/index.html has no ${placeholder}`);
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
if (!entry) throw new Error("dist/client/index.html has no module script");
const preloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
// The app's scripts are fetched by start-app.js once the page is on screen, instead of by the page itself.
let drawnPage = index.replace(entry[0], "");
for (const preload of preloads) drawnPage = drawnPage.replace(preload[0], "");
const loader = `<script src="/start-app.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(" ")}" defer></script>`;
drawnPage = drawnPage.replace("</head>", `  ${loader}\n  </head>`);

// The answers the page was drawn from follow the page (main.tsx puts them in the cache before it hydrates).
fs.writeFileSync(
  path.join(serverRenderDir, "page.html"),
  drawnPage.replace(placeholder, '<div id="root"><!--page--></div><!--page-data-->'),
);

// Last: its age is the build's (scripts/client-build.mjs).
const landing = drawnPage.replace(placeholder, `<div id="root">${await renderLandingPage()}</div>`);
const file = path.join(clientDir, "landing.html");
fs.writeFileSync(file, landing);
fs.writeFileSync(
  `${file}.br`,
  zlib.brotliCompressSync(landing, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
fs.writeFileSync(`${file}.gz`, zlib.gzipSync(landing, { level: 9 }));
