import type { Readable } from "node:stream";
import {
  GetObjectCommand,
  HeadObjectCommand,
  type GetObjectCommandInput,
  type GetObjectCommandOutput,
  type HeadObjectCommandOutput,
  type S3Client,
} from "@aws-sdk/client-s3";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../domain-error";
import { HttpError } from "../http/errors";
import type { SendFileOptions } from "./send-file";

type ObjectAddress = { Bucket: string; Key: string };

const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * Streams an S3 object as @fastify/send streams a file: one byte range (a player seeks without downloading the whole
 * video; several ranges get the whole object, as RFC 9110 allows), ETag and Last-Modified with If-None-Match,
 * If-Modified-Since and If-Range. S3 has no If-Range, and S3-compatible services differ on suffix ranges
 * (`bytes=-500`), so for those two the object's size and version are read first (HEAD) and the range is asked for on
 * condition the object is still that version.
 */
export async function sendS3Object(client: S3Client, address: ObjectAddress, request: FastifyRequest, reply: FastifyReply, options: SendFileOptions) {
  const headers = request.headers;
  const freshness: Partial<GetObjectCommandInput> = headers["if-none-match"]
    ? { IfNoneMatch: headers["if-none-match"] }
    : headers["if-modified-since"]
      ? { IfModifiedSince: httpDate(headers["if-modified-since"]) }
      : {};
  let object: GetObjectCommandOutput;
  try {
    const ranged = await resolveRange(client, address, request);
    object = await getObject(client, { ...address, ...freshness, ...ranged }, ranged.Range ? { ...address, ...freshness } : undefined);
  } catch (error) {
    const status = statusOf(error);
    if (status === 304) return reply.status(304).header("etag", etagOf(error)).header("cache-control", "private, max-age=3600").send();
    if (status === 404) throw notFound("file_not_found");
    if (status === 416) {
      const head = await client.send(new HeadObjectCommand(address));
      throw new HttpError(416, { code: "file_range_missing" }, { "content-range": `bytes */${head.ContentLength ?? 0}` });
    }
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

/** The Range to ask S3 for, as an absolute `bytes=first-[last]`, or none when If-Range says the client's copy is stale. */
async function resolveRange(client: S3Client, address: ObjectAddress, request: FastifyRequest): Promise<Pick<GetObjectCommandInput, "Range" | "IfMatch">> {
  const range = request.headers.range;
  if (!range || !SINGLE_RANGE.test(range)) return {};
  const ifRange = request.headers["if-range"];
  const suffix = range.startsWith("bytes=-");
  if (!suffix && typeof ifRange !== "string") return { Range: range };
  const head = await client.send(new HeadObjectCommand(address));
  if (typeof ifRange === "string" && !isSameVersion(ifRange, head)) return {};
  const size = head.ContentLength ?? 0;
  const absolute = suffix ? `bytes=${Math.max(0, size - Number(range.slice("bytes=-".length)))}-` : range;
  return { Range: absolute, ...(head.ETag ? { IfMatch: head.ETag } : {}) };
}

/** If-Range holds a strong ETag, or the exact Last-Modified date, of the version the client has. */
function isSameVersion(ifRange: string, head: HeadObjectCommandOutput): boolean {
  if (ifRange.startsWith("W/")) return false;
  if (ifRange.startsWith('"')) return ifRange === head.ETag;
  const date = httpDate(ifRange);
  return Boolean(date && head.LastModified && Math.floor(head.LastModified.getTime() / 1000) === Math.floor(date.getTime() / 1000));
}

/** The range on its version condition; when the object changed in between (412), the whole object instead. */
async function getObject(client: S3Client, ranged: GetObjectCommandInput, whole?: GetObjectCommandInput): Promise<GetObjectCommandOutput> {
  try {
    return await client.send(new GetObjectCommand(ranged));
  } catch (error) {
    if (statusOf(error) !== 412 || !whole) throw error;
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
