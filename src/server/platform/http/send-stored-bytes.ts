import type { FastifyReply, FastifyRequest } from "fastify";

/** A stored file as an HTTP answer: its bytes, their SHA-256 (the ETag) and its headers. */
export interface StoredBytes {
  bytes: Buffer;
  sha256: string;
  contentType: string;
  /** Content-Disposition. */
  disposition: string;
  /** Cache-Control; default `private, no-cache` (revalidated by its ETag on every use). */
  cacheControl?: string;
}

/** The one byte range asked (`bytes=a-b`, `bytes=a-`, `bytes=-n`) inside `size`, or null (answer the whole file). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!m || (m[1] === "" && m[2] === "") || size === 0) return null;
  const [first, last] = [m[1] ?? "", m[2] ?? ""];
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** Whether If-None-Match names this ETag (or `*`), weak or strong. */
const matches = (header: string | undefined, etag: string) =>
  (header ?? "").split(",").some((tag) => {
    const t = tag.trim().replace(/^W\//, "");
    return t === "*" || t === etag;
  });

/**
 * Sends a stored file's bytes, the same for everyone (issue 50): ETag = its SHA-256, `If-None-Match`
 * answers 304, one `Range` answers 206 with that part (any other Range header: the whole file, as
 * RFC 9110 allows). Revalidated on every use (`no-cache`), private to the caller.
 */
export function sendStoredBytes(request: FastifyRequest, reply: FastifyReply, file: StoredBytes): FastifyReply {
  const etag = `"${file.sha256}"`;
  reply
    .header("ETag", etag)
    .header("Accept-Ranges", "bytes")
    .header("Cache-Control", file.cacheControl ?? "private, no-cache");
  if (matches(request.headers["if-none-match"], etag)) return reply.status(304).send();
  reply.header("Content-Type", file.contentType).header("Content-Disposition", file.disposition);
  const range = byteRange(request.headers.range, file.bytes.length);
  if (!range) return reply.send(file.bytes);
  return reply
    .status(206)
    .header("Content-Range", `bytes ${range.start}-${range.end}/${file.bytes.length}`)
    .send(file.bytes.subarray(range.start, range.end + 1));
}
