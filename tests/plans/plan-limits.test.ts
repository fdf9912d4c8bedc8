import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureLimitMessage } from "../../src/domain/plans";
import { TEMPLATE_MESSAGES } from "../../src/domain/templates";
import { generatedDocuments, signatureRequests } from "../../src/server/db/schema/index";
import { assertWithinPlanLimit } from "../../src/server/services/plan-limits";
import {
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
} from "../support/app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** One signature request of the account, created `monthsAgo` calendar months back (0: this month). */
async function signatureRequest(accountId: string, userId: string, monthsAgo = 0) {
  const [doc] = await ctx.db
    .insert(generatedDocuments)
    .values({ userId, corporateAccountId: accountId, title: "Contrato" })
    .returning({ id: generatedDocuments.id });
  await ctx.db.insert(signatureRequests).values({
    documentId: doc!.id,
    corporateAccountId: accountId,
    createdAt: sql`date_trunc('month', now()) - make_interval(months => ${monthsAgo}) + interval '1 hour'`,
  });
}

describe("assertWithinPlanLimit (services/plan-limits.ts)", () => {
  it("signaturesPerMonth: counts this calendar month's requests against monthly_signatures_limit", async () => {
    const planName = `Assina ${Date.now()}`;
    const plan = await createPlan(ctx.db, planName, { monthly_signatures_limit: 2 });
    const accountId = await createCorporateAccount(ctx.db, "Assinaturas Ltda", plan);
    const user = await createSignedInUser(ctx, "corporate_admin", { accountId });
    await signatureRequest(accountId, user.userId, 1); // last month: not counted
    await signatureRequest(accountId, user.userId);
    await expect(assertWithinPlanLimit(ctx.db, accountId, { kind: "signaturesPerMonth" })).resolves.toBeUndefined();
    await signatureRequest(accountId, user.userId);
    await expect(assertWithinPlanLimit(ctx.db, accountId, { kind: "signaturesPerMonth" })).rejects.toMatchObject({
      status: 409,
      code: "PLAN_LIMIT_REACHED",
      message: signatureLimitMessage(planName, 2),
    });
  });

  it("templates: refuses the one past max_templates_allowed with the spec's text; no plan, no limit", async () => {
    const plan = await createPlan(ctx.db, `Modelos ${Date.now()}`, { max_templates_allowed: 0 });
    const limited = await createCorporateAccount(ctx.db, "Sem Modelos", plan);
    await expect(assertWithinPlanLimit(ctx.db, limited, { kind: "templates" })).rejects.toMatchObject({
      status: 409,
      message: TEMPLATE_MESSAGES.planLimit(0),
    });
    const free = await createCorporateAccount(ctx.db, "Sem Plano");
    await expect(assertWithinPlanLimit(ctx.db, free, { kind: "templates" })).resolves.toBeUndefined();
    await expect(assertWithinPlanLimit(ctx.db, free, { kind: "signaturesPerMonth" })).resolves.toBeUndefined();
  });
});
