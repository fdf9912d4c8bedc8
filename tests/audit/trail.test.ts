import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../src/server/db/tables/audit";
import { recordAudit } from "../../src/server/modules/audit";
import { verifyAuditChains } from "../../src/server/modules/audit/verify-chain";
import { createCorporateAccount, createTestContext, type TestContext } from "../helpers/app";

let ctx: TestContext;
let accountA: string;
let accountB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  accountA = await createCorporateAccount(ctx.db, "Trilha A Ltda");
  accountB = await createCorporateAccount(ctx.db, "Trilha B Ltda");
});
afterAll(() => ctx.close());

const write = (accountId: string | null, n: number) =>
  ctx.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++)
      await recordAudit(tx, {
        actor: { kind: "system" },
        accountId,
        action: "settings.updated",
        target: { type: "settings", id: `s${i}` },
        changes: { field: `v${i}`, nested: { b: 1, a: [1, "x"] } },
      });
  });

const rows = () => ctx.db.select().from(auditEvents).orderBy(asc(auditEvents.id));

/** What a superuser can do and the application cannot: switch the guard off, change a row, switch it back. */
async function tamper(statement: ReturnType<typeof sql>) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
  });
}

describe("audit trail storage", () => {
  it("links each row to the previous row of the same account; the chains verify", async () => {
    await write(accountA, 3);
    await write(accountB, 2);
    await write(null, 1);
    await write(accountA, 1);
    const all = await rows();
    const ofA = all.filter((r) => r.accountId === accountA);
    expect(ofA).toHaveLength(4);
    expect(ofA[0]?.prevHash).toBeNull();
    for (let i = 1; i < ofA.length; i++) expect(ofA[i]?.prevHash).toBe(ofA[i - 1]?.hash);
    expect(all.find((r) => r.accountId === accountB)?.prevHash).toBeNull();
    expect(await verifyAuditChains(ctx.db)).toEqual({ rows: 7, chains: 3, broken: null });
  });

  it("refuses UPDATE, DELETE and TRUNCATE, whoever the caller", async () => {
    await expect(ctx.db.execute(sql`update audit_events set action = 'x'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect((await rows()).every((r) => r.action === "settings.updated")).toBe(true);
    expect((await rows()).length).toBe(7);
  });

  it("writes nothing when the change it records rolls back", async () => {
    const before = (await rows()).length;
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: { kind: "system" }, accountId: accountA, action: "account.updated" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await rows()).length).toBe(before);
    expect((await verifyAuditChains(ctx.db)).broken).toBeNull();
  });

  it("keeps only the fact that a secret changed, never its value", async () => {
    await ctx.db.transaction((tx) =>
      recordAudit(tx, {
        actor: { kind: "system" },
        accountId: accountB,
        action: "settings.updated",
        changes: { smtp: { host: "smtp.exemplo.com", password: "hunter2-secreto" }, apiKey: "zs-123" },
      }),
    );
    const last = (await rows()).at(-1);
    expect(JSON.stringify(last?.changes)).not.toContain("hunter2-secreto");
    expect(JSON.stringify(last?.changes)).not.toContain("zs-123");
    expect(last?.changes).toEqual({ smtp: { host: "smtp.exemplo.com", password: "(alterado)" }, apiKey: "(alterado)" });
  });

  it("finds an edited row: verify names it", async () => {
    const target = (await rows()).filter((r) => r.accountId === accountA)[1];
    await tamper(sql`update audit_events set changes = '{"field":"forjado"}' where id = ${target?.id}`);
    expect((await verifyAuditChains(ctx.db)).broken).toEqual({
      id: target?.id,
      accountId: accountA,
      reason: "content",
    });
  });

  it("finds a removed row: the next row's link is broken", async () => {
    const ofB = (await rows()).filter((r) => r.accountId === accountB);
    await tamper(sql`delete from audit_events where account_id = ${accountA}`);
    await tamper(sql`delete from audit_events where id = ${ofB[0]?.id}`);
    expect((await verifyAuditChains(ctx.db)).broken).toEqual({ id: ofB[1]?.id, accountId: accountB, reason: "link" });
  });
});
