import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoleSlug } from "../../src/domain/auth/permissions";
import { pagerButtons } from "../../src/domain/shared/list";
import { users } from "../../src/server/db/tables/auth";
import { roles, userMetadata, userRoles } from "../../src/server/db/tables/users";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";

let ctx: TestContext;
let admin: TestUser;
let superAdmin: TestUser;

/** 34 users inserted directly (no password hashing) + the corporate admin = 35 users in the account. */
async function seedUsers(accountId: string) {
  const roleRows = await ctx.db.select({ id: roles.id, slug: roles.slug }).from(roles);
  const roleId = (slug: RoleSlug) => roleRows.find((r) => r.slug === slug)?.id as string;
  const rows = Array.from({ length: 34 }, (_, i) => {
    const n = String(i + 1).padStart(2, "0");
    const slug: RoleSlug = i < 20 ? "standard_user" : "supervisor_user";
    return { id: crypto.randomUUID(), n, slug, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) };
  });
  await ctx.db
    .insert(users)
    .values(
      rows.map((r) => ({ id: r.id, name: `Paginado ${r.n}`, email: `pag${r.n}@teste.com.br`, emailVerified: true })),
    );
  await ctx.db.insert(userMetadata).values(
    rows.map((r) => ({
      userId: r.id,
      fullName: `Paginado ${r.n}`,
      corporateAccountId: accountId,
      createdAt: r.createdAt,
    })),
  );
  await ctx.db
    .insert(userRoles)
    .values(rows.map((r) => ({ userId: r.id, roleId: roleId(r.slug), corporateAccountId: accountId })));
}

beforeAll(async () => {
  ctx = await createTestContext();
  const accountId = await createCorporateAccount(ctx.db, "Paginada");
  await seedUsers(accountId);
  [admin, superAdmin] = await Promise.all([
    createSignedInUser(ctx, "corporate_admin", { accountId, fullName: "Administradora" }),
    createSignedInUser(ctx, "super_admin"),
  ]);
});
afterAll(() => ctx.close());

const list = async (cookie: string, qs: string) => {
  const res = await api(ctx, { method: "GET", url: `/api/users?${qs}`, cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: Array<{ fullName: string; role: { slug: string } }>;
    total: number;
    page: number;
    pageSize: number;
  };
};

describe("user list paging", () => {
  it("pages 35 users 10 at a time, newest first, with 4 page buttons", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((p) => list(admin.cookie, `page=${p}`)));
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 10, 5]);
    expect(pages.every((p) => p.total === 35 && p.pageSize === 10)).toBe(true);
    expect(pagerButtons(pages[0]?.total ?? 0, 1)).toEqual([1, 2, 3, 4]);
    expect(pages[0]?.items[0]?.fullName).toBe("Administradora");
    expect(pages[0]?.items[1]?.fullName).toBe("Paginado 34");
    const names = pages.flatMap((p) => p.items.map((i) => i.fullName));
    expect(new Set(names).size).toBe(35);
    expect((await list(admin.cookie, "page=5")).items).toHaveLength(0);
  });

  it("combines the role filter and the name search with paging", async () => {
    const standard = await list(admin.cookie, "role=standard_user&page=2");
    expect(standard.total).toBe(20);
    expect(standard.items).toHaveLength(10);
    expect(standard.items.every((u) => u.role.slug === "standard_user")).toBe(true);

    const search = await list(admin.cookie, "search=paginado%200");
    expect(search.total).toBe(9);
    const both = await list(admin.cookie, "search=PAGINADO%202&role=supervisor_user");
    expect(both.items.map((u) => u.fullName)).toEqual([
      "Paginado 29",
      "Paginado 28",
      "Paginado 27",
      "Paginado 26",
      "Paginado 25",
      "Paginado 24",
      "Paginado 23",
      "Paginado 22",
      "Paginado 21",
    ]);
    expect(both.total).toBe(9);
    expect((await list(admin.cookie, "search=%25")).total).toBe(0);
  });

  it("shows every account to super admins and rejects invalid filters", async () => {
    expect((await list(superAdmin.cookie, "page=1")).total).toBe(36);
    const bad = await api(ctx, { method: "GET", url: "/api/users?page=0&role=chefe", cookie: superAdmin.cookie });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fieldErrors).sort()).toEqual(["page", "role"]);
  });
});
