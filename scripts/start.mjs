// `npm start`: build the client when its sources changed (unless this process serves none), then run the server.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildClientIfStale } from "./client-build.mjs";
import { RENDER_HOST } from "./render-host.mjs";

const root = path.resolve(import.meta.dirname, "..");
const servesClient = process.env.PROCESS_ROLE !== "worker" && process.env.SERVE_CLIENT !== "false";
try {
  if (servesClient) buildClientIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawn(
  process.execPath,
  [...RENDER_HOST.execArgv, "--import", "tsx", path.join(root, "server/main.ts")],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...RENDER_HOST.env },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
