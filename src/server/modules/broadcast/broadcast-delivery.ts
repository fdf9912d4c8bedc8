import { and, eq, sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import { PLATFORM_BRAND } from "../../../domain/branding/branding";
import { BROADCAST_MESSAGES } from "../../../domain/broadcast/broadcast";
import { broadcastDeliveries, broadcastMessages } from "../../db/tables/broadcast";
import type { Db } from "../../platform/db/client";
import { type Deps, outboundOptions } from "../../platform/deps";
import { type EmailBlock, heading, layoutEmail, para } from "../../platform/mail/email-layout";
import {
  EvolutionError,
  loadAccountSmtp,
  loadAccountWhatsapp,
  sendAccountMailPooled,
  sendText,
  sendToDevOutbox,
  smtpErrorMessage,
} from "../delivery";

/**
 * Sends one broadcast delivery (a recipient on one channel) through the platform's system-wide SMTP
 * or WhatsApp configuration (the all-zero account's). At most once per delivery: the row is claimed
 * (pending → sending) before sending; a retried or resumed job finds it claimed and sends nothing.
 * A delivery claimed long ago whose worker died is closed as failed, never sent again.
 */

/** A claimed delivery older than this belongs to a worker that died (jobs expire sooner). */
export const STALE_CLAIM_SECONDS = 600;

export class PermanentDeliveryError extends Error {}

/** Forgets the cached configurations and contents (tests; SMTP pools are the delivery mailer's). */
export async function closeBroadcastPools(): Promise<void> {
  configCache.clear();
  contents.clear();
}

/** A broadcast is the platform's message to its users: the platform's look (the one e-mail layout). */
export function broadcastEmail(b: { title: string; message: string; imageUrl: string | null }, appUrl: string) {
  const blocks: EmailBlock[] = [
    heading(b.title),
    ...b.message.split(/\n{2,}/).map(para),
    ...(b.imageUrl ? [{ kind: "image" as const, url: b.imageUrl }] : []),
  ];
  return { subject: b.title, ...layoutEmail(PLATFORM_BRAND, { subject: b.title, blocks, assetBaseUrl: appUrl }) };
}

export const broadcastWhatsappText = (b: { title: string; message: string; imageUrl: string | null }) =>
  `*${b.title}*\n\n${b.message}${b.imageUrl ? `\n\n${b.imageUrl}` : ""}`;

/**
 * Records the outcome on the delivery. The broadcast's counters are not touched per delivery (one row
 * updated by every worker would serialise them): progress is counted from the deliveries, and the
 * worker that finishes the last one writes the final counts and status (idempotent: computed from the rows).
 */
async function finish(db: Db, deliveryId: string, broadcastId: string, ok: boolean, error: string | null) {
  const [row] = await db
    .update(broadcastDeliveries)
    .set(
      ok
        ? { status: "sent", sentAt: sql`now()`, errorMessage: null }
        : { status: "failed", errorMessage: error?.slice(0, 500) ?? null },
    )
    .where(and(eq(broadcastDeliveries.id, deliveryId), eq(broadcastDeliveries.status, "sending")))
    .returning({ id: broadcastDeliveries.id });
  if (row) await closeIfDone(db, broadcastId);
}

/** When no delivery is pending or being sent: final counts and status (sent if any was sent, else failed). */
export async function closeIfDone(db: Db, broadcastId: string): Promise<void> {
  // Cheap check first (index on broadcast_id, status): most deliveries are not the last one.
  const open = await db
    .select({ id: broadcastDeliveries.id })
    .from(broadcastDeliveries)
    .where(
      and(
        eq(broadcastDeliveries.broadcastId, broadcastId),
        sql`${broadcastDeliveries.status} in ('pending', 'sending')`,
      ),
    )
    .limit(1);
  if (open.length > 0) return;
  await db.execute(sql`
    update broadcast_messages b set
      sent_count = c.sent, failed_count = c.failed,
      status = case when c.sent > 0 then 'sent' else 'failed' end,
      sent_at = now()
    from (select count(*) filter (where status = 'sent') as sent,
                 count(*) filter (where status = 'failed') as failed,
                 count(*) filter (where status in ('pending', 'sending')) as open
          from broadcast_deliveries where broadcast_id = ${broadcastId}) c
    where b.id = ${broadcastId} and b.status = 'sending' and c.open = 0`);
}

/**
 * The sweep's part (modules/delivery/requeue-deliveries-job.ts): deliveries claimed longer than STALE_CLAIM_SECONDS
 * ago belong to a worker that died mid-send, whose job may since have completed without them: they
 * are closed as failed (maybe sent, so never sent again). Then each broadcast still 'sending' with
 * nothing open gets its final counts. Returns how many claims were closed.
 */
export async function closeStaleBroadcastClaims(db: Db, now: Date): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_SECONDS * 1000).toISOString();
  const closed = await db
    .update(broadcastDeliveries)
    .set({ status: "failed", errorMessage: BROADCAST_MESSAGES.interrupted })
    .where(
      and(
        eq(broadcastDeliveries.status, "sending"),
        sql`${broadcastDeliveries.claimedAt} < ${staleBefore}::timestamptz`,
      ),
    )
    .returning({ id: broadcastDeliveries.id });
  const sending = await db
    .select({ id: broadcastMessages.id })
    .from(broadcastMessages)
    .where(eq(broadcastMessages.status, "sending"));
  for (const { id } of sending) await closeIfDone(db, id);
  return closed.length;
}

