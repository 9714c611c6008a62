import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db";
import { notFound } from "../domain-error";
import type { MediaKind, MediaStore } from "../media/media-store";
import { slugify } from "../media/slug";
import { parseVideoId } from "../videos/video-id";
import type { VideoRow } from "../videos/video-dto";
import { findOwnedVideo } from "../videos/video-queries";
import { parseRecordId } from "../record-id";
import { findShowcaseVideoId } from "../showcase/showcase-queries";
import { findPostVideoId } from "../community/posts";

type Deps = { db: Db; media: MediaStore };

const params = z.object({ id: z.string() });
// Files are sent byte for byte: byte ranges count bytes of the file itself, and videos and pictures do not shrink.
const fileRoute = { schema: { params }, compress: false } as const;

const FILE_COLUMNS = {
  video: "video_file",
  thumbnail: "thumbnail_file",
  card: "card_file",
  captions: "captions_file",
} as const;

export const mediaRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, media }) => {
  /** The owner's video with this file, else 404, also when signed out: nobody learns that someone else's video exists. */
  async function ownedFile(
    request: { user: { id: number } | null; params: { id: string } },
    kind: MediaKind,
  ): Promise<VideoRow> {
    const id = parseVideoId(request.params.id);
    if (!request.user) throw notFound("video_not_found");
    const video = await findOwnedVideo(db, request.user.id, id);
    if (!video[FILE_COLUMNS[kind]]) throw notFound("video_not_found");
    return video;
  }

  app.get("/media/videos/:id/video.mp4", fileRoute, async (request, reply) => {
    const video = await ownedFile(request, "video");
    return media.serve(request, reply, video.id, "video");
  });

  app.get("/media/videos/:id/download", fileRoute, async (request, reply) => {
    const video = await ownedFile(request, "video");
    return media.serve(request, reply, video.id, "video", { downloadName: `${slugify(video.title)}.mp4` });
  });

  app.get("/media/videos/:id/thumbnail.jpg", fileRoute, async (request, reply) => {
    const video = await ownedFile(request, "thumbnail");
    return media.serve(request, reply, video.id, "thumbnail");
  });

  app.get("/media/videos/:id/card.jpg", fileRoute, async (request, reply) => {
    const video = await ownedFile(request, "card");
    return media.serve(request, reply, video.id, "card");
  });

  app.get("/media/videos/:id/captions.vtt", fileRoute, async (request, reply) => {
    const video = await ownedFile(request, "captions");
    return media.serve(request, reply, video.id, "captions");
  });

  // The showcase's examples are public: anyone may play them, and nothing else of their account is reachable.
  const publicFiles: [string, MediaKind][] = [
    ["video.mp4", "video"],
    ["thumbnail.jpg", "thumbnail"],
    ["card.jpg", "card"],
    ["captions.vtt", "captions"],
  ];
  for (const [file, kind] of publicFiles) {
    app.get(`/media/showcase/:id/${file}`, fileRoute, async (request, reply) => {
      const videoId = await findShowcaseVideoId(db, parseRecordId(request.params.id, "example_not_found"));
      return media.serve(request, reply, videoId, kind);
    });
    // A video its author attached to a community post is public through the post, and nothing else of theirs is.
    app.get(`/media/community/:id/${file}`, fileRoute, async (request, reply) => {
      const videoId = await findPostVideoId(db, parseRecordId(request.params.id, "post_not_found"));
      return media.serve(request, reply, videoId, kind);
    });
  }
};
