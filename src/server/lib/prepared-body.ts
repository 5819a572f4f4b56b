import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptsEncoding } from "./accepts-encoding.js";

/** A JSON answer serialised and compressed once, sent as bytes to every reader until what it shows changes. */
export interface PreparedBody {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/**
 * Brotli at quality 5 makes the 1,000-position list about 30% smaller than gzip (39 KB against 55 KB), which
 * is most of what an answer costs to send; higher qualities gain 1-3 KB for several times the CPU, paid on
 * every change.
 */
const BROTLI_QUALITY = 5;

/**
 * Of the content itself, not of the revision it was built at: the same content gets the same tag on every instance,
 * and a tag tells nothing the content does not (a member must not learn from it that a draft was written).
 */
const etagOf = (json: Buffer) => `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;

/** Serialises `value` and compresses it (gzip and brotli, on libuv's threads, not the event loop). */
export async function prepareBody(value: unknown): Promise<PreparedBody> {
  const json = Buffer.from(JSON.stringify(value));
  const [gzipped, br] = await Promise.all([
    gzipAsync(json),
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  return { etag: etagOf(json), json, gzip: gzipped, br };
}

/**
 * The options of a route that answers with `sendPrepared`: its bytes are compressed already and a GET has no body
 * to inflate, so @fastify/compress's hooks (three on every request, a 304 included) would do nothing but cost.
 */
export const PREPARED_ROUTE = { compress: false, decompress: false } as const;

/**
 * Sends a prepared body in the best coding the client takes, or 304 when the client has it already (its ETag in
 * If-None-Match). `cacheControl` says who may keep it: "private" for a member's answer, "public" for anyone's.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl: "private, no-cache" | "public, no-cache",
) {
  reply.header("etag", body.etag).header("cache-control", cacheControl).header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === body.etag) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  if (acceptsEncoding(request, "br")) return reply.header("content-encoding", "br").send(body.br);
  if (acceptsEncoding(request, "gzip")) return reply.header("content-encoding", "gzip").send(body.gzip);
  return reply.send(body.json);
}
