import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { smtpConfigurations } from "../../src/server/db/tables/delivery";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import { signatureRequests, signatureSigners } from "../../src/server/db/tables/signatures";
import { documentTemplates } from "../../src/server/db/tables/templates";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";

/**
 * Dashboards and reports (issue 12) on a small data set whose every answer is worked out here, by
 * hand, from what was inserted — independently of the SQL under test.
 */
let ctx: TestContext;

// Months in the São Paulo calendar, computed with Intl (not with the SQL under test).
const spMonth = (d: Date) => {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" })
    .formatToParts(d)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}`;
};
const now = new Date();
/** Noon UTC of the 15th, `n` months back: well inside that month in any Brazilian time zone. */
const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15, 12));
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
const month = (n: number) => spMonth(monthsAgo(n));
/** The São Paulo calendar day of `d` (the report's `from` is a day there, not in UTC). */
const spDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(d);

let planId: string;
let accountA: string;
let accountB: string;
let accountC: string;
let accountD: string;
let superAdmin: TestUser;
let adminA: TestUser;
let standardA: TestUser;
let otherStandardA: TestUser;
let adminB: TestUser;
let userD: TestUser;
let templateGlobal: string;
let templateA: string;
let pendingA: string;
let usersCreated = 0;

const PLAN = { name: "Plano Profissional", monthly: 99.9, annual: 999, maxUsers: 7, signatures: 12 };

async function doc(userId: string, accountId: string | null, status: string, createdAt: Date, templateId?: string) {
  const [row] = await ctx.db
    .insert(generatedDocuments)
    .values({ userId, corporateAccountId: accountId, title: `Doc ${status}`, status, createdAt, templateId })
    .returning({ id: generatedDocuments.id });
  if (!row) throw new Error("no doc");
  return row.id;
}

async function signature(documentId: string, accountId: string, status: string, signers: number) {
  const [row] = await ctx.db
    .insert(signatureRequests)
    .values({ documentId, corporateAccountId: accountId, status })
    .returning({ id: signatureRequests.id });
  if (!row) throw new Error("no request");
  for (let i = 0; i < signers; i++) {
    await ctx.db.insert(signatureSigners).values({
      signatureRequestId: row.id,
      signerName: `Signatário ${i}`,
      signerEmail: `s${i}@teste.com.br`,
      orderSequence: i + 1,
    });
  }
  return row.id;
}

const user = async (role: Parameters<typeof createSignedInUser>[1], accountId: string | null, fullName?: string) => {
  usersCreated++;
  return createSignedInUser(ctx, role, { accountId, fullName });
};

beforeAll(async () => {
  ctx = await createTestContext();
  const [plan] = await ctx.db
    .insert(subscriptionPlans)
    .values({
      name: PLAN.name,
      monthlyPrice: PLAN.monthly,
      annualPrice: PLAN.annual,
      featuresConfig: {
        ...DEFAULT_PLAN_FEATURES,
        max_total_users: PLAN.maxUsers,
        monthly_signatures_limit: PLAN.signatures,
      },
    })
    .returning({ id: subscriptionPlans.id });
  planId = plan?.id ?? "";
  // A: monthly subscriber for 3 months (2 months ago → now). B: annual, started 3 months ago.
  // C: on trial (no revenue). D: inactive, no plan.
  accountA = await createCorporateAccount(ctx.db, "Alfa Ltda", planId);
  accountB = await createCorporateAccount(ctx.db, "Beta S.A.", planId);
  accountC = await createCorporateAccount(ctx.db, "Gama ME", planId);
  accountD = await createCorporateAccount(ctx.db, "Delta Inativa");
  const startB = monthsAgo(3);
  const endB = new Date(startB.getTime() + 366 * 86_400_000);
  await ctx.db
    .update(corporateAccounts)
    .set({ subscriptionStatus: "active", subscriptionStartDate: dateOnly(monthsAgo(2)) })
    .where(eq(corporateAccounts.id, accountA));
  await ctx.db
    .update(corporateAccounts)
    .set({ subscriptionStatus: "active", subscriptionStartDate: dateOnly(startB), subscriptionEndDate: dateOnly(endB) })
    .where(eq(corporateAccounts.id, accountB));
  await ctx.db
    .update(corporateAccounts)
    .set({ subscriptionStatus: "trial", subscriptionStartDate: dateOnly(monthsAgo(1)) })
    .where(eq(corporateAccounts.id, accountC));
  await ctx.db.update(corporateAccounts).set({ isActive: false }).where(eq(corporateAccounts.id, accountD));

  superAdmin = await user("super_admin", null, "Super");
  adminA = await user("corporate_admin", accountA, "Ana Admin");
  standardA = await user("standard_user", accountA, "Bruno Padrão");
  otherStandardA = await user("standard_user", accountA, "Carla Padrão");
  adminB = await user("corporate_admin", accountB, "Beto Admin");
  userD = await user("standard_user", accountD, "Davi Delta");

  const [tg] = await ctx.db
    .insert(documentTemplates)
    .values({ title: "Contrato Global" })
    .returning({ id: documentTemplates.id });
  const [ta] = await ctx.db
    .insert(documentTemplates)
    .values({ title: "Contrato Alfa", corporateAccountId: accountA })
    .returning({ id: documentTemplates.id });
  await ctx.db
    .insert(documentTemplates)
    .values({ title: "Antigo Beta", corporateAccountId: accountB, isActive: false });
  templateGlobal = tg?.id ?? "";
  templateA = ta?.id ?? "";

  // A: 3 this month (draft, finalized, signed by standardA), 2 two months ago, 1 eight months ago.
  const d1 = await doc(adminA.userId, accountA, "finalized", now, templateA);
  await doc(adminA.userId, accountA, "draft", now, templateA);
  const d3 = await doc(standardA.userId, accountA, "signed", now, templateGlobal);
  await doc(adminA.userId, accountA, "finalized", monthsAgo(2), templateA);
  await doc(otherStandardA.userId, accountA, "finalized", monthsAgo(2), templateGlobal);
  await doc(adminA.userId, accountA, "draft", monthsAgo(8));
  // B: 1 this month. Super admin: 1 without account.
  const b1 = await doc(adminB.userId, accountB, "pending_signature", now, templateGlobal);
  await doc(superAdmin.userId, null, "draft", now);

  pendingA = await signature(d1, accountA, "pending", 2);
  await signature(d3, accountA, "completed", 1);
  await signature(d1, accountA, "declined", 1);
  await signature(b1, accountB, "sent", 3);

  await ctx.db
    .insert(smtpConfigurations)
    .values({ corporateAccountId: accountA, host: "smtp.alfa.com.br", fromEmail: "a@alfa.com.br" });
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) => api(ctx, { method: "GET", url, cookie });

describe("GET /api/admin/dashboard", () => {
  it("answers every figure from the data", async () => {
    const res = await get("/api/admin/dashboard", superAdmin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const monthlyA = PLAN.monthly; // A pays monthly in months -2, -1, 0
    const annualB = Math.round((PLAN.annual / 12) * 100) / 100; // B pays annual/12 in months -3..0
    expect(body.kpis).toEqual({
      totalUsers: usersCreated,
      corporateAccounts: 4,
      documents: 8,
      totalRevenue: Math.round((3 * monthlyA + 4 * annualB) * 100) / 100,
    });
    expect(body.documentsByMonth).toEqual([
      { month: month(5), documents: 0 },
      { month: month(4), documents: 0 },
      { month: month(3), documents: 0 },
      { month: month(2), documents: 2 },
      { month: month(1), documents: 0 },
      { month: month(0), documents: 5 },
    ]);
    expect(body.revenueByMonth.map((r: { revenue: number }) => r.revenue)).toEqual([
      0,
      0,
      annualB,
      Math.round((monthlyA + annualB) * 100) / 100,
      Math.round((monthlyA + annualB) * 100) / 100,
      Math.round((monthlyA + annualB) * 100) / 100,
    ]);
    expect(body.growth.at(-1)).toEqual({ month: month(0), newUsers: usersCreated, newAccounts: 4 });
    expect(body.growth).toHaveLength(6);
    expect(body.signatures).toEqual({ total: 4, completed: 1, failed: 1, pending: 2 });
    expect(body.topAccountsByDocuments).toEqual([
      { id: accountA, name: "Alfa Ltda", documents: 6 },
      { id: accountB, name: "Beta S.A.", documents: 1 },
    ]);
    expect(body.topAccountsByRevenue).toEqual([
      { id: accountB, name: "Beta S.A.", planName: PLAN.name, revenue: Math.round(4 * annualB * 100) / 100 },
      { id: accountA, name: "Alfa Ltda", planName: PLAN.name, revenue: Math.round(3 * monthlyA * 100) / 100 },
    ]);
  });

  it("is for the super admin only (401 anonymous, 403 corporate admin)", async () => {
    expect((await get("/api/admin/dashboard")).statusCode).toBe(401);
    expect((await get("/api/admin/dashboard", adminA.cookie)).statusCode).toBe(403);
    expect((await get("/api/admin/dashboard", standardA.cookie)).statusCode).toBe(403);
  });
});

describe("GET /api/corporate/dashboard", () => {
  it("answers the caller's account only, pending signatures included", async () => {
    const res = await get("/api/corporate/dashboard", adminA.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.account).toEqual({ id: accountA, name: "Alfa Ltda" });
    expect(body.planName).toBe(PLAN.name);
    expect(body.integrations).toEqual({ smtp: true, whatsapp: false });
    expect(body.canConfigure).toBe(true);
    expect(body.activeUsers).toBe(3);
    expect(body.maxUsers).toBe(PLAN.maxUsers);
    expect(body.documentsThisMonth).toBe(3);
    expect(body.signaturesThisMonth).toBe(3);
    expect(body.signaturesLimit).toBe(PLAN.signatures);
    expect(body.monthlyDocuments.at(-1)).toEqual({ month: month(0), documents: 3 });
    expect(body.monthlyDocuments.at(-3)).toEqual({ month: month(2), documents: 2 });
    expect(body.completionRates).toEqual([{ month: month(0), total: 3, completed: 1, failed: 1, rate: 33.33 }]);
    expect(body.recentDocuments).toHaveLength(5);
    expect(body.recentDocuments.every((d: { id: string }) => typeof d.id === "string")).toBe(true);
    expect(body.recentDocuments.filter((d: { creator: string }) => d.creator === "Beto Admin")).toEqual([]);
    // B's 'sent' request is B's: only A's pending one shows, with its 2 signers.
    expect(body.pendingSignatures).toHaveLength(1);
    expect(body.pendingSignatures[0]).toMatchObject({ id: pendingA, signerCount: 2, status: "pending" });
  });

  it("gives a standard user the account's counts but only their own documents in the lists", async () => {
    const body = (await get("/api/corporate/dashboard", standardA.cookie)).json();
    expect(body.canConfigure).toBe(false);
    expect(body.documentsThisMonth).toBe(3);
    expect(body.recentDocuments.map((d: { creator: string; status: string }) => [d.creator, d.status])).toEqual([
      ["Bruno Padrão", "signed"],
    ]);
    expect(body.pendingSignatures).toEqual([]);
  });

  it("shows B its own figures, and no plan name (the screens say 'Sem plano') for an account without plan", async () => {
    const b = (await get("/api/corporate/dashboard", adminB.cookie)).json();
    expect(b.account.id).toBe(accountB);
    expect(b.documentsThisMonth).toBe(1);
    expect(b.integrations).toEqual({ smtp: false, whatsapp: false });
    expect(b.pendingSignatures).toHaveLength(1);
    expect(b.pendingSignatures[0].signerCount).toBe(3);
    const d = (await get("/api/corporate/dashboard", userD.cookie)).json();
    expect(d.planName).toBeNull();
    expect(d.maxUsers).toBeNull();
    expect(d.recentDocuments).toEqual([]);
    expect(d.pendingSignatures).toEqual([]);
  });

  it("401 anonymous; 403 for a caller without a corporate account", async () => {
    expect((await get("/api/corporate/dashboard")).statusCode).toBe(401);
    const res = await get("/api/corporate/dashboard", superAdmin.cookie);
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /api/admin/reports", () => {
  it("answers the totals and charts without filters", async () => {
    const res = await get("/api/admin/reports", superAdmin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalUsers).toBe(usersCreated);
    expect(body.totalCorporateAccounts).toBe(3); // D is inactive
    expect(body.totalDocuments).toBe(8);
    expect(body.totalTemplates).toBe(2); // B's template is inactive
    const byStatus = Object.fromEntries(
      body.documentsByStatus.map((s: { name: string; value: number }) => [s.name, s.value]),
    );
    expect(byStatus).toEqual({ Rascunho: 3, Finalizado: 3, Assinado: 1, "Aguardando Assinatura": 1 });
    expect(body.documentsByMonth.at(-1)).toEqual({ month: month(0), documents: 5 });
    expect(body.documentsByMonth.reduce((n: number, m: { documents: number }) => n + m.documents, 0)).toBe(7);
    const byRole = Object.fromEntries(body.usersByRole.map((r: { name: string; value: number }) => [r.name, r.value]));
    expect(byRole).toEqual({ "Super Administrador": 1, "Administrador Corporativo": 2, "Usuário Padrão": 3 });
    expect(body.topCorporateAccounts).toEqual([
      { name: "Alfa Ltda", documents: 6 },
      { name: "Beta S.A.", documents: 1 },
    ]);
    expect(body).not.toHaveProperty("accounts");
  });

  it("lists the account filter's choices apart: active accounts by name, super admin only", async () => {
    const res = await get("/api/admin/reports/accounts", superAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts.map((a: { name: string }) => a.name)).toEqual(["Alfa Ltda", "Beta S.A.", "Gama ME"]);
    expect(res.json().accounts[0].id).toBe(accountA);
    expect((await get("/api/admin/reports/accounts")).statusCode).toBe(401);
    expect((await get("/api/admin/reports/accounts", adminA.cookie)).statusCode).toBe(403);
    expect((await get("/api/admin/reports/accounts", standardA.cookie)).statusCode).toBe(403);
  });

  it("filters by account and dates (start on or after, end on or before)", async () => {
    const from = dateOnly(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)));
    const to = dateOnly(monthsAgo(2));
    const body = (
      await get(`/api/admin/reports?accountId=${accountA}&from=${from}&to=${to}`, superAdmin.cookie)
    ).json();
    expect(body.totalDocuments).toBe(2);
    expect(body.totalUsers).toBe(3);
    expect(body.totalCorporateAccounts).toBe(1);
    expect(body.totalTemplates).toBe(2);
    expect(body.documentsByMonth.at(-1)).toEqual({ month: month(2), documents: 2 });
    expect(body.topCorporateAccounts).toEqual([{ name: "Alfa Ltda", documents: 2 }]);
    const b = (await get(`/api/admin/reports?accountId=${accountB}`, superAdmin.cookie)).json();
    expect(b.totalDocuments).toBe(1);
    expect(b.totalTemplates).toBe(1);
  });

  it("refuses bad filters with a message, and anyone but the super admin", async () => {
    const bad = await get("/api/admin/reports?from=31-12-2026", superAdmin.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await get("/api/admin/reports")).statusCode).toBe(401);
    expect((await get("/api/admin/reports", adminA.cookie)).statusCode).toBe(403);
  });
});

describe("GET /api/corporate/reports", () => {
  it("reports the caller's account", async () => {
    const res = await get("/api/corporate/reports", adminA.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accountName).toBe("Alfa Ltda");
    expect(body.totalUsers).toBe(3);
    expect(body.totalDocuments).toBe(6);
    expect(body.documentsThisMonth).toBe(3);
    expect(body.documentsByUser).toEqual([
      { name: "Ana Admin", documents: 4 },
      { name: "Bruno Padrão", documents: 1 },
      { name: "Carla Padrão", documents: 1 },
    ]);
    expect(body.documentsByTemplate).toEqual([
      { name: "Contrato Alfa", documents: 3 },
      { name: "Contrato Global", documents: 2 },
      { name: "Desconhecido", documents: 1 },
    ]);
    expect(body.users.map((u: { name: string }) => u.name)).toEqual(["Ana Admin", "Bruno Padrão", "Carla Padrão"]);
  });

  it("applies the status, user and date filters", async () => {
    const f = (await get("/api/corporate/reports?status=finalized", adminA.cookie)).json();
    expect(f.totalDocuments).toBe(3);
    expect(f.documentsByStatus).toEqual([{ status: "finalized", name: "Finalizado", value: 3 }]);
    const u = (await get(`/api/corporate/reports?userId=${otherStandardA.userId}`, adminA.cookie)).json();
    expect(u.totalDocuments).toBe(1);
    const d = (await get(`/api/corporate/reports?from=${spDay(now)}`, adminA.cookie)).json();
    expect(d.totalDocuments).toBe(3);
  });

  it("never crosses tenants: B sees B, a standard user sees their own documents", async () => {
    const b = (await get(`/api/corporate/reports?userId=${adminA.userId}`, adminB.cookie)).json();
    expect(b.totalDocuments).toBe(0);
    const b2 = (await get("/api/corporate/reports", adminB.cookie)).json();
    expect(b2.totalDocuments).toBe(1);
    expect(b2.users.map((x: { name: string }) => x.name)).toEqual(["Beto Admin"]);
    const s = (await get(`/api/corporate/reports?userId=${adminA.userId}`, standardA.cookie)).json();
    expect(s.totalDocuments).toBe(0);
    const s2 = (await get("/api/corporate/reports", standardA.cookie)).json();
    expect(s2.totalDocuments).toBe(1);
  });

  it("401 anonymous, 403 without account, 400 on a bad status", async () => {
    expect((await get("/api/corporate/reports")).statusCode).toBe(401);
    expect((await get("/api/corporate/reports", superAdmin.cookie)).statusCode).toBe(403);
    expect((await get("/api/corporate/reports?status=x", adminA.cookie)).statusCode).toBe(400);
  });
});

describe("GET /api/public/plans", () => {
  it("lists active plans with prices and features, nothing else, without a session", async () => {
    await ctx.db.insert(subscriptionPlans).values({ name: "Plano Gratuito", monthlyPrice: 0, annualPrice: 0 });
    await ctx.db.insert(subscriptionPlans).values({ name: "Plano Oculto", isActive: false, monthlyPrice: 5 });
    const res = await get("/api/public/plans");
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(["Plano Gratuito", PLAN.name]);
    expect(Object.keys(plans[1]).sort()).toEqual(["annualPrice", "description", "features", "monthlyPrice", "name"]);
    expect(plans[1]).toMatchObject({ monthlyPrice: 99.9, annualPrice: 999 });
    expect(plans[1].features).toContain(`Até ${PLAN.maxUsers} usuários`);
  });
});
