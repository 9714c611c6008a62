import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

const apiPort = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
    },
  },
  build: { outDir: "../dist/client", emptyOutDir: true },
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
});
