// Answers kept whole are compressed once, not per request: kept pages (decision 0038) and the
// cached room list (decision 0035). @fastify/compress compresses every other answer per request
// (brotli 4); an answer that sets Content-Encoding itself is left alone by it.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export type ContentEncoding = "br" | "gzip" | "identity";

/**
 * Brotli's level for a stored copy: made once per answer and change. Measured on a 66 KB page
 * (2026-11-27): level 4 (what @fastify/compress uses per answer) 2.7 ms and 21.7 KB, 6: 2.7 ms
 * and 20.3 KB, 9: over 200 ms, 11: 84 ms and 19.0 KB; 6 is the last cheap one.
 */
const BROTLI_QUALITY = 6;

/** Below this many bytes an answer is sent as it is (@fastify/compress's threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** The stored brotli or gzip copy of `identity`. */
export function compressed(identity: Buffer, encoding: "br" | "gzip"): Buffer {
  if (encoding === "gzip") return gzipSync(identity);
  return brotliCompressSync(identity, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
}

/**
 * The encoding an Accept-Encoding header asks for: brotli, else gzip, by their weights (`*` for
 * those not named), identity without the header or when neither is acceptable. The same choice
 * as @fastify/compress (its encodings br, gzip) makes for an answer it compresses.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return "identity";
  // Browsers send a handful of exact values: each is parsed once (a profile of the cached list
  // found the parse at 4% of its CPU per request).
  const known = chosenEncodings.get(acceptEncoding);
  if (known) return known;
  const chosen = parsePreferredEncoding(acceptEncoding);
  if (chosenEncodings.size >= MAX_REMEMBERED_HEADERS) chosenEncodings.clear();
  chosenEncodings.set(acceptEncoding, chosen);
  return chosen;
}

const MAX_REMEMBERED_HEADERS = 256;
const chosenEncodings = new Map<string, ContentEncoding>();

function parsePreferredEncoding(acceptEncoding: string): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const [br, gzip] = [weightOf("br"), weightOf("gzip")];
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : "identity";
}

/**
 * Sends an answer kept whole (`identity`) in the encoding the request asks for, `copy` giving
 * the stored brotli or gzip bytes. Content-Encoding is set with them, so @fastify/compress leaves
 * them alone; below its threshold the answer goes as it is, as the plugin would send it.
 */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  identity: string | Buffer,
  copy: (encoding: "br" | "gzip") => Buffer,
): FastifyReply {
  const encoding = storedEncoding(preferredEncoding(request.headers["accept-encoding"]), identity);
  if (encoding === undefined) return reply.send(identity);
  return reply.header("content-encoding", encoding).send(copy(encoding));
}

/** The copy `sendStored` sends for the encoding a request prefers: none (the identity) below the threshold. */
export function storedEncoding(preferred: ContentEncoding, identity: string | Buffer): "br" | "gzip" | undefined {
  return preferred === "identity" || identity.length < COMPRESS_THRESHOLD ? undefined : preferred;
}
