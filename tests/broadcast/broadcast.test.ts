import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACCOUNT_ID } from "../../src/domain/accounts/system";
import { BROADCAST_MESSAGES } from "../../src/domain/broadcast/broadcast";
import { broadcastDeliveries } from "../../src/server/db/tables/broadcast";
import { evolutionApiConfigurations, smtpConfigurations } from "../../src/server/db/tables/delivery";
import { userMetadata } from "../../src/server/db/tables/users";
import { broadcastDeliverJob } from "../../src/server/modules/broadcast/broadcast-deliver-job";
import { closeBroadcastPools } from "../../src/server/modules/broadcast/broadcast-delivery";
import { requeueDeliveriesJob } from "../../src/server/modules/delivery/requeue-deliveries-job";
import { createJobQueue, type JobQueue } from "../../src/server/platform/jobs/job-queue";
import { type FakeEvolution, startFakeEvolution } from "../fakes/evolution-api";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";

/**
 * Broadcast (issue 12): fan-out to a real SMTP sink and the fake Evolution API through the platform's
 * system-wide configuration, failing recipients, and a restart mid-send without double delivery.
 */
let ctx: TestContext;
let smtp: SmtpCatcher;
let evolution: FakeEvolution;
let superAdmin: TestUser;
let corporateAdmin: TestUser;
let accountA: string;
let accountB: string;
const usersA: TestUser[] = [];
let userB: TestUser;
let queue: JobQueue | null = null;

const PHONE_OK = "5511987654321";
const PHONE_NOT_ON_WHATSAPP = "5511900000000";

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("timeout");
}

