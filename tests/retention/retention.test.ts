import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../src/server/db/tables/audit";
import { documentDeliveryLog } from "../../src/server/db/tables/delivery";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { verifyAuditChains } from "../../src/server/modules/audit/verify-chain";
import { applyRetention } from "../../src/server/modules/retention/apply-retention";
import { api, createCorporateAccount, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants, type TwoTenants } from "../helpers/fixtures";

/** Issue 27 "Retention: per-account setting …; a daily job applies it and records what it removed". */
let ctx: TestContext;
let t: TwoTenants;
const NOW = new Date("2026-11-26T03:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  ctx = await createTestContext();
  t = await createTwoTenants(ctx, ["Retenção A", "Retenção B"]);
});
afterAll(() => ctx.close());

const put = (cookie: string, payload: object) =>
  api(ctx, { method: "PUT", url: "/api/corporate/retention", cookie, payload });
const get = (cookie: string) => api(ctx, { method: "GET", url: "/api/corporate/retention", cookie });

async function draft(accountId: string, userId: string, status: string, updated: Date): Promise<string> {
  const [row] = await ctx.db
    .insert(generatedDocuments)
    .values({
      userId,
      corporateAccountId: accountId,
      title: `Doc ${status}`,
      status,
      createdAt: updated,
      updatedAt: updated,
    })
    .returning({ id: generatedDocuments.id });
  return row?.id ?? "";
}
async function deliveryLog(accountId: string, status: string, created: Date): Promise<string> {
  const [row] = await ctx.db
    .insert(documentDeliveryLog)
    .values({
      corporateAccountId: accountId,
      deliveryType: "email",
      recipient: "fulano@exemplo.com",
      status,
      createdAt: created,
    })
    .returning({ id: documentDeliveryLog.id });
  return row?.id ?? "";
}
/** Which of `ids` are still in `table` (documents or delivery log), sorted. */
async function left(table: typeof generatedDocuments | typeof documentDeliveryLog, ids: string[]) {
  const rows: Array<{ id: string }> = await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((r) => r.id).sort();
}
const docsLeft = (ids: string[]) => left(generatedDocuments, ids);
const logsLeft = (ids: string[]) => left(documentDeliveryLog, ids);
const trail = (accountId: string, action: string) =>
  ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.action, action)));

describe("retention settings (corporate admin, own account)", () => {
  it("are off until saved, and an account without settings reads them off", async () => {
    const res = await get(t.adminA.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: { draftDays: null, deliveryLogMonths: null },
      lastRunAt: null,
      lastRemoved: null,
    });
  });

  it("refuses periods outside the bounds with the field's message in Portuguese", async () => {
    const res = await put(t.adminA.cookie, { draftDays: 3, deliveryLogMonths: 500 });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.fieldErrors;
    expect(fields.draftDays).toBe("Informe de 7 a 3.650 dias, ou desative.");
    expect(fields.deliveryLogMonths).toBe("Informe de 1 a 120 meses, ou desative.");
  });

  it("saves the admin's own account only, with one settings row in the trail", async () => {
    const before = (await trail(t.accountA, "settings.updated")).length;
    const res = await put(t.adminA.cookie, { draftDays: 30, deliveryLogMonths: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toEqual({ draftDays: 30, deliveryLogMonths: 6 });
    const rows = (await trail(t.accountA, "settings.updated")).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: t.adminA.userId, targetType: "settings", targetId: "retention" });
    expect(rows[0]?.changes).toEqual({
      from: { draftDays: null, deliveryLogMonths: null },
      to: { draftDays: 30, deliveryLogMonths: 6 },
    });
    // Account B's admin still reads its own settings: off.
    expect((await get(t.adminB.cookie)).json().settings).toEqual({ draftDays: null, deliveryLogMonths: null });
  });

  it("is refused to the super admin, supervisors and standard users, and to visitors", async () => {
    const supervisor = await createSignedInUser(ctx, "supervisor_user", { accountId: t.accountA });
    expect((await get(t.superAdmin.cookie)).statusCode).toBe(403);
    expect((await put(supervisor.cookie, { draftDays: 7, deliveryLogMonths: null })).statusCode).toBe(403);
    expect((await api(ctx, { method: "GET", url: "/api/corporate/retention" })).statusCode).toBe(401);
  });
});

