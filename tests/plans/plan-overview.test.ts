import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageBars } from "../../src/domain/plans/usage";
import { categories, categoryCorporateAccounts } from "../../src/server/db/tables/categories";
import { smtpConfigurations } from "../../src/server/db/tables/delivery";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { documentTemplates } from "../../src/server/db/tables/templates";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { createPlanWith, signInCorporateRoles } from "../helpers/fixtures";

let ctx: TestContext;
let accountId: string;
let admin: TestUser;
let supervisor: TestUser;
let standard: TestUser;
let superAdmin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  const planId = await createPlanWith(ctx.db, "Empresarial", {
    max_total_users: 5,
    user_roles_limit: { corporate_admin: 1, supervisor_user: 1, standard_user: 3 },
    monthly_signatures_limit: 4,
    max_templates_allowed: 4,
    max_categories_allowed: 10,
    ai_access_enabled: true,
  });
  accountId = await createCorporateAccount(ctx.db, "Empresa Uso", planId);
  const otherAccount = await createCorporateAccount(ctx.db, "Outra Uso", planId);
  ({ admin, supervisor, standard } = await signInCorporateRoles(ctx, accountId));
  await createSignedInUser(ctx, "standard_user", { accountId });
  superAdmin = await createSignedInUser(ctx, "super_admin");
  otherAdmin = await createSignedInUser(ctx, "corporate_admin", { accountId: otherAccount });

  // Real data: 3 templates of the account (+1 global, +1 of another account), 2 linked categories,
  // 3 documents and 3 signature requests this month (+1 last month), SMTP configured.
  await ctx.db
    .insert(documentTemplates)
    .values([
      { title: "A", corporateAccountId: accountId },
      { title: "B", corporateAccountId: accountId },
      { title: "C", corporateAccountId: accountId },
      { title: "Global" },
      { title: "Outra", corporateAccountId: otherAccount },
    ]);
  const cats = await ctx.db
    .insert(categories)
    .values([{ name: "Contratos" }, { name: "Aditivos" }, { name: "Não vinculada" }])
    .returning({ id: categories.id });
  await ctx.db.insert(categoryCorporateAccounts).values([
    { categoryId: cats[0]!.id, corporateAccountId: accountId },
    { categoryId: cats[1]!.id, corporateAccountId: accountId },
  ]);
  const docs = await ctx.db
    .insert(generatedDocuments)
    .values([0, 1, 2].map((i) => ({ userId: standard.userId, corporateAccountId: accountId, title: `Doc ${i}` })))
    .returning({ id: generatedDocuments.id });
  const lastMonth = new Date();
  lastMonth.setMonth(lastMonth.getMonth() - 1, 1);
  await ctx.db
    .insert(signatureRequests)
    .values([
      ...docs.map((d) => ({ documentId: d.id, corporateAccountId: accountId })),
      { documentId: docs[0]!.id, corporateAccountId: accountId, createdAt: lastMonth },
    ]);
  await ctx.db
    .insert(smtpConfigurations)
    .values({ corporateAccountId: accountId, host: "smtp.x.com", fromEmail: "a@x.com" });
});
afterAll(() => ctx.close());

const overview = (user?: TestUser) => api(ctx, { method: "GET", url: "/api/plan-overview", cookie: user?.cookie });

describe("plan overview", () => {
  it("answers 401 anonymous, and the spec's denial to a super admin without an account", async () => {
    expect((await overview()).statusCode).toBe(401);
    const res = await overview(superAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Você não tem permissão para visualizar informações do plano.");
  });

  it("computes usage from real data of the caller's own account", async () => {
    const res = await overview(admin);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.account).toMatchObject({ id: accountId, name: "Empresa Uso", subscriptionStatus: "free_trial" });
    expect(o.plan).toMatchObject({ name: "Empresarial", monthlyPrice: 99.9 });
    expect(o.usage).toEqual({
      corporateAdmins: 1,
      supervisors: 1,
      standardUsers: 2,
      totalUsers: 4,
      signaturesThisMonth: 3,
      documentsThisMonth: 3,
      templates: 3,
      categories: 2,
      aiTokensThisMonth: 0,
      aiTokenBudget: 200_000,
    });
    expect(o.categories.map((c: { name: string }) => c.name)).toEqual(["Aditivos", "Contratos"]);
    const bars = Object.fromEntries(usageBars(o.usage, o.plan.featuresConfig).map((b) => [b.key, b]));
    expect(bars.totalUsers).toMatchObject({ percent: 80, tone: "yellow" });
    expect(bars.corporateAdmins).toMatchObject({ percent: 100, tone: "red" });
    expect(bars.signatures).toMatchObject({ percent: 75, tone: "yellow" });
    expect(bars.templates).toMatchObject({ percent: 75, tone: "yellow" });
    expect(bars.categories).toMatchObject({ percent: 20, tone: "green" });
    // Issue 48: an unlimited quota draws no bar (it used to draw a 25 % one).
    expect(bars.documents).toMatchObject({ limit: null, percent: 0 });
  });

  it("shows the integrations card to the corporate admin only", async () => {
    expect((await overview(admin)).json().integrations).toEqual({ smtp: true, whatsapp: false });
    for (const u of [supervisor, standard]) {
      const res = await overview(u);
      expect(res.statusCode).toBe(200);
      expect(res.json().integrations).toBeNull();
    }
  });

  it("never shows another tenant's data", async () => {
    const o = (await overview(otherAdmin)).json();
    expect(o.account.name).toBe("Outra Uso");
    expect(o.usage).toMatchObject({ totalUsers: 1, templates: 1, categories: 0, signaturesThisMonth: 0 });
  });
});
