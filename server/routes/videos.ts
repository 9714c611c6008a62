import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createVideoRequestSchema,
  processAnecdoteRequestSchema,
  renameVideoRequestSchema,
  storyLanguageRequestSchema,
  type StoryLanguageResponse,
  type CreateVideoResponse,
  type ProcessAnecdoteResponse,
  type VideoDetails,
  type VideoSummary,
} from "@common/videos";
import { storyLanguage, StudioInputError } from "@studio";
import type { Db } from "../db";
import { HttpError } from "../http/errors";
import { requireUser } from "../http/session";
import type { JobQueue } from "../jobs/job-queue";
import type { MediaStore } from "../media/media-store";
import { createVideo } from "../videos/create-video";
import type { ScriptWriter } from "../videos/renderer";
import { toStatusResponse, toVideoDetails, toVideoSummary } from "../videos/video-dto";
import { parseVideoId } from "../videos/video-id";
import { findOwnedVideo, listOwnedVideos } from "../videos/video-queries";

type Deps = { db: Db; media: MediaStore; jobQueue: JobQueue; scriptWriter: ScriptWriter };

const videoParams = z.object({ id: z.string() });

export const videoRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, media, jobQueue, scriptWriter }) => {
  app.post("/api/videos", { schema: { body: createVideoRequestSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const created = await createVideo(db, media, jobQueue, user.id, request.body);
    return reply.status(201).send(created satisfies CreateVideoResponse);
  });

  app.get("/api/videos", async (request): Promise<VideoSummary[]> => {
    const user = requireUser(request);
    return (await listOwnedVideos(db, user.id)).map(toVideoSummary);
  });

  app.get("/api/videos/:id", { schema: { params: videoParams } }, async (request): Promise<VideoDetails> => {
    const user = requireUser(request);
    return toVideoDetails(await findOwnedVideo(db, user.id, parseVideoId(request.params.id)));
  });

  app.patch(
    "/api/videos/:id",
    { schema: { params: videoParams, body: renameVideoRequestSchema } },
    async (request): Promise<VideoDetails> => {
      const user = requireUser(request);
      const video = await findOwnedVideo(db, user.id, parseVideoId(request.params.id));
      await db
        .updateTable("videos")
        .set({ title: request.body.title, updated_at: new Date().toISOString() })
        .where("id", "=", video.id)
        .execute();
      return toVideoDetails({ ...video, title: request.body.title });
    },
  );

  app.get("/api/videos/:id/status", { schema: { params: videoParams } }, async (request, reply) => {
    const user = requireUser(request);
    const video = await findOwnedVideo(db, user.id, parseVideoId(request.params.id));
    // Polled every 3 s: never a cached answer.
    return reply.header("cache-control", "no-store").send(toStatusResponse(video));
  });

  // Asked when the story step is left: a story in another language is stopped there, before any option is chosen.
  app.post(
    "/api/story-language",
    { schema: { body: storyLanguageRequestSchema }, config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request): Promise<StoryLanguageResponse> => {
      requireUser(request);
      return storyLanguage(request.body.anecdote);
    },
  );

  // Writing a script costs CPU (or a hosted model's tokens) but no credit: limited per minute instead.
  app.post(
    "/api/process-anecdote",
    { schema: { body: processAnecdoteRequestSchema }, config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (request): Promise<ProcessAnecdoteResponse> => {
      requireUser(request);
      try {
        const script = await scriptWriter(request.body.anecdote, request.body.options, undefined, request.body.take);
        if (script.fallbackReason)
          request.log.warn(
            { reason: script.fallbackReason },
            "the local writer wrote the script instead of the chat provider",
          );
        return script;
      } catch (error) {
        // The studio's input errors are written for people (the shared schemas' messages, read back to their code);
        // anything else is ours (500, logged).
        if (error instanceof StudioInputError) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );
};
