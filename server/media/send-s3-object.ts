import type { Readable } from "node:stream";
import {
  GetObjectCommand,
  HeadObjectCommand,
  type GetObjectCommandInput,
  type GetObjectCommandOutput,
  type S3Client,
} from "@aws-sdk/client-s3";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../domain-error";
import { HttpError } from "../http/errors";
import { parseRange, resolveRange } from "./byte-range";
import type { SendFileOptions } from "./send-file";

type ObjectAddress = { Bucket: string; Key: string };

/**
 * Streams an S3 object as sendFile streams a file: one byte range (a player seeks without downloading the whole video),
 * ETag and Last-Modified with If-None-Match, If-Modified-Since and If-Range. S3 has no If-Range, and S3 and the
 * services compatible with it answer edge ranges their own ways, so for a range the object's size and version are read
 * first (HEAD), the range is resolved here by the RFC, and S3 is asked for those bytes on condition the object is still
 * that version.
 */
export async function sendS3Object(
  client: S3Client,
  address: ObjectAddress,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SendFileOptions,
) {
  const headers = request.headers;
  const freshness: Partial<GetObjectCommandInput> = headers["if-none-match"]
    ? { IfNoneMatch: headers["if-none-match"] }
    : headers["if-modified-since"]
      ? { IfModifiedSince: httpDate(headers["if-modified-since"]) }
      : {};
  let object: GetObjectCommandOutput;
  try {
    object = await getObject(client, { ...address, ...freshness }, request);
  } catch (error) {
    const status = statusOf(error);
    if (status === 304)
      return reply.status(304).header("etag", etagOf(error)).header("cache-control", "private, max-age=3600").send();
    if (status === 404) throw notFound("file_not_found");
    throw error;
  }
  reply
    .status(object.ContentRange ? 206 : 200)
    .header("content-type", options.contentType)
    .header("accept-ranges", "bytes")
    .header("cache-control", "private, max-age=3600");
  if (object.ContentLength !== undefined) reply.header("content-length", object.ContentLength);
  if (object.ContentRange) reply.header("content-range", object.ContentRange);
  if (object.ETag) reply.header("etag", object.ETag);
  if (object.LastModified) reply.header("last-modified", object.LastModified.toUTCString());
  if (options.downloadName) reply.header("content-disposition", `attachment; filename="${options.downloadName}"`);
  return reply.send(object.Body as Readable);
}

/** The whole object, or the part of it the request's Range and If-Range resolve to. */
async function getObject(
  client: S3Client,
  whole: GetObjectCommandInput,
  request: FastifyRequest,
): Promise<GetObjectCommandOutput> {
  if (!parseRange(request.headers.range)) return client.send(new GetObjectCommand(whole));
  // With the freshness conditions, so that a client whose copy is current gets its 304 before any range is looked at.
  const head = await client.send(new HeadObjectCommand(whole));
  const range = resolveRange(request.headers, {
    size: head.ContentLength ?? 0,
    etag: head.ETag,
    lastModified: head.LastModified,
  });
  if (range.status === 416)
    throw new HttpError(416, { code: "file_range_missing" }, { "content-range": range.contentRange });
  if (range.status === 200) return client.send(new GetObjectCommand(whole));
  try {
    return await client.send(
      new GetObjectCommand({
        ...whole,
        Range: `bytes=${range.start}-${range.end}`,
        ...(head.ETag ? { IfMatch: head.ETag } : {}),
      }),
    );
  } catch (error) {
    // Replaced since the HEAD (412): the bytes asked for belong to a version that is gone, so the whole new one.
    if (statusOf(error) !== 412) throw error;
    return client.send(new GetObjectCommand(whole));
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function etagOf(error: unknown): string {
  const headers = (error as { $response?: { headers?: Record<string, string> } }).$response?.headers;
  return headers?.etag ?? "";
}

/** A malformed date is ignored, as a server ignores a condition it cannot read. */
function httpDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
