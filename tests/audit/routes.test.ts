import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_MESSAGES, AUDIT_PAGE_SIZE } from "../../src/domain/audit/audit";
import { api, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants, type TwoTenants } from "../helpers/fixtures";
import { seedTrail } from "./support";

let ctx: TestContext;
let t: TwoTenants;

beforeAll(async () => {
  ctx = await createTestContext();
  t = await createTwoTenants(ctx, ["Auditoria A", "Auditoria B"]);
  // 60 rows in A (more than a page), 3 in B, 1 of the platform.
  await seedTrail(ctx, t, 60);
});
afterAll(() => ctx.close());

const list = (cookie: string | undefined, query = "") => api(ctx, { method: "GET", url: `/api/audit${query}`, cookie });

describe("who reads the trail", () => {
  it("answers 401 without a session and 403 to supervisors and standard users", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    for (const role of ["supervisor_user", "standard_user"] as const) {
      const user = await createSignedInUser(ctx, role, { accountId: t.accountA });
      expect((await list(user.cookie)).statusCode).toBe(403);
    }
  });

  it("a corporate admin sees only its own account, whatever account it asks for", async () => {
    const own = (await list(t.adminB.cookie, "?action=document.created")).json();
    expect(own.items).toHaveLength(3);
    expect(own.items.every((r: { accountId: string }) => r.accountId === t.accountB)).toBe(true);
    const asked = (await list(t.adminB.cookie, `?accountId=${t.accountA}`)).json();
    expect(asked.items.length).toBeGreaterThan(0);
    expect(asked.items.every((r: { accountId: string }) => r.accountId === t.accountB)).toBe(true);
  });

  it("the super admin sees every account, one account, or the platform's rows", async () => {
    const all = (await list(t.superAdmin.cookie, "?action=plan.created")).json();
    expect(all.items.map((r: { targetId: string }) => r.targetId)).toContain("p1");
    const b = (await list(t.superAdmin.cookie, `?accountId=${t.accountB}&action=document.created`)).json();
    expect(b.items).toHaveLength(3);
    expect(b.items[0]).toMatchObject({ accountName: "Auditoria B", actorName: expect.any(String) });
    const platform = (await list(t.superAdmin.cookie, "?accountId=platform&action=plan.created")).json();
    expect(platform.items.map((r: { accountId: string | null }) => r.accountId)).toEqual([null]);
  });
});

describe("paging and filters", () => {
  it("pages newest first with a cursor, without repeating or skipping a row", async () => {
    const first = (await list(t.adminA.cookie)).json();
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list(t.adminA.cookie, `?cursor=${first.nextCursor}`)).json();
    const ids = [...first.items, ...second.items].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // 60 template rows and the sign-ins of the account's people: every one of them, once.
    expect(ids.length).toBeGreaterThan(60);
    expect(second.nextCursor).toBeNull();
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
  });

  it("filters by action, actor (id or e-mail), target and period", async () => {
    const byTarget = (await list(t.adminA.cookie, "?targetType=template&targetId=tpl-7")).json();
    expect(byTarget.items.map((r: { targetId: string }) => r.targetId)).toEqual(["tpl-7"]);
    const byEmail = (
      await list(t.superAdmin.cookie, `?actor=${encodeURIComponent(t.adminB.email)}&action=document.created`)
    ).json();
    expect(byEmail.items).toHaveLength(3);
    const byId = (await list(t.superAdmin.cookie, `?actor=${t.adminB.userId}&action=document.created`)).json();
    expect(byId.items).toHaveLength(3);
    expect((await list(t.adminA.cookie, "?action=document.created")).json().items).toEqual([]);
    expect((await list(t.adminA.cookie, "?from=2000-01-01&to=2000-01-31")).json().items).toEqual([]);
  });

  it("refuses bad filters in Portuguese", async () => {
    const period = await list(t.adminA.cookie, "?from=2026-02-01&to=2026-01-01");
    expect(period.statusCode).toBe(400);
    expect(period.json().error.details.fieldErrors.to).toBe(AUDIT_MESSAGES.periodInvalid);
    expect((await list(t.adminA.cookie, "?action=hack")).json().error.details.fieldErrors.action).toBe("Ação inválida");
    const cursor = await list(t.adminA.cookie, "?cursor=bGl4bw");
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error.message).toBe(AUDIT_MESSAGES.cursorInvalid);
  });
});
