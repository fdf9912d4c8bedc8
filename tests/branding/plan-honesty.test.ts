import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES, featureLines, type PlanFeatures } from "../../src/domain/plans/features";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { createPlanWith } from "../helpers/fixtures";

// Issue 26, plan honesty: a flag is sold or listed only when the product delivers its feature.
const EVERY_FLAG: PlanFeatures = {
  ...DEFAULT_PLAN_FEATURES,
  ai_access_enabled: true,
  google_api_enabled: true,
  custom_branding_enabled: true,
  priority_support: true,
  api_access_enabled: true,
  white_label_enabled: true,
};
const NOT_DELIVERED = ["Integração Google"];
/** Delivered: sold and listed (branding and white label by issue 26, API by 23, assistant and priority support by 29). */
const DELIVERED = ["Acesso à IA", "Marca personalizada", "Suporte prioritário", "Acesso à API", "White label"];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createPlanWith(ctx.db, "Tudo Incluído", EVERY_FLAG);
});
afterAll(async () => ctx.close());

describe("plan honesty", () => {
  it("the landing page's price list names every delivered flag, never the undelivered ones", async () => {
    const res = await api(ctx, { method: "GET", url: "/api/public/plans" });
    expect(res.statusCode).toBe(200);
    const plan = res.json().find((p: { name: string }) => p.name === "Tudo Incluído");
    expect(plan.features).toEqual(expect.arrayContaining(DELIVERED));
    for (const label of NOT_DELIVERED) expect(plan.features).not.toContain(label);
  });

  it("the plan overview's feature lines list only delivered flags", () => {
    const lines = featureLines(EVERY_FLAG);
    expect(lines).toEqual(expect.arrayContaining(DELIVERED));
    for (const label of NOT_DELIVERED) expect(lines).not.toContain(label);
    for (const label of ["Marca personalizada", "White label", "Suporte prioritário", "Acesso à IA"])
      expect(featureLines(DEFAULT_PLAN_FEATURES)).not.toContain(label);
  });
});
