import fs, { type FileHandle } from "node:fs/promises";
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../domain-error";
import { HttpError } from "../http/errors";
import { resolveRange, type FileVersion } from "./byte-range";

export type SendFileOptions = { contentType: string; downloadName?: string };

/**
 * Streams a media file: one byte range (a player seeks without downloading the whole video), ETag and Last-Modified
 * with If-None-Match, If-Modified-Since and If-Range. The ETag is strong, as If-Range needs, because a published file
 * is only ever replaced whole (by rename), never written in place. `downloadName` turns it into an attachment.
 * Caching is private: only the owner may see these files.
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, options: SendFileOptions) {
  const handle = await open(file);
  let bytes: ByteSpan | undefined;
  try {
    bytes = await prepare(request, reply, handle, options);
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (bytes && bytes.end >= bytes.start && request.method !== "HEAD") return reply.send(handle.createReadStream(bytes));
  await handle.close();
  // A 304 has no body. HEAD gets an empty one: Fastify would read a file stream to the end only to drop it.
  return reply.send(bytes ? Readable.from([]) : undefined);
}

async function open(file: string): Promise<FileHandle> {
  try {
    return await fs.open(file);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === "ENOENT" || code === "ENOTDIR") throw notFound("file_not_found");
    throw error;
  }
}

type ByteSpan = { start: number; end: number };

/** Sets the answer's status and headers, and says which bytes of the file to send: none for a 304. */
async function prepare(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: FileHandle,
  options: SendFileOptions,
): Promise<ByteSpan | undefined> {
  // Size and validators of the open file: one replaced meanwhile cannot mix two versions in one answer.
  const stat = await handle.stat();
  const version = {
    size: stat.size,
    etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    lastModified: stat.mtime,
  };
  reply
    .header("etag", version.etag)
    .header("last-modified", version.lastModified.toUTCString())
    .header("cache-control", "private, max-age=3600");
  if (isNotModified(request, version)) {
    reply.status(304);
    return undefined;
  }
  const range = resolveRange(request.headers, version);
  if (range.status === 416)
    throw new HttpError(416, { code: "file_range_missing" }, { "content-range": range.contentRange });
  const bytes = range.status === 206 ? { start: range.start, end: range.end } : { start: 0, end: version.size - 1 };
  reply
    .status(range.status)
    .header("content-type", options.contentType)
    .header("accept-ranges", "bytes")
    .header("content-length", bytes.end - bytes.start + 1);
  if (range.status === 206) reply.header("content-range", range.contentRange);
  if (options.downloadName) reply.header("content-disposition", `attachment; filename="${options.downloadName}"`);
  return bytes;
}

/** If-None-Match decides when present (weak comparison, as for GET); otherwise If-Modified-Since, to the second. */
function isNotModified(request: FastifyRequest, version: Required<FileVersion>): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.split(",").some((tag) => opaque(tag) === "*" || opaque(tag) === version.etag);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(version.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}
