import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateCallTokens } from "../../src/domain/assistant/assistant";
import { type FakeModel, startFakeModel } from "../fakes/openai";
import { TEMPLATE_ANSWER } from "../fakes/openai-recordings";
import { api, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { accountWithAi, configureModel, lastEvent, proposeText } from "./support";

describe("the month's budget holds under concurrency (decision 0049)", () => {
  let ctx: TestContext;
  let model: FakeModel;
  beforeAll(async () => {
    ctx = await createTestContext({ outboundAllowPrivate: true });
    // A slow model: every request reaches the gate while the first calls are still being answered.
    model = await startFakeModel({
      kind: "answer",
      content: TEMPLATE_ANSWER,
      usage: { prompt: 100, completion: 100 },
      delayMs: 1_500,
    });
    await configureModel(ctx, model);
  });
  afterAll(async () => {
    await model.close();
    await ctx.close();
  });

  it("concurrent calls: only those the reservations leave room for start, the rest get 429", async () => {
    // Each call reserves its estimate: with room for two reservations, two start and four are refused.
    const estimate = estimateCallTokens("template_from_text", 1);
    const accountId = await accountWithAi(ctx, "Concorrida", true, estimate * 2);
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
    const ask = () => proposeText(ctx, admin, "x");
    const answers = await Promise.all(Array.from({ length: 6 }, ask));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 429, 429, 429, 429]);
    for (const ok of answers.filter((r) => r.statusCode === 200)) expect(lastEvent(ok.body).type).toBe("result");
    expect(model.requests).toHaveLength(2);
    // At the end the reservations became the real usage (200 a call): room again for one more.
    const status = await api(ctx, { method: "GET", url: "/api/assistant", cookie: admin.cookie });
    expect(status.json().used).toBe(400);
    expect((await ask()).statusCode).toBe(200);
  });
});

describe("the super admin's view of an account's budget", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("shows the plan's tokens, the override and the month's usage; only to the super admin", async () => {
    const accountId = await accountWithAi(ctx, "Vista", true, 50_000);
    const root = await createSignedInUser(ctx, "super_admin");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
    const view = (cookie: string, id = accountId) =>
      api(ctx, { method: "GET", url: `/api/admin/corporate-accounts/${id}/ai-budget`, cookie });
    expect((await view(root.cookie)).json()).toEqual({
      monthlyTokenBudget: null,
      planName: "Plano Vista",
      aiEnabled: true,
      planTokens: 50_000,
      budget: 50_000,
      used: 0,
    });
    await api(ctx, {
      method: "PUT",
      url: `/api/admin/corporate-accounts/${accountId}/ai-budget`,
      cookie: root.cookie,
      payload: { monthlyTokenBudget: 75_000 },
    });
    expect((await view(root.cookie)).json()).toMatchObject({
      monthlyTokenBudget: 75_000,
      planTokens: 50_000,
      budget: 75_000,
    });
    expect((await view(admin.cookie)).statusCode).toBe(403);
    expect((await view(root.cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});
