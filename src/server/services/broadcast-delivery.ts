import { isIP } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { BROADCAST_MESSAGES } from "../../domain/broadcast";
import { SYSTEM_ACCOUNT_ID } from "../../domain/system";
import type { Db } from "../db/client";
import { broadcastDeliveries, broadcastMessages } from "../db/schema/index";
import { type Deps, outboundOptions } from "../deps";
import { type AccountSmtp, smtpErrorMessage, transportOptions } from "../integrations/mail/account-mailer";
import { EvolutionError, sendText } from "../integrations/whatsapp/evolution";
import { loadAccountSmtp, loadAccountWhatsapp } from "./integration-configs";
import { resolveAllowedHost } from "./outbound-policy";

/**
 * Sends one broadcast delivery (a recipient on one channel) through the platform's system-wide SMTP
 * or WhatsApp configuration (the all-zero account's). At most once per delivery: the row is claimed
 * (pending → sending) before sending; a retried or resumed job finds it claimed and sends nothing.
 * A delivery claimed long ago whose worker died is closed as failed, never sent again.
 */

/** A claimed delivery older than this belongs to a worker that died (jobs expire sooner). */
export const STALE_CLAIM_SECONDS = 600;

export class PermanentDeliveryError extends Error {}

// Pooled SMTP connections per configuration, reused by every delivery of this process.
const pools = new Map<string, Promise<Transporter>>();

async function pooledTransport(cfg: AccountSmtp, opts: { timeoutMs: number; blockPrivate: boolean }) {
  const key = JSON.stringify([cfg.host, cfg.port, cfg.secure, cfg.username, cfg.password]);
  let pool = pools.get(key);
  if (!pool) {
    pool = (async () => {
      const [address] = await resolveAllowedHost(cfg.host, { blockPrivate: opts.blockPrivate });
      return nodemailer.createTransport({
        ...transportOptions(cfg, opts.timeoutMs),
        host: address,
        ...(isIP(cfg.host) ? {} : { servername: cfg.host }),
        pool: true,
        maxConnections: 5,
        maxMessages: 1000,
      });
    })();
    pools.set(key, pool);
    pool.catch(() => pools.delete(key));
  }
  return pool;
}

/** Closes the pooled connections (worker shutdown, tests). */
export async function closeBroadcastPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  for (const p of all) (await p.catch(() => null))?.close();
}

const fromHeader = (cfg: AccountSmtp) =>
  cfg.fromName ? { name: cfg.fromName, address: cfg.fromEmail } : cfg.fromEmail;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function broadcastEmail(b: { title: string; message: string; imageUrl: string | null }) {
  const text = `${b.message}${b.imageUrl ? `\n\n${b.imageUrl}` : ""}`;
  const html = `<h2>${escapeHtml(b.title)}</h2>${b.message
    .split(/\n/)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("")}${b.imageUrl ? `<p><img src="${escapeHtml(b.imageUrl)}" alt="" style="max-width:100%"></p>` : ""}`;
  return { subject: b.title, text, html };
}

export const broadcastWhatsappText = (b: { title: string; message: string; imageUrl: string | null }) =>
  `*${b.title}*\n\n${b.message}${b.imageUrl ? `\n\n${b.imageUrl}` : ""}`;

/** Records the outcome on the delivery and on the broadcast's counters; closes the broadcast at the last one. */
async function finish(db: Db, deliveryId: string, broadcastId: string, ok: boolean, error: string | null) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(broadcastDeliveries)
      .set(
        ok
          ? { status: "sent", sentAt: sql`now()`, errorMessage: null }
          : { status: "failed", errorMessage: error?.slice(0, 500) ?? null },
      )
      .where(and(eq(broadcastDeliveries.id, deliveryId), eq(broadcastDeliveries.status, "sending")))
      .returning({ id: broadcastDeliveries.id });
    if (!row) return;
    const sent = ok ? sql`${broadcastMessages.sentCount} + 1` : sql`${broadcastMessages.sentCount}`;
    const failed = ok ? sql`${broadcastMessages.failedCount}` : sql`${broadcastMessages.failedCount} + 1`;
    await tx
      .update(broadcastMessages)
      .set({
        sentCount: sent,
        failedCount: failed,
        status: sql`case when ${sent} + ${failed} >= ${broadcastMessages.totalCount}
          then (case when ${sent} > 0 then 'sent' else 'failed' end) else ${broadcastMessages.status} end`,
        sentAt: sql`case when ${sent} + ${failed} >= ${broadcastMessages.totalCount} then now() else ${broadcastMessages.sentAt} end`,
      })
      .where(eq(broadcastMessages.id, broadcastId));
  });
}

export type DeliveryOutcome = "sent" | "failed" | "retry" | "skipped";

export async function deliverBroadcast(
  deps: Pick<Deps, "db" | "secrets" | "config">,
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
  const [b] = await db.select().from(broadcastMessages).where(eq(broadcastMessages.id, claimed.broadcastId));
  if (!b || !claimed.recipient) {
    await finish(db, deliveryId, claimed.broadcastId, false, "Destinatário ou mensagem ausente");
    return { outcome: "failed" };
  }
  const opts = outboundOptions(deps.config);
  try {
    if (claimed.channel === "email") {
      const cfg = await loadAccountSmtp(db, deps.secrets, SYSTEM_ACCOUNT_ID);
      if (!cfg?.isActive) throw new PermanentDeliveryError(BROADCAST_MESSAGES.smtpMissing);
      const transport = await pooledTransport(cfg, opts);
      try {
        await transport.sendMail({ from: fromHeader(cfg), to: claimed.recipient, ...broadcastEmail(b) });
      } catch (err) {
        throw new Error(smtpErrorMessage(err, cfg));
      }
    } else {
      const cfg = await loadAccountWhatsapp(db, deps.secrets, SYSTEM_ACCOUNT_ID);
      if (!cfg?.isActive) throw new PermanentDeliveryError(BROADCAST_MESSAGES.whatsappMissing);
      try {
        await sendText(cfg, claimed.recipient.replace(/\D/g, ""), broadcastWhatsappText(b), opts);
      } catch (err) {
        // A number that is not on WhatsApp, or a refused key, will not change by trying again.
        if (err instanceof EvolutionError && err.status >= 400 && err.status < 500) {
          throw new PermanentDeliveryError(err.message);
        }
        throw err;
      }
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
