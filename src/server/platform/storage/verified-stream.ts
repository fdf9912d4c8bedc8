import { createHash } from "node:crypto";
import { type Readable, Transform } from "node:stream";

/**
 * Passes the bytes on as they come and fails the stream at its end when their count or SHA-256 is not
 * what was recorded at upload: a reader (an HTTP answer, a PDF being sealed) then sees an error, never
 * a silently different file. Without a recorded hash only the length is checked.
 */
export function verifiedStream(
  source: Readable,
  expected: { byteSize: number; sha256: string | null },
  name: string,
): Readable {
  const hash = createHash("sha256");
  let seen = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      seen += chunk.byteLength;
      done(null, chunk);
    },
    flush(done) {
      if (seen !== expected.byteSize) {
        return done(new Error(`arquivo ${name}: ${seen} bytes lidos, ${expected.byteSize} esperados`));
      }
      const actual = hash.digest("hex");
      if (expected.sha256 && actual !== expected.sha256) {
        return done(new Error(`arquivo ${name}: SHA-256 não confere (${actual} ≠ ${expected.sha256})`));
      }
      done();
    },
  });
  source.on("error", (err) => check.destroy(err));
  return source.pipe(check);
}

/** The whole stream in memory (for callers that need the bytes: PDF sealing, logos in PDFs). */
export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
