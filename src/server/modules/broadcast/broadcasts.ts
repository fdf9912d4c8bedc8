import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import type { Actor } from "../../../domain/auth/permissions";
import type { Broadcast, BroadcastForm } from "../../../domain/broadcast/broadcast";
import { BROADCAST_MESSAGES } from "../../../domain/broadcast/broadcast";
import { broadcastDeliveries, broadcastMessages } from "../../db/tables/broadcast";
import type { Db } from "../../platform/db/client";
import { rawRows } from "../../platform/db/raw-rows";
import { notFound } from "../../platform/errors/app-error";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { broadcastDeliverJob } from "./broadcast-deliver-job";

type Row = typeof broadcastMessages.$inferSelect;
type Reasons = Broadcast["failureReasons"];
const view = (r: Row, failureReasons: Reasons = []): Broadcast => ({
  id: r.id,
  title: r.title,
  status: r.status,
  sendEmail: r.sendEmail,
  sendWhatsapp: r.sendWhatsapp,
  totalCount: r.totalCount,
  sentCount: r.sentCount,
  failedCount: r.failedCount,
  failureReasons,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
});

/** While sending, the counters come from the deliveries themselves (workers do not update the broadcast row). */
async function withLiveCounts(db: Db, rows: Row[]): Promise<Row[]> {
  return Promise.all(
    rows.map(async (r) => {
      if (r.status !== "sending") return r;
      const [c] = await rawRows<{ sent: number; failed: number }>(
        db,
        sql`select count(*) filter (where status = 'sent') as sent, count(*) filter (where status = 'failed') as failed
            from broadcast_deliveries where broadcast_id = ${r.id}`,
      );
      return { ...r, sentCount: Number(c?.sent ?? 0), failedCount: Number(c?.failed ?? 0) };
    }),
  );
}

/** Why the broadcasts' deliveries failed, per broadcast, the most frequent reason first (at most 5 each). */
async function failureReasons(db: Db, ids: string[]): Promise<Map<string, Reasons>> {
  const byId = new Map<string, Reasons>();
  if (ids.length === 0) return byId;
  const count = sql<number>`count(*)::int`;
  const rows = await db
    .select({ broadcastId: broadcastDeliveries.broadcastId, reason: broadcastDeliveries.errorMessage, count })
    .from(broadcastDeliveries)
    .where(and(inArray(broadcastDeliveries.broadcastId, ids), eq(broadcastDeliveries.status, "failed")))
    .groupBy(broadcastDeliveries.broadcastId, broadcastDeliveries.errorMessage)
    .orderBy(desc(count), broadcastDeliveries.errorMessage);
  for (const r of rows) {
    const list = byId.get(r.broadcastId) ?? [];
    if (list.length < 5) list.push({ reason: r.reason ?? "Motivo não registrado", count: Number(r.count) });
    byId.set(r.broadcastId, list);
  }
  return byId;
}

async function views(db: Db, rows: Row[]): Promise<Broadcast[]> {
  const live = await withLiveCounts(db, rows);
  const reasons = await failureReasons(
    db,
    live.filter((r) => r.failedCount > 0).map((r) => r.id),
  );
  return live.map((r) => view(r, reasons.get(r.id)));
}

/** The last 10 broadcasts, newest first (spec 3 §9). */
export async function latestBroadcasts(db: Db): Promise<Broadcast[]> {
  const rows = await db.select().from(broadcastMessages).orderBy(desc(broadcastMessages.createdAt)).limit(10);
  return views(db, rows);
}

export async function oneBroadcast(db: Db, id: string): Promise<Broadcast> {
  const [row] = await db.select().from(broadcastMessages).where(eq(broadcastMessages.id, id));
  if (!row) throw notFound("Mensagem não encontrada");
  const [one] = await views(db, [row]);
  return one ?? view(row);
}

