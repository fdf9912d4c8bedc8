import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROADCAST_MESSAGES } from "../../src/domain/broadcast/broadcast";
import { broadcastDeliveries } from "../../src/server/db/tables/broadcast";
import { closeBroadcastPools, deliverBroadcast } from "../../src/server/modules/broadcast/broadcast-delivery";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";

/**
 * Issue 21 §9: a broadcast that sent nothing because the platform has no e-mail configured answers
 * why (the failure reasons, most frequent first), so the screen shows a failure, not a success; in
 * development without SMTP_URL the same broadcast goes to the development outbox (decision 0028).
 */
let ctx: TestContext;
let superAdmin: TestUser;
let accountId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  superAdmin = await createSignedInUser(ctx, "super_admin");
  accountId = await createCorporateAccount(ctx.db, "Avisos Sem SMTP");
  await createSignedInUser(ctx, "corporate_admin", { accountId, email: "ana.avisos@exemplo.com.br" });
  await createSignedInUser(ctx, "standard_user", { accountId, email: "bruno.avisos@exemplo.com.br" });
});
afterAll(async () => {
  await closeBroadcastPools();
  await ctx.close();
});

/** Sends a broadcast to the account by e-mail and delivers every pending delivery now (the job's work). */
async function broadcastNow(title: string) {
  const res = await api(ctx, {
    method: "POST",
    url: "/api/admin/broadcasts",
    cookie: superAdmin.cookie,
    payload: { title, message: "Aviso importante", sendEmail: true, targetCompanies: [accountId] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const pending = await ctx.db
    .select({ id: broadcastDeliveries.id })
    .from(broadcastDeliveries)
    .where(and(eq(broadcastDeliveries.broadcastId, id), eq(broadcastDeliveries.status, "pending")));
  for (const d of pending) await deliverBroadcast(ctx.deps, d.id, { retryCount: 0, retryLimit: 3 });
  await closeBroadcastPools();
  return (await api(ctx, { method: "GET", url: `/api/admin/broadcasts/${id}`, cookie: superAdmin.cookie })).json();
}

describe("a broadcast's outcome", () => {
  it("nothing configured (outside development): failed, with the reason", async () => {
    const b = await broadcastNow("Sem SMTP");
    expect(b).toMatchObject({ status: "failed", sentCount: 0, failedCount: 2 });
    expect(b.failureReasons).toEqual([{ reason: BROADCAST_MESSAGES.smtpMissing, count: 2 }]);
  });

  it("in development without SMTP: sent to the development outbox, no failure", async () => {
    ctx.deps.config.devOutbox = true;
    try {
      const b = await broadcastNow("Na caixa de saída");
      expect(b).toMatchObject({ status: "sent", sentCount: 2, failedCount: 0, failureReasons: [] });
      const to = ctx.mailer
        .outbox()
        .filter((m) => m.subject === "Na caixa de saída")
        .map((m) => m.to);
      expect(to.sort()).toEqual(["ana.avisos@exemplo.com.br", "bruno.avisos@exemplo.com.br"]);
    } finally {
      ctx.deps.config.devOutbox = false;
    }
  });
});
