import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";

/** Issue 13 §1: the account form's category modal stops at the chosen plan's limit, so it must know it. */
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx, "super_admin");
});
afterAll(() => ctx.close());

describe("active plan options carry their category limit", () => {
  it("answers max_categories_allowed of each active plan (defaults when the stored config lacks it)", async () => {
    await createPlan(ctx.db, "Básico Limite", { max_categories_allowed: 2 });
    await createPlan(ctx.db, "Sem Config", {});
    const res = await api(ctx, { method: "GET", url: "/api/plans/active", cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ name: string; maxCategoriesAllowed: number }>;
    expect(list.find((p) => p.name === "Básico Limite")?.maxCategoriesAllowed).toBe(2);
    expect(list.find((p) => p.name === "Sem Config")?.maxCategoriesAllowed).toBe(5);
  });
});
