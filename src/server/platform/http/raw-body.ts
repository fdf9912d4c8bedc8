import type { FastifyInstance } from "fastify";

/**
 * Makes the routes of this (encapsulated) plugin read their body as raw bytes, whatever the
 * Content-Type, stopping as soon as it passes `maxBytes` with `tooLarge()` (a Portuguese AppError),
 * instead of reading it all first. The route's own `bodyLimit` must be above `maxBytes`.
 */
export function acceptRawBody(app: FastifyInstance, maxBytes: number, tooLarge: () => Error): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on("data", (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) {
        failed = true;
        payload.resume();
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on("end", () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on("error", (err) => {
      if (!failed) done(err, undefined);
    });
  });
}

/** The body a raw-body route received (empty when none was sent). */
export const rawBody = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
