import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_V1_MESSAGES, IDEMPOTENCY_KEY_RE, IDEMPOTENCY_TTL_HOURS } from "../../../domain/public-api/api-v1";
import { apiIdempotencyKeys as keys } from "../../db/tables/public-api";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { API_V1_ROUTE, actorOf } from "../../platform/http/guards";
import { sha256Hex } from "../../platform/sha256";

declare module "fastify" {
  interface FastifyRequest {
    /** The idempotency row this request took and must complete (null: no key, or an answer replayed). */
    idempotencyRowId?: string | null;
  }
}

const HEADER = "idempotency-key";
/** How long a repeat waits for the first request of its key to finish before answering 409. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

const PURGE_EVERY_MS = 5 * 60_000;
const expired = lt(keys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request as the key's fingerprint: the route, its params and the body as validated. */
function fingerprint(request: FastifyRequest): string {
  const route = `${request.method} ${request.routeOptions.url}`;
  return sha256Hex(JSON.stringify([route, request.params ?? null, request.body ?? null]));
}

function replay(
  reply: FastifyReply,
  row: { statusCode: number; contentType: string | null; responseBody: string | null },
) {
  return reply
    .code(row.statusCode)
    .header("content-type", row.contentType ?? "application/json; charset=utf-8")
    .header("Idempotent-Replayed", "true")
    .send(Buffer.from(row.responseBody ?? ""));
}

/**
 * `Idempotency-Key` on every POST of the public API (issue 23): the first request of an account's key
 * takes a row before the work (of two at once, the unique key lets one through), and its answer is
 * stored when sent; a repeat with the same request within 24 h gets that answer (status and body)
 * without the work running again — waiting for it if it still runs; with another request, 422. A 5xx
 * frees the key, so the client may retry. Registered on the root before the v1 routes (their modules
 * register them), so it applies to each of them.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  // Expired rows of keys never reused are removed in passing, at most every few minutes per process.
  let purgedAt = 0;
  const purgeExpired = async () => {
    if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = Date.now();
    await db.delete(keys).where(expired);
  };
  app.addHook("preHandler", async (request, reply) => {
    const value = request.headers[HEADER];
    if (request.method !== "POST" || value === undefined || !API_V1_ROUTE.test(request.routeOptions.url ?? "")) return;
    if (typeof value !== "string" || !IDEMPOTENCY_KEY_RE.test(value)) {
      throw new AppError("VALIDATION_ERROR", API_V1_MESSAGES.idempotencyInvalid, {
        "Idempotency-Key": API_V1_MESSAGES.idempotencyInvalid,
      });
    }
    const { accountId, apiKey } = actorOf(request);
    if (!accountId) return;
    const hash = fingerprint(request);
    const mine = and(eq(keys.corporateAccountId, accountId), eq(keys.idempotencyKey, value));
    await purgeExpired();
    const take = () =>
      db
        .insert(keys)
        .values({
          corporateAccountId: accountId,
          apiKeyId: apiKey?.id ?? null,
          idempotencyKey: value,
          requestHash: hash,
        })
        .onConflictDoNothing()
        .returning({ id: keys.id });
    // A key older than 24 h is free again: its old row goes, and this request takes it.
    let [taken] = await take();
    if (!taken && (await db.delete(keys).where(and(mine, expired)).returning({ id: keys.id })).length > 0) {
      [taken] = await take();
    }
    if (taken) {
      request.idempotencyRowId = taken.id;
      return;
    }
    for (let waited = 0; ; waited += POLL_MS) {
      const [first] = await db.select().from(keys).where(mine).limit(1);
      // Freed meanwhile (the first one failed with a 5xx): this request may try again.
      if (!first) throw new AppError("IDEMPOTENCY_IN_PROGRESS", API_V1_MESSAGES.idempotencyInProgress);
      if (first.requestHash !== hash) {
        throw new AppError("IDEMPOTENCY_KEY_REUSED", API_V1_MESSAGES.idempotencyMismatch);
      }
      if (first.statusCode !== null) return replay(reply, { ...first, statusCode: first.statusCode });
      if (waited >= WAIT_MS) throw new AppError("IDEMPOTENCY_IN_PROGRESS", API_V1_MESSAGES.idempotencyInProgress);
      await sleep(POLL_MS);
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const rowId = request.idempotencyRowId;
    if (!rowId) return payload;
    request.idempotencyRowId = null;
    if (reply.statusCode >= 500) {
      await db.delete(keys).where(eq(keys.id, rowId));
      return payload;
    }
    const body = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : "";
    await db
      .update(keys)
      .set({
        statusCode: reply.statusCode,
        contentType: String(reply.getHeader("content-type") ?? ""),
        responseBody: body,
        completedAt: new Date(),
      })
      .where(eq(keys.id, rowId));
    return payload;
  });
}