/**
 * 'Enviar': stores the broadcast and one delivery per recipient and channel in one transaction
 * (recipients resolved in SQL: active users of the chosen active companies, or of all, plus the users
 * picked; each person once), then queues one job per pending delivery, keyed by its id (a crash
 * before the queueing is mended by the delivery sweep, modules/delivery/requeue-deliveries-job.ts). A recipient without e-mail
 * or phone for a channel is a failed delivery with its reason from the start.
 */
export async function createBroadcast(db: Db, jobs: JobQueue, actor: Actor, form: BroadcastForm): Promise<Broadcast> {
  const { id, pending } = await db.transaction(async (tx) => {
    const [b] = await tx
      .insert(broadcastMessages)
      .values({
        title: form.title,
        message: form.message,
        imageUrl: form.imageUrl || null,
        sendEmail: form.sendEmail,
        sendWhatsapp: form.sendWhatsapp,
        targetAllCompanies: form.targetAllCompanies,
        targetCompanies: form.targetAllCompanies ? [] : form.targetCompanies,
        targetUsers: form.targetAllCompanies ? [] : form.targetUsers,
        createdBy: actor.userId,
        status: "sending",
      })
      .returning({ id: broadcastMessages.id });
    if (!b) throw new Error("broadcast not stored");
    const companies = sql`array[${sql.join(
      form.targetCompanies.map((c) => sql`${c}::uuid`),
      sql`, `,
    )}]::uuid[]`;
    const users = sql`array[${sql.join(
      form.targetUsers.map((u) => sql`${u}`),
      sql`, `,
    )}]::text[]`;
    const channels = [
      ...(form.sendEmail ? [sql`('email', r.email, ${BROADCAST_MESSAGES.noEmail})`] : []),
      ...(form.sendWhatsapp ? [sql`('whatsapp', r.phone, ${BROADCAST_MESSAGES.noPhone})`] : []),
    ];
    await tx.execute(sql`
      insert into broadcast_deliveries (broadcast_id, user_id, channel, recipient, status, error_message)
      select ${b.id}::uuid, r.user_id, ch.channel, nullif(trim(ch.recipient), ''),
        case when nullif(trim(ch.recipient), '') is null then 'failed' else 'pending' end,
        case when nullif(trim(ch.recipient), '') is null then ch.reason end
      from (
        select distinct m.user_id, u.email, m.phone
        from user_metadata m
        join users u on u.id = m.user_id
        left join corporate_accounts ca on ca.id = m.corporate_account_id
        where m.is_active and (
          ((${form.targetAllCompanies} or m.corporate_account_id = any(${companies}))
            and ca.is_active and ca.id <> ${SYSTEM_ACCOUNT_ID})
          or m.user_id = any(${users}))
      ) r
      cross join lateral (values ${sql.join(channels, sql`, `)}) as ch(channel, recipient, reason)`);
    const [counts] = await rawRows<{ total: number; failed: number }>(
      tx,
      sql`select count(*) as total, count(*) filter (where status = 'failed') as failed
          from broadcast_deliveries where broadcast_id = ${b.id}`,
    );
    const total = Number(counts?.total ?? 0);
    const failed = Number(counts?.failed ?? 0);
    const done = failed >= total;
    await tx
      .update(broadcastMessages)
      .set({
        totalCount: total,
        failedCount: failed,
        ...(done ? { status: "failed", sentAt: sql`now()` } : {}),
      })
      .where(eq(broadcastMessages.id, b.id));
    const pendingRows = await tx
      .select({ id: broadcastDeliveries.id })
      .from(broadcastDeliveries)
      .where(sql`${broadcastDeliveries.broadcastId} = ${b.id} and ${broadcastDeliveries.status} = 'pending'`);
    return { id: b.id, pending: pendingRows.map((r) => r.id) };
  });
  for (let i = 0; i < pending.length; i += 5000) {
    await jobs.sendMany(
      broadcastDeliverJob,
      pending.slice(i, i + 5000).map((deliveryId) => ({ deliveryId })),
      { keyOf: (p) => p.deliveryId },
    );
  }
  return oneBroadcast(db, id);
}
