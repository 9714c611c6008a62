import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/**
 * Writes a brotli and a gzip twin of every text file of the build, at the strongest levels (once, not per request):
 * the server sends them as they are to browsers that accept them (server/http/spa.ts).
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "storybites-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the fonts the first screen of every page is drawn in (the body's Inter, the headings' Fraunces 600), so the
 * browser fetches them with the scripts rather than after the stylesheet is applied, and lays the page out once
 * instead of again when they arrive.
 */
function preloadFirstScreenFonts(prefixes: string[]): Plugin {
  return {
    name: "storybites-preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => file.endsWith(".woff2"));
        return prefixes.map((prefix) => {
          const file = files.find((name) => path.basename(name).startsWith(`${prefix}-`));
          if (!file) throw new Error(`No built font starts with ${prefix}`);
          return {
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: "", href: `/${file}` },
            injectTo: "head",
          };
        });
      },
    },
  };
}

const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig(({ isSsrBuild }) => ({
  root: "client",
  // The server-side build renders pages into HTML: the landing page at build time (scripts/prerender-landing.mjs),
  // the gallery and the studio per request (server/http/page-render.ts).
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        preloadFirstScreenFonts(["inter-latin-wght-normal", "fraunces-latin-600-normal"]),
        precompress(),
      ],
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // The server-side build is code for the server: the public files are the client's.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // A language other than English is fetched when chosen (client/src/i18n/catalogues.ts): one file, not one per namespace.
                {
                  debugName: "locales",
                  name: (id) => `locale-${/\/i18n\/locales\/([^/]+)\//.exec(id)?.[1]}`,
                  test: /\/i18n\/locales\/(?!en\/)/,
                },
                // What every page runs before its first paint comes in two files, not twenty small ones: on a phone each
                // request costs a round trip. The libraries' code apart from the app's, so a release leaves it cached (their
                // stylesheets, the fonts, stay in the app's one stylesheet).
                { name: "vendor", tags: ["$initial"], test: /[\\/]node_modules[\\/].*\.[cm]?js$/ },
                { name: "app", tags: ["$initial"] },
                // What the later pages share (icons, form fields, small hooks) in one file instead of dozens of 1 KB ones,
                // each a round trip on a phone before the page can draw.
                {
                  name: "shared",
                  test: /[\\/](node_modules[\\/]lucide-react|client[\\/]src[\\/](components|lib))[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false },
      "/media": { target: `http://localhost:${apiPort}`, changeOrigin: false },
      // PayPal's server-side calls live at the spec's root paths.
      "/setup": { target: `http://localhost:${apiPort}`, changeOrigin: false },
      "/order": { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
}));
