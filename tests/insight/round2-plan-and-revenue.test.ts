import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";

/** Issue 21 points 10 and 11: revenue of an active account without start date; an account without plan. */
let ctx: TestContext;
let superAdmin: TestUser;
let noPlanAdmin: TestUser;
const MONTHLY = 123.45;

beforeAll(async () => {
  ctx = await createTestContext();
  const [plan] = await ctx.db
    .insert(subscriptionPlans)
    .values({ name: "Plano Receita", monthlyPrice: MONTHLY, annualPrice: 1000, featuresConfig: DEFAULT_PLAN_FEATURES })
    .returning({ id: subscriptionPlans.id });
  const paying = await createCorporateAccount(ctx.db, "Conta Ativa Sem Data", plan?.id);
  await ctx.db
    .update(corporateAccounts)
    .set({ subscriptionStatus: "active", subscriptionStartDate: null })
    .where(eq(corporateAccounts.id, paying));
  const noPlan = await createCorporateAccount(ctx.db, "Conta Sem Plano");
  superAdmin = await createSignedInUser(ctx, "super_admin", { accountId: null });
  noPlanAdmin = await createSignedInUser(ctx, "corporate_admin", { accountId: noPlan });
});
afterAll(() => ctx.close());

const get = (url: string, cookie: string) => api(ctx, { method: "GET", url, cookie });

describe("revenue of an active account without a subscription start date (decision 0022)", () => {
  it("counts from the month the account was created instead of R$ 0,00", async () => {
    const d = (await get("/api/admin/dashboard", superAdmin.cookie)).json();
    expect(d.kpis.totalRevenue).toBe(MONTHLY);
    expect(d.revenueByMonth.at(-1).revenue).toBe(MONTHLY);
    expect(d.topAccountsByRevenue).toEqual([
      expect.objectContaining({ name: "Conta Ativa Sem Data", revenue: MONTHLY }),
    ]);
  });
});

describe("an account without plan", () => {
  it("has no plan name and no user limit on the corporate dashboard", async () => {
    const d = (await get("/api/corporate/dashboard", noPlanAdmin.cookie)).json();
    expect(d.planName).toBeNull();
    expect(d.maxUsers).toBeNull();
    expect(d.signaturesLimit).toBeNull();
  });

  it("answers no plan on 'Meu Plano', whose bars then show no limit, like the dashboard", async () => {
    const { usageBars } = await import("../../src/domain/plans/usage");
    const o = (await get("/api/plan-overview", noPlanAdmin.cookie)).json();
    expect(o.plan).toBeNull();
    const total = usageBars(o.usage, null).find((b) => b.key === "totalUsers");
    expect(total?.limit).toBeNull();
  });
});
