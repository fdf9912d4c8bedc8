import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../../src/server/db/tables/webhooks";
import { recordWebhookEvent } from "../../src/server/modules/webhooks";
import { attemptWebhook, deliverWebhookJob } from "../../src/server/modules/webhooks/deliver-webhook-job";
import { startWebhookDispatch } from "../../src/server/modules/webhooks/plugin";
import { requeueWebhooksJob } from "../../src/server/modules/webhooks/requeue-webhooks-job";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { until } from "../helpers/child-worker";
import { accountWithApi, createEndpoint, type Receiver, startReceiver } from "./support";

let ctx: TestContext;
let receiver: Receiver;
let accountId: string;

let stopDispatch: () => Promise<void>;

beforeAll(async () => {
  ctx = await createTestContext({ outboundAllowPrivate: true });
  receiver = await startReceiver();
  accountId = await accountWithApi(ctx, "Despacho Ltda");
  const admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
  await createEndpoint(ctx, admin, { url: receiver.url, events: ["document.created"] });
  stopDispatch = await startWebhookDispatch(ctx.deps);
  await ctx.deps.jobs.work([deliverWebhookJob], { deps: ctx.deps });
});
afterAll(async () => {
  await stopDispatch();
  await receiver.close();
  await ctx.close();
});

const event = (documentId: string) =>
  ctx.db.transaction((tx) => recordWebhookEvent(tx, accountId, "document.created", { documentId }));
const jobsOf = (deliveryId: string) =>
  rawRows<{ state: string; start_after: Date }>(
    ctx.db,
    sql`select state, start_after from pgboss.job where name = ${deliverWebhookJob.name} and singleton_key = ${deliveryId}`,
  );

describe("webhook dispatch", () => {
  it("sends an event as its transaction commits (p95 under a second), and nothing for a rollback", async () => {
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const committed = Date.now();
      await event(`doc-${i}`);
      await until(() => receiver.received.length === i + 1, 5_000, `evento ${i}`);
      latencies.push(receiver.received[i]!.at - committed);
    }
    latencies.sort((x, y) => x - y);
    const p95 = latencies[Math.ceil(0.95 * latencies.length) - 1]!;
    console.log(`[webhooks] evento → receptor: p50 ${latencies[9]} ms, p95 ${p95} ms (20 eventos)`);
    expect(p95).toBeLessThan(1_000);

    await expect(
      ctx.db.transaction(async (tx) => {
        await recordWebhookEvent(tx, accountId, "document.created", { documentId: "desfeito" });
        throw new Error("desfeito");
      }),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received.map((r) => JSON.parse(r.body).data.documentId)).not.toContain("desfeito");
  });

  it("sends a burst of events a few at a time and the rest through the queue, losing none", async () => {
    const start = receiver.received.length;
    for (let i = 0; i < 20; i++) receiver.answers.push(-300);
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++)
        await recordWebhookEvent(tx, accountId, "document.created", { documentId: `lote-${i}` });
    });
    await until(() => receiver.received.length >= start + 20, 30_000, "o lote inteiro");
    const burst = receiver.received.slice(start).map((r) => JSON.parse(r.body).data.documentId);
    expect(new Set(burst).size).toBe(20);
    const queued = await rawRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from pgboss.job where name = ${deliverWebhookJob.name}`,
    );
    expect(queued[0]!.n).toBeGreaterThanOrEqual(12);
    receiver.answers.length = 0;
  });

  it("queues the next attempt after a failure, and the sweep queues a due row nobody holds", async () => {
    receiver.answers.push(500);
    await ctx.db.transaction(async (tx) => {
      // Recorded without the immediate send: as if the worker had been down at the commit.
      await tx.execute(sql`alter table webhook_deliveries disable trigger webhook_deliveries_notify`);
      await recordWebhookEvent(tx, accountId, "document.created", { documentId: "falha" });
      await tx.execute(sql`alter table webhook_deliveries enable trigger webhook_deliveries_notify`);
    });
    const [row] = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.payload}->'data'->>'documentId' = 'falha'`);
    const outcome = await attemptWebhook(ctx.deps, row!.id, "teste");
    expect(outcome.kind).toBe("retry");
    const [job] = await jobsOf(row!.id);
    expect(job?.state).toBe("created");
    expect(Math.abs(new Date(job!.start_after).getTime() - (outcome as { at: Date }).at.getTime())).toBeLessThan(1_000);

    // The job is lost (deleted): once the row is due, the sweep queues it again — once.
    await ctx.db.execute(sql`delete from pgboss.job where name = ${deliverWebhookJob.name}`);
    await ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(webhookDeliveries.id, row!.id));
    await requeueWebhooksJob.handle({}, { deps: ctx.deps, jobId: "sweep", retryCount: 0 });
    await requeueWebhooksJob.handle({}, { deps: ctx.deps, jobId: "sweep-2", retryCount: 0 });
    expect(await jobsOf(row!.id)).toHaveLength(1);
  });
});
