import type { FastifyInstance } from "fastify";

/**
 * Makes the routes of this (encapsulated) plugin read their body as raw bytes, whatever the
 * Content-Type, stopping as soon as it passes `maxBytes` with `tooLarge()` (a Portuguese AppError),
 * instead of reading it all first. The route's own `bodyLimit` must be above `maxBytes`.
 */
export function acceptRawBody(app: FastifyInstance, maxBytes: number, tooLarge: () => Error): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (request, payload, done) => {
    // With a Content-Length the bytes are copied into place as they arrive: no 20 MB concatenation
    // holding the event loop at the end (decision 0053). Without one, the chunks are joined.
    const declared = Number(request.headers["content-length"]);
    let into = Number.isSafeInteger(declared) && declared <= maxBytes ? Buffer.allocUnsafe(declared) : null;
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on("data", (chunk: Buffer) => {
      if (failed) return;
      if (size + chunk.length > maxBytes) {
        failed = true;
        payload.resume();
        done(tooLarge(), undefined);
        return;
      }
      if (into && size + chunk.length > into.length) {
        chunks.push(into.subarray(0, size));
        into = null;
      }
      if (into) chunk.copy(into, size);
      else chunks.push(chunk);
      size += chunk.length;
    });
    payload.on("end", () => {
      if (failed) return;
      done(null, into ? into.subarray(0, size) : Buffer.concat(chunks));
    });
    payload.on("error", (err) => {
      if (!failed) done(err, undefined);
    });
  });
}

/** The body a raw-body route received (empty when none was sent). */
export const rawBody = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
