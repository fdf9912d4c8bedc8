import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_ATTACHMENT_MAX_BYTES } from "../../src/domain/support/support";
import { VERIFICATION_MESSAGES, VERIFY_PDF_MAX_BYTES } from "../../src/domain/verification/verification";
import { APP_URL, createSignedInUser, type TestContext } from "../helpers/app";
import { listeningContext } from "../helpers/app-events";

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ({ ctx, base } = await listeningContext());
});
afterAll(() => ctx.close());

interface Answer {
  status: number;
  body: string;
  at: number;
}

/** One request over a real socket (the server's event loop is the one under test), answered or not. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { origin: APP_URL, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), at: performance.now() }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Sends `bytes` to `path` and, until it is answered, asks GET /api/health one request after another:
 * the upload's answer, and each health answer's latency with whether it came before the upload's.
 */
async function uploadWhileAskingHealth(path: string, bytes: Buffer, headers: Record<string, string> = {}) {
  let done = false;
  const upload = send("POST", path, { "content-type": "application/octet-stream", ...headers }, bytes).finally(() => {
    done = true;
  });
  const health: { latency: number; status: number; at: number }[] = [];
  while (!done) {
    const started = performance.now();
    const answer = await send("GET", "/api/health");
    health.push({ latency: answer.at - started, status: answer.status, at: answer.at });
    await new Promise((r) => setTimeout(r, 10));
  }
  const answer = await upload;
  return { answer, health, answeredMeanwhile: health.filter((h) => h.at < answer.at && h.status === 200) };
}

/** A body that starts like a PDF and is otherwise arbitrary bytes, control characters included. */
function pdfLike(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7919) & 0xff;
  bytes.write("%PDF-1.7\n", 0, "latin1");
  return bytes;
}

describe("a raw-body upload does not stall the server (issue 38)", () => {
  it("an anonymous 20 MB verification is judged while /api/health keeps answering", async () => {
    const { answer, health, answeredMeanwhile } = await uploadWhileAskingHealth(
      "/api/verification",
      pdfLike(VERIFY_PDF_MAX_BYTES),
      { "content-type": "application/pdf" },
    );
    expect(answer.status, answer.body).toBe(404);
    expect(JSON.parse(answer.body).error.message).toBe(VERIFICATION_MESSAGES.fileUnknown);
    expect(answeredMeanwhile.length).toBeGreaterThan(0);
    // Generous: the old text guard walked the 20 MB byte by byte (over a minute with health waiting).
    expect(Math.max(...health.map((h) => h.latency))).toBeLessThan(3000);
  }, 60_000);

  it("a 4.5 MB support attachment is stored while /api/health keeps answering", async () => {
    const { cookie } = await createSignedInUser(ctx, "standard_user");
    const bytes = pdfLike(Math.floor(SUPPORT_ATTACHMENT_MAX_BYTES * 0.9));
    const { answer, health, answeredMeanwhile } = await uploadWhileAskingHealth("/api/support/attachments", bytes, {
      cookie,
    });
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ contentType: "application/pdf", byteSize: bytes.length });
    expect(answeredMeanwhile.length).toBeGreaterThan(0);
    expect(Math.max(...health.map((h) => h.latency))).toBeLessThan(3000);
  }, 60_000);
});
