import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureLimitMessage } from "../../src/domain/plans/plans";
import { TEMPLATE_MESSAGES } from "../../src/domain/templates/templates";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { assertWithinPlanLimit } from "../../src/server/modules/plans/plan-limits";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
} from "../helpers/app";

let ctx: TestContext;
let clock = new Date();
beforeAll(async () => {
  ctx = await createTestContext({ deps: { clock: () => clock } });
});
afterAll(() => ctx.close());

/** One signature request of the account, made at `createdAt`. */
async function signatureRequest(accountId: string, userId: string, createdAt: Date) {
  const [doc] = await ctx.db
    .insert(generatedDocuments)
    .values({ userId, corporateAccountId: accountId, title: "Contrato" })
    .returning({ id: generatedDocuments.id });
  await ctx.db.insert(signatureRequests).values({ documentId: doc!.id, corporateAccountId: accountId, createdAt });
}

describe("assertWithinPlanLimit (modules/plans/plan-limits.ts)", () => {
  it("signaturesPerMonth: counts this calendar month's requests against monthly_signatures_limit", async () => {
    const planName = `Assina ${Date.now()}`;
    const plan = await createPlan(ctx.db, planName, { monthly_signatures_limit: 2 });
    const accountId = await createCorporateAccount(ctx.db, "Assinaturas Ltda", plan);
    const user = await createSignedInUser(ctx, "corporate_admin", { accountId });
    const at = new Date("2026-06-15T15:00:00-03:00");
    await signatureRequest(accountId, user.userId, new Date("2026-05-20T10:00:00-03:00")); // last month: not counted
    await signatureRequest(accountId, user.userId, new Date("2026-06-02T10:00:00-03:00"));
    const limit = { kind: "signaturesPerMonth", at } as const;
    await expect(assertWithinPlanLimit(ctx.db, accountId, limit)).resolves.toBeUndefined();
    await signatureRequest(accountId, user.userId, new Date("2026-06-10T10:00:00-03:00"));
    await expect(assertWithinPlanLimit(ctx.db, accountId, limit)).rejects.toMatchObject({
      status: 409,
      code: "PLAN_LIMIT_REACHED",
      message: signatureLimitMessage(planName, 2),
    });
  });

  it("the month is Brasília's: 2026-11-30 23:30 -03:00 (December in UTC) counts in November for limit and overview", async () => {
    const planName = `Virada ${Date.now()}`;
    const plan = await createPlan(ctx.db, planName, { monthly_signatures_limit: 3 });
    const accountId = await createCorporateAccount(ctx.db, "Virada do Mês Ltda", plan);
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
    await signatureRequest(accountId, admin.userId, new Date("2026-10-31T23:30:00-03:00")); // Nov 1 02:30 UTC
    await signatureRequest(accountId, admin.userId, new Date("2026-11-10T12:00:00-03:00"));
    await signatureRequest(accountId, admin.userId, new Date("2026-11-20T12:00:00-03:00"));
    await signatureRequest(accountId, admin.userId, new Date("2026-11-30T23:30:00-03:00")); // Dec 1 02:30 UTC
    const overviewSignatures = async () =>
      (await api(ctx, { method: "GET", url: "/api/plan-overview", cookie: admin.cookie })).json().usage
        .signaturesThisMonth;

    // 23:45 in Brasília on Nov 30 (02:45 UTC on Dec 1): still November — Nov 10, 20 and 30 count, Oct 31 23:30 not.
    const lateNovember = new Date("2026-11-30T23:45:00-03:00");
    clock = lateNovember;
    expect(await overviewSignatures()).toBe(3);
    await expect(
      assertWithinPlanLimit(ctx.db, accountId, { kind: "signaturesPerMonth", at: lateNovember }),
    ).rejects.toMatchObject({ code: "PLAN_LIMIT_REACHED", message: signatureLimitMessage(planName, 3) });

    // 00:10 in Brasília on Dec 1: a new month, nothing counted yet.
    const earlyDecember = new Date("2026-12-01T00:10:00-03:00");
    clock = earlyDecember;
    expect(await overviewSignatures()).toBe(0);
    await expect(
      assertWithinPlanLimit(ctx.db, accountId, { kind: "signaturesPerMonth", at: earlyDecember }),
    ).resolves.toBeUndefined();

    clock = new Date();
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
    await expect(
      assertWithinPlanLimit(ctx.db, free, { kind: "signaturesPerMonth", at: new Date() }),
    ).resolves.toBeUndefined();
  });
});
