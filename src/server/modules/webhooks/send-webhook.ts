import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { WEBHOOK_MESSAGES } from "../../../domain/webhooks/webhooks";
import { webhookEndpoints as endpoints, webhookDeliveries as log } from "../../db/tables/webhooks";
import { type Deps, outboundOptions } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { outboundRequest } from "../../platform/outbound/outbound-http";
import { safeDecrypt } from "../../platform/secrets/secrets";
import { nextAttemptAfter } from "./backoff";
import { markEndpointFailing, markEndpointHealthy } from "./endpoint-health";
import { signedHeaders } from "./signing";

/** How long one attempt holds its row: the 10 s timeout and margin; a holder killed mid-send lets go after it. */
export const WEBHOOK_HOLD_MS = 30_000;

export type WebhookOutcome =
  | { kind: "delivered" }
  | { kind: "retry"; at: Date }
  | { kind: "failed" }
  | { kind: "skipped" };

type SendDeps = Pick<Deps, "db" | "secrets" | "config" | "clock" | "mailer" | "log">;

/**
 * One attempt at an outbox row, by `holder` (a job id, or the listener's own id). Idempotent: only a
 * pending row that is due and that no other attempt holds is taken; the attempt is counted when it is
 * taken (a crash mid-send still spends it). The answer says what comes next: delivered, a retry at a
 * time (queued by the caller), or failed for good after the last attempt.
 */
export async function sendWebhookDelivery(deps: SendDeps, deliveryId: string, holder: string): Promise<WebhookOutcome> {
  const now = deps.clock();
  const [held] = await deps.db
    .update(log)
    .set({
      attempts: sql`${log.attempts} + 1`,
      lockedBy: holder,
      lockedUntil: new Date(now.getTime() + WEBHOOK_HOLD_MS),
    })
    .where(
      and(
        eq(log.id, deliveryId),
        eq(log.status, "pending"),
        lte(log.nextAttemptAt, now),
        or(isNull(log.lockedUntil), lt(log.lockedUntil, now), eq(log.lockedBy, holder)),
      ),
    )
    .returning();
  if (!held) return { kind: "skipped" };
  const [endpoint] = await deps.db.select().from(endpoints).where(eq(endpoints.id, held.endpointId)).limit(1);
  if (!endpoint?.enabled)
    return finish(deps, held.id, holder, { ok: false, error: WEBHOOK_MESSAGES.endpointDisabled }, null);

  const result = await post(deps, endpoint, held.eventId, held.payload, now);
  const outcome = await finish(deps, held.id, holder, result, result.ok ? null : nextAttemptAfter(held.attempts, now));
  if (result.ok) await markEndpointHealthy(deps, endpoint.id);
  else await markEndpointFailing(deps, endpoint.id, deps.clock());
  return outcome;
}

type PostResult = { ok: boolean; status?: number; error?: string };

async function post(
  deps: SendDeps,
  endpoint: typeof endpoints.$inferSelect,
  eventId: string,
  payload: Record<string, unknown>,
  now: Date,
): Promise<PostResult> {
  const body = JSON.stringify(payload);
  const headers = {
    ...signedHeaders(safeDecrypt(deps.secrets, endpoint.secret), eventId, now, body),
    "User-Agent": "Minuta-Webhooks/1.0",
  };
  try {
    // outboundRequest writes the same object with JSON.stringify: the signed text is the body sent.
    const res = await outboundRequest(endpoint.url, {
      ...outboundOptions(deps.config),
      method: "POST",
      headers,
      body: payload,
    });
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
    return { ok: false, status: res.status, error: `O endpoint respondeu HTTP ${res.status}.` };
  } catch (err) {
    if (err instanceof AppError || err instanceof Error) return { ok: false, error: err.message };
    return { ok: false, error: String(err) };
  }
}

async function finish(
  deps: SendDeps,
  id: string,
  holder: string,
  result: PostResult,
  retryAt: Date | null,
): Promise<WebhookOutcome> {
  const now = deps.clock();
  const common = { lockedBy: null, lockedUntil: null, lastStatusCode: result.status ?? null };
  const set = result.ok
    ? { ...common, status: "delivered" as const, deliveredAt: now, lastError: null }
    : retryAt
      ? { ...common, nextAttemptAt: retryAt, lastError: result.error ?? null }
      : { ...common, status: "failed" as const, lastError: result.error ?? null };
  await deps.db
    .update(log)
    .set(set)
    .where(and(eq(log.id, id), eq(log.lockedBy, holder), eq(log.status, "pending")));
  if (result.ok) return { kind: "delivered" };
  return retryAt ? { kind: "retry", at: retryAt } : { kind: "failed" };
}
