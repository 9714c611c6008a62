import path from "node:path";
import { mediaTools, MissingFfmpegError } from "@studio";
import { buildApp } from "./app";
import { ConfigError } from "@common/env";
import { loadConfig } from "./config";
import { checkFolders } from "./config-folders";
import { migrateToLatest, openDatabase } from "./db";
import { createMediaStore } from "./media/create-media-store";
import { loadSiteContent } from "./content/site-content";
import { seedShowcase } from "./showcase/seed-showcase";
import { studioRenderer } from "./videos/studio-renderer";
import { createVideoJobQueue } from "./videos/video-jobs";

async function main() {
  const config = loadConfig();
  await checkFolders(config);
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const media = createMediaStore(config.media);
  await media.ready();
  const renders = config.role !== "web";
  const jobQueue = createVideoJobQueue({
    config,
    db: database.db,
    renderer: studioRenderer(config.studioProviders),
    media,
    log: { error: (obj, msg) => console.error(msg, obj), warn: (obj, msg) => console.warn(msg, obj) },
  });
  const content = config.role === "worker" ? null : loadSiteContent(config.contentDir);
  const app = content
    ? await buildApp({
        config,
        database,
        clientDir: config.serveClient ? path.resolve("dist/client") : null,
        jobQueue,
        media,
        content,
      })
    : null;

  const shutdown = async () => {
    // Renders are aborted first and their jobs left to be run again by the next start.
    await jobQueue.stop();
    await app?.close();
    media.close();
    await database.close();
    process.exit(0);
  };
  // A shutdown that fails still ends the process, with the reason, rather than leaving it half closed.
  const onSignal = () =>
    void shutdown().catch((error: unknown) => {
      console.error("StoryBites could not shut down cleanly:", error);
      process.exit(1);
    });
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  // Runs queued renders; those a dead process left running are taken back once their heartbeat is stale (embedded
  // runner) or their job expires (pg-boss).
  if (renders) await jobQueue.start();
  else await jobQueue.open();
  // The showcase's examples are made in the background, behind every person's video.
  if (content) await seedShowcase(database.db, jobQueue, content.showcase.slice(0, config.showcaseExamples));
  const where = config.database.kind === "sqlite" ? config.database.file : "PostgreSQL";
  const store = config.media.store.kind === "s3" ? `S3 bucket ${config.media.store.bucket}` : config.media.dir;
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    const role = renders ? "" : ", web only: renders run on workers";
    console.log(`StoryBites is running at http://localhost:${config.port} (data: ${where}, media: ${store}${role})`);
  } else {
    console.log(
      `StoryBites worker is rendering up to ${config.jobs.concurrency} video(s) at a time (data: ${where}, media: ${store})`,
    );
  }
  if (renders) reportRenderTools();
}

/** Says at start which ffmpeg renders, or why none can: better than finding out from a refunded video. */
function reportRenderTools() {
  try {
    const tools = mediaTools();
    console.log(
      `Videos are encoded with the ${tools.source === "env" ? "FFMPEG_PATH" : tools.source} ffmpeg (${tools.ffmpeg})`,
    );
  } catch (error) {
    if (!(error instanceof MissingFfmpegError)) throw error;
    console.error(`${error.message} Until then every video fails and is refunded.`);
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
