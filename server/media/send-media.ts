import fs from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../domain-error";
import { parseByteRange } from "./byte-range";

export type SendMediaOptions = { contentType: string; downloadName?: string };

/**
 * Streams a media file with range support, so a player can seek without downloading the whole video.
 * `downloadName` turns it into an attachment. Caching is private: only the owner may see these files.
 */
export async function sendMedia(request: FastifyRequest, reply: FastifyReply, file: string, options: SendMediaOptions) {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound("That file");

  reply.header("accept-ranges", "bytes");
  const range = parseByteRange(request.headers.range, stat.size);
  if (range === "unsatisfiable") {
    return reply
      .status(416)
      .header("content-range", `bytes */${stat.size}`)
      .send({ message: "That part of the file does not exist." });
  }

  reply
    .header("content-type", options.contentType)
    .header("last-modified", stat.mtime.toUTCString())
    .header("cache-control", "private, max-age=3600");
  if (options.downloadName) reply.header("content-disposition", `attachment; filename="${options.downloadName}"`);
  if (!range) {
    return reply.header("content-length", stat.size).send(fs.createReadStream(file));
  }
  return reply
    .status(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${stat.size}`)
    .header("content-length", range.end - range.start + 1)
    .send(fs.createReadStream(file, { start: range.start, end: range.end }));
}
