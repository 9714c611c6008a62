import send from "@fastify/send";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../domain-error";
import { HttpError } from "../http/errors";

export type SendFileOptions = { contentType: string; downloadName?: string };

/**
 * Streams a media file with @fastify/send: byte ranges (a player seeks without downloading the whole video), ETag and
 * Last-Modified with conditional requests (If-None-Match, If-Modified-Since, If-Range). `downloadName` turns it into
 * an attachment. Caching is private: only the owner may see these files.
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, options: SendFileOptions) {
  const { statusCode, headers, stream, type } = await send(request.raw, file, { acceptRanges: true, cacheControl: false, dotfiles: "allow" });
  if (type === "error") {
    stream.destroy();
    if (statusCode === 416) throw new HttpError(416, { code: "file_range_missing" }, { "content-range": headers["Content-Range"] ?? "bytes */*" });
    if (statusCode === 404) throw notFound("file_not_found");
    throw new HttpError(statusCode, { code: "file_not_sent" });
  }
  reply
    .status(statusCode)
    .headers(headers)
    .header("content-type", options.contentType)
    .header("cache-control", "private, max-age=3600");
  if (options.downloadName) reply.header("content-disposition", `attachment; filename="${options.downloadName}"`);
  return reply.send(stream);
}
