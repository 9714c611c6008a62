import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { lookQuerySchema, storyboardRequestSchema, type Look, type StoryboardResponse } from "@common/videos";
import { iconName, look, pictureBitmap, storyboard } from "@studio";
import { notFound } from "../domain-error";
import { HttpError } from "../http/errors";
import { requireUser } from "../http/session";
import type { Db } from "../db";
import { checkOwnPhotos, placedPhotos } from "../uploads/uploads";
import { scriptIssueMessage } from "../videos/script-issue-message";

/** Pictures are shown at up to ~40 CSS px: sharp on a 3x phone screen. */
const PICTURE_PX = 128;

const pictureParams = z.object({ file: z.string() });

/** What the wizard previews before a render: the storyboard of the script, the style's look, the scenes' pictures. */
export const storyboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Asked again a moment after each edit of a line: cheap (no narration), but limited per minute like the writer.
  app.post(
    "/api/storyboard",
    { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } },
    async (request): Promise<StoryboardResponse> => {
      const user = requireUser(request);
      // Parsed here rather than by the route schema, so a broken script is told in the wizard's words.
      const parsed = storyboardRequestSchema.safeParse(request.body, { error: scriptIssueMessage });
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? { code: "script_unreadable" });
      const { script, options, media } = parsed.data;
      const photos = media?.photos ?? [];
      await checkOwnPhotos(db, user.id, photos);
      return {
        storyboard: storyboard(script, options),
        look: look(options.style, options.mood),
        photos: placedPhotos(photos, script.scenes.length),
      };
    },
  );

  app.get("/api/look", { schema: { querystring: lookQuerySchema } }, async (request): Promise<Look> => {
    requireUser(request);
    return look(request.query.style, request.query.mood);
  });

  // The studio's own rendering of a picture, so the preview shows exactly what the video draws.
  app.get("/api/pictures/:file", { schema: { params: pictureParams } }, async (request, reply) => {
    requireUser(request);
    const id = /^(.+)\.png$/.exec(request.params.file)?.[1];
    if (!id || !iconName(id)) throw notFound("picture_not_found");
    const png = await pictureBitmap(id, PICTURE_PX).encode("png");
    return reply.type("image/png").header("cache-control", "private, max-age=604800, immutable").send(png);
  });
};
