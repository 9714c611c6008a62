import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { migrateToLatest, openDatabase } from "./db";

async function main() {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const clientDir = process.env.SERVE_CLIENT === "false" ? null : path.resolve("dist/client");
  const app = await buildApp({ config, database, clientDir });

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === "sqlite" ? config.database.file : "PostgreSQL";
  console.log(`StoryBites is running at http://localhost:${config.port} (data: ${where})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