describe("the daily run", () => {
  it("removes A's stale drafts and old delivery logs, keeps the rest and every other account's", async () => {
    const u = t.adminA.userId;
    const stale = await draft(t.accountA, u, "draft", daysAgo(31));
    const fresh = await draft(t.accountA, u, "draft", daysAgo(29));
    const finalized = await draft(t.accountA, u, "finalized", daysAgo(400));
    const otherAccount = await draft(t.accountB, t.adminB.userId, "draft", daysAgo(400));
    const oldLog = await deliveryLog(t.accountA, "sent", daysAgo(200));
    const oldFailed = await deliveryLog(t.accountA, "failed", daysAgo(190));
    const oldPending = await deliveryLog(t.accountA, "pending", daysAgo(200));
    const recentLog = await deliveryLog(t.accountA, "sent", daysAgo(150));
    const otherLog = await deliveryLog(t.accountB, "sent", daysAgo(900));

    const done = await applyRetention(ctx.db, NOW, (_a, err) => {
      throw err;
    });
    expect(done.removed).toEqual({ drafts: 1, deliveryLogs: 2 });
    expect(await docsLeft([stale, fresh, finalized, otherAccount])).toEqual([fresh, finalized, otherAccount].sort());
    expect(await logsLeft([oldLog, oldFailed, oldPending, recentLog, otherLog])).toEqual(
      [oldPending, recentLog, otherLog].sort(),
    );

    const rows = await trail(t.accountA, "retention.applied");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorKind: "system", actorId: null, accountId: t.accountA, ip: null });
    expect(rows[0]?.changes).toMatchObject({ removed: { drafts: 1, deliveryLogs: 2 } });
    expect(await trail(t.accountB, "retention.applied")).toHaveLength(0);
    const screen = (await get(t.adminA.cookie)).json();
    expect(screen).toMatchObject({ lastRunAt: NOW.toISOString(), lastRemoved: { drafts: 1, deliveryLogs: 2 } });
  });

  it("run again, removes nothing more and records nothing", async () => {
    const done = await applyRetention(ctx.db, NOW, () => undefined);
    expect(done.removed).toEqual({ drafts: 0, deliveryLogs: 0 });
    expect(await trail(t.accountA, "retention.applied")).toHaveLength(1);
  });

  it("an account whose run fails keeps everything and has no row; the others are still applied", async () => {
    const failing = await createCorporateAccount(ctx.db, "Retenção Falha");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: failing });
    expect((await put(admin.cookie, { draftDays: 7, deliveryLogMonths: null })).statusCode).toBe(200);
    const kept = await draft(failing, admin.userId, "draft", daysAgo(60));
    const goneA = await draft(t.accountA, t.adminA.userId, "draft", daysAgo(60));
    // The run's last write for that account (noting the run) fails: the transaction rolls back.
    await ctx.db.execute(
      sql.raw(`create function retention_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'falha simulada'; end $$`),
    );
    await ctx.db.execute(
      sql.raw(`create trigger retention_test_fail before update on retention_settings for each row
      when (new.corporate_account_id = '${failing}') execute function retention_test_fail()`),
    );
    const failed: string[] = [];
    await applyRetention(ctx.db, NOW, (accountId) => failed.push(accountId));
    await ctx.db.execute(sql.raw("drop trigger retention_test_fail on retention_settings"));
    expect(failed).toEqual([failing]);
    expect(await docsLeft([kept, goneA])).toEqual([kept]);
    expect(await trail(failing, "retention.applied")).toHaveLength(0);
    expect(await trail(t.accountA, "retention.applied")).toHaveLength(2);
    expect((await verifyAuditChains(ctx.db)).broken).toBeNull();
  });
});
