import type { TestProject } from "vitest/node";
import { startServer } from "./server";
// @ts-expect-error plain ESM script shared with `npm start`
import { buildClientIfStale } from "../../scripts/client-build.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** Builds the client and starts the real server, as `npm start` does, on a free port and an empty data folder. */
export default async function setup(project: TestProject) {
  buildClientIfStale();
  // One showcase example is made in the background, for the content pages' test to play.
  const server = await startServer({ SHOWCASE_EXAMPLES: "1" });
  project.provide("baseURL", server.baseURL);
  project.provide("dataDir", server.dataDir);
  return server.stop;
}