async function startWorker() {
  queue = createJobQueue({ database: ctx.database, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
  await queue.work([broadcastDeliverJob], { deps: { ...ctx.deps, jobs: queue } });
}
async function stopWorker() {
  await queue?.stop(2_000);
  queue = null;
}

beforeAll(async () => {
  smtp = await startSmtpCatcher({ user: "broadcast", pass: "senha-smtp" });
  evolution = await startFakeEvolution({
    apiKey: "chave-evo",
    instances: ["minuta"],
    notOnWhatsapp: [PHONE_NOT_ON_WHATSAPP],
  });
  ctx = await createTestContext({ outboundAllowPrivate: true });
  const { secrets } = ctx.deps;
  await ctx.db.insert(smtpConfigurations).values({
    corporateAccountId: SYSTEM_ACCOUNT_ID,
    host: smtp.host,
    port: smtp.port,
    secure: false,
    username: "broadcast",
    password: secrets.encrypt("senha-smtp"),
    fromEmail: "avisos@minuta.test",
    fromName: "Minuta",
  });
  await ctx.db.insert(evolutionApiConfigurations).values({
    corporateAccountId: SYSTEM_ACCOUNT_ID,
    apiUrl: evolution.url,
    apiKey: secrets.encrypt("chave-evo"),
    instanceName: "minuta",
  });
  accountA = await createCorporateAccount(ctx.db, "Alfa Avisos");
  accountB = await createCorporateAccount(ctx.db, "Beta Avisos");
  superAdmin = await createSignedInUser(ctx, "super_admin");
  corporateAdmin = await createSignedInUser(ctx, "corporate_admin", { accountId: accountA, fullName: "Ana" });
  usersA.push(corporateAdmin);
  usersA.push(await createSignedInUser(ctx, "standard_user", { accountId: accountA, fullName: "Bruno" }));
  usersA.push(await createSignedInUser(ctx, "standard_user", { accountId: accountA, fullName: "Carla" }));
  userB = await createSignedInUser(ctx, "standard_user", { accountId: accountB, fullName: "Davi" });
  // Ana has a WhatsApp number, Bruno a number not on WhatsApp, Carla none.
  await ctx.db
    .update(userMetadata)
    .set({ phone: PHONE_OK })
    .where(eq(userMetadata.userId, usersA[0]?.userId ?? ""));
  await ctx.db
    .update(userMetadata)
    .set({ phone: PHONE_NOT_ON_WHATSAPP })
    .where(eq(userMetadata.userId, usersA[1]?.userId ?? ""));
});
afterAll(async () => {
  await stopWorker();
  await closeBroadcastPools();
  await ctx?.close();
  await smtp?.close();
  await evolution?.close();
});

const send = (payload: Record<string, unknown>, cookie = superAdmin.cookie) =>
  api(ctx, { method: "POST", url: "/api/admin/broadcasts", cookie, payload });

describe("broadcast", () => {
  it("refuses with the spec's messages, and anyone but the super admin", async () => {
    const noTitle = await send({ title: " ", message: "x", targetAllCompanies: true });
    expect(noTitle.statusCode).toBe(400);
    expect(JSON.stringify(noTitle.json())).toContain("Título e mensagem são obrigatórios");
    const noChannel = await send({ title: "t", message: "m", sendEmail: false, targetAllCompanies: true });
    expect(JSON.stringify(noChannel.json())).toContain("Selecione pelo menos um canal de envio");
    const noTarget = await send({ title: "t", message: "m" });
    expect(JSON.stringify(noTarget.json())).toContain("Selecione pelo menos uma empresa ou usuário");
    const badImage = await send({ title: "t", message: "m", imageUrl: "nao-e-url", targetAllCompanies: true });
    expect(badImage.statusCode).toBe(400);
    expect((await send({ title: "t", message: "m", targetAllCompanies: true }, corporateAdmin.cookie)).statusCode).toBe(
      403,
    );
    expect((await api(ctx, { method: "POST", url: "/api/admin/broadcasts", payload: {} })).statusCode).toBe(401);
    expect(
      (await api(ctx, { method: "GET", url: "/api/admin/broadcasts", cookie: corporateAdmin.cookie })).statusCode,
    ).toBe(403);
  });

  it("lists the recipient tree: active companies and their users with e-mail and phone", async () => {
    const res = await api(ctx, { method: "GET", url: "/api/admin/broadcast-recipients", cookie: superAdmin.cookie });
    expect(res.statusCode).toBe(200);
    const tree = res.json() as Array<{ name: string; users: Array<{ name: string; phone: string | null }> }>;
    expect(tree.map((c) => c.name)).toEqual(["Alfa Avisos", "Beta Avisos"]);
    expect(tree[0]?.users.map((u) => [u.name, u.phone])).toEqual([
      ["Ana", PHONE_OK],
      ["Bruno", PHONE_NOT_ON_WHATSAPP],
      ["Carla", null],
    ]);
  });

  it("sends to one company by e-mail and WhatsApp: one delivery each, failures with reasons", async () => {
    await startWorker();
    const res = await send({
      title: "Manutenção programada",
      message: "O sistema ficará fora do ar no domingo.",
      sendEmail: true,
      sendWhatsapp: true,
      targetCompanies: [accountA],
      targetUsers: [usersA[0]?.userId], // already in the company: still one delivery per channel
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: "sending", totalCount: 6, failedCount: 1 }); // Carla: no phone
    await until(async () => {
      const b = (
        await api(ctx, { method: "GET", url: `/api/admin/broadcasts/${created.id}`, cookie: superAdmin.cookie })
      ).json();
      return b.status !== "sending";
    });
    const done = (
      await api(ctx, { method: "GET", url: `/api/admin/broadcasts/${created.id}`, cookie: superAdmin.cookie })
    ).json();
    expect(done).toMatchObject({ status: "sent", totalCount: 6, sentCount: 4, failedCount: 2 });
    const mailed = smtp.messages.flatMap((m) => m.to).sort();
    expect(mailed).toEqual(usersA.map((u) => u.email.toLowerCase()).sort());
    expect(smtp.messages[0]?.raw).toContain("Subject: =?UTF-8?Q?Manuten=C3=A7=C3=A3o");
    expect(evolution.sent.map((s) => s.number)).toEqual([PHONE_OK]);
    expect(evolution.sent[0]?.text).toContain("*Manutenção programada*");
    const failures = await ctx.db
      .select({ channel: broadcastDeliveries.channel, error: broadcastDeliveries.errorMessage })
      .from(broadcastDeliveries)
      .where(eq(broadcastDeliveries.status, "failed"));
    expect(failures.map((f) => f.error).sort()).toEqual([
      "O número 5511900000000 não está registrado no WhatsApp.",
      "Usuário sem telefone cadastrado",
    ]);
    // B's user got nothing.
    expect(mailed).not.toContain(userB.email.toLowerCase());
    const history = (await api(ctx, { method: "GET", url: "/api/admin/broadcasts", cookie: superAdmin.cookie })).json();
    expect(history[0]).toMatchObject({ id: created.id, status: "sent", sentCount: 4, failedCount: 2 });
    await stopWorker();
  });

  it("resumes after a restart mid-send; nobody receives it twice", async () => {
    smtp.messages.length = 0;
    // No worker running: the send only queues (the process 'dies' before delivering).
    const res = await send({ title: "Aviso geral", message: "Olá a todos.", targetAllCompanies: true });
    expect(res.statusCode).toBe(201);
    const { id, totalCount } = res.json();
    expect(totalCount).toBe(4);
    const rows = await ctx.db
      .select({ id: broadcastDeliveries.id, recipient: broadcastDeliveries.recipient })
      .from(broadcastDeliveries)
      .where(eq(broadcastDeliveries.broadcastId, id));
    // One delivery was claimed by the worker that died mid-send (maybe sent, maybe not): never sent again.
    const [lost] = rows;
    await ctx.db
      .update(broadcastDeliveries)
      .set({ status: "sending", claimedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(broadcastDeliveries.id, lost?.id ?? ""));
    await startWorker(); // the restart: queued jobs are still there
    await until(async () => {
      const b = (
        await api(ctx, { method: "GET", url: `/api/admin/broadcasts/${id}`, cookie: superAdmin.cookie })
      ).json();
      return b.status !== "sending";
    });
    const b = (await api(ctx, { method: "GET", url: `/api/admin/broadcasts/${id}`, cookie: superAdmin.cookie })).json();
    expect(b).toMatchObject({ status: "sent", sentCount: 3, failedCount: 1, totalCount: 4 });
    const to = smtp.messages.flatMap((m) => m.to);
    expect(to).toHaveLength(3);
    expect(new Set(to).size).toBe(3);
    expect(to).not.toContain(lost?.recipient?.toLowerCase());
    // Running the same jobs again (at-least-once queue) sends nothing more.
    await queue?.sendMany(
      broadcastDeliverJob,
      rows.map((r) => ({ deliveryId: r.id })),
    );
    await new Promise((r) => setTimeout(r, 2_500));
    expect(smtp.messages.flatMap((m) => m.to)).toHaveLength(3);
    await stopWorker();
  });
  it("the delivery sweep finishes a broadcast whose jobs were lost and whose claim outlived its job", async () => {
    smtp.messages.length = 0;
    const res = await send({ title: "Aviso varrido", message: "Olá.", targetAllCompanies: true });
    const { id } = res.json();
    const rows = await ctx.db
      .select({ id: broadcastDeliveries.id, recipient: broadcastDeliveries.recipient })
      .from(broadcastDeliveries)
      .where(eq(broadcastDeliveries.broadcastId, id));
    expect(rows).toHaveLength(4);
    // The process died right after the commit: no job was queued for any delivery…
    await ctx.db.execute(sql`delete from pgboss.job where name = ${broadcastDeliverJob.name}
      and singleton_key in (select id::text from broadcast_deliveries where broadcast_id = ${id})`);
    // …and one delivery was claimed by a worker that died, its job since completed without it.
    const [lost] = rows;
    await ctx.db
      .update(broadcastDeliveries)
      .set({ status: "sending", claimedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(broadcastDeliveries.id, lost?.id ?? ""));
    await ctx.db
      .update(broadcastDeliveries)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(broadcastDeliveries.broadcastId, id));
    await startWorker();
    const status = async () =>
      (await api(ctx, { method: "GET", url: `/api/admin/broadcasts/${id}`, cookie: superAdmin.cookie })).json();
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await status()).status).toBe("sending"); // nothing moves it without the sweep

    const sweep = () =>
      requeueDeliveriesJob.handle({}, { deps: { ...ctx.deps, jobs: queue as JobQueue }, jobId: "s", retryCount: 0 });
    await sweep();
    await until(async () => (await status()).status !== "sending");
    expect(await status()).toMatchObject({ status: "sent", sentCount: 3, failedCount: 1, totalCount: 4 });
    const [closed] = await ctx.db
      .select({ status: broadcastDeliveries.status, error: broadcastDeliveries.errorMessage })
      .from(broadcastDeliveries)
      .where(eq(broadcastDeliveries.id, lost?.id ?? ""));
    expect(closed).toEqual({ status: "failed", error: BROADCAST_MESSAGES.interrupted });
    const to = smtp.messages.flatMap((m) => m.to);
    expect(new Set(to).size).toBe(3);
    expect(to).toHaveLength(3);
    expect(to).not.toContain(lost?.recipient?.toLowerCase());
    // A second sweep finds nothing to do: nobody receives it twice.
    await sweep();
    await new Promise((r) => setTimeout(r, 2_000));
    expect(smtp.messages.flatMap((m) => m.to)).toHaveLength(3);
    await stopWorker();
  });
});