// Per-process caches: the system configuration (short TTL) and broadcast contents (never change).
const CONFIG_TTL_MS = 5_000;
const configCache = new Map<string, { at: number; value: Promise<unknown> }>();
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = configCache.get(key);
  if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  configCache.set(key, { at: Date.now(), value });
  value.catch(() => configCache.delete(key));
  return value;
}
const contents = new Map<string, Promise<typeof broadcastMessages.$inferSelect | undefined>>();
function broadcastContent(db: Db, id: string) {
  let hit = contents.get(id);
  if (!hit) {
    hit = db
      .select()
      .from(broadcastMessages)
      .where(eq(broadcastMessages.id, id))
      .then((r) => r[0]);
    if (contents.size > 100) contents.clear();
    contents.set(id, hit);
    hit.catch(() => contents.delete(id));
  }
  return hit;
}

/**
 * Sends through the platform's configuration of a channel when it is active; without one, to the
 * development outbox when it is on, else the delivery fails for good with `missing`.
 */
async function sendOnSystemChannel<C extends { isActive: boolean }>(
  deps: Pick<Deps, "config" | "mailer">,
  cfg: C | null,
  missing: string,
  devMessage: Parameters<typeof sendToDevOutbox>[1],
  send: (cfg: C) => Promise<void>,
): Promise<void> {
  if (cfg?.isActive) return send(cfg);
  if (!deps.config.devOutbox) throw new PermanentDeliveryError(missing);
  await sendToDevOutbox(deps.mailer, devMessage);
}

export type DeliveryOutcome = "sent" | "failed" | "retry" | "skipped";

export async function deliverBroadcast(
  deps: Pick<Deps, "db" | "secrets" | "config" | "mailer">,
  deliveryId: string,
  attempt: { retryCount: number; retryLimit: number },
): Promise<{ outcome: DeliveryOutcome; error?: unknown }> {
  const { db } = deps;
  const [claimed] = await db
    .update(broadcastDeliveries)
    .set({ status: "sending", claimedAt: sql`now()`, attempts: sql`${broadcastDeliveries.attempts} + 1` })
    .where(and(eq(broadcastDeliveries.id, deliveryId), eq(broadcastDeliveries.status, "pending")))
    .returning();
  if (!claimed) {
    // Claimed by a worker that died mid-send: close it, do not send again.
    const [stale] = await db
      .select({ broadcastId: broadcastDeliveries.broadcastId })
      .from(broadcastDeliveries)
      .where(
        and(
          eq(broadcastDeliveries.id, deliveryId),
          eq(broadcastDeliveries.status, "sending"),
          sql`${broadcastDeliveries.claimedAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`,
        ),
      );
    if (stale) await finish(db, deliveryId, stale.broadcastId, false, BROADCAST_MESSAGES.interrupted);
    return { outcome: "skipped" };
  }
  const b = await broadcastContent(db, claimed.broadcastId);
  if (!b || !claimed.recipient) {
    await finish(db, deliveryId, claimed.broadcastId, false, "Destinatário ou mensagem ausente");
    return { outcome: "failed" };
  }
  const opts = outboundOptions(deps.config);
  const to = claimed.recipient;
  try {
    if (claimed.channel === "email") {
      const cfg = await cached("smtp", () => loadAccountSmtp(db, deps.secrets, SYSTEM_ACCOUNT_ID));
      const email = { to, ...broadcastEmail(b, deps.config.appUrl) };
      const dev = { channel: "email" as const, ...email };
      await sendOnSystemChannel(deps, cfg, BROADCAST_MESSAGES.smtpMissing, dev, async (smtp) => {
        try {
          await sendAccountMailPooled(smtp, email, opts);
        } catch (err) {
          throw new Error(smtpErrorMessage(err, smtp));
        }
      });
    } else {
      const cfg = await cached("whatsapp", () => loadAccountWhatsapp(db, deps.secrets, SYSTEM_ACCOUNT_ID));
      const text = broadcastWhatsappText(b);
      const dev = { channel: "whatsapp" as const, to, subject: b.title, text };
      await sendOnSystemChannel(deps, cfg, BROADCAST_MESSAGES.whatsappMissing, dev, async (whatsapp) => {
        try {
          await sendText(whatsapp, to.replace(/\D/g, ""), text, opts);
        } catch (err) {
          // A number that is not on WhatsApp, or a refused key, will not change by trying again.
          if (err instanceof EvolutionError && err.status >= 400 && err.status < 500) {
            throw new PermanentDeliveryError(err.message);
          }
          throw err;
        }
      });
    }
    await finish(db, deliveryId, claimed.broadcastId, true, null);
    return { outcome: "sent" };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const last = err instanceof PermanentDeliveryError || attempt.retryCount >= attempt.retryLimit;
    if (last) {
      await finish(db, deliveryId, claimed.broadcastId, false, message);
      return { outcome: "failed", error: err };
    }
    // Not sent: give the row back for the next try.
    await db
      .update(broadcastDeliveries)
      .set({ status: "pending", errorMessage: message.slice(0, 500) })
      .where(and(eq(broadcastDeliveries.id, deliveryId), eq(broadcastDeliveries.status, "sending")));
    return { outcome: "retry", error: err };
  }
}
