// `npm run dev`: the API with reload on change, and Vite's dev server with hot reload in front of it.
import { spawn } from "node:child_process";
import path from "node:path";
import { RENDER_HOST } from "./render-host.mjs";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn(
    process.execPath,
    [
      ...RENDER_HOST.execArgv,
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "watch",
      "--clear-screen=false",
      "server/main.ts",
    ],
    {
      cwd: root,
      stdio: "inherit",
      // Links the server writes (a password reset's, to its log) open the hot-reloading client.
      env: { PUBLIC_URL: "http://localhost:5173", ...process.env, ...RENDER_HOST.env, SERVE_CLIENT: "false" },
    },
  ),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], { cwd: root, stdio: "inherit" }),
];
console.log("Open http://localhost:5173 (hot reload); the API runs on http://localhost:" + (process.env.PORT ?? 5000));
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) =>
  c.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
