import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiCalls, aiEndpoints } from "../../src/server/db/tables/assistant";
import { type FakeModel, startFakeModel } from "../fakes/openai";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";

describe("/admin/settings/ai: the super admin's model endpoints", () => {
  let ctx: TestContext;
  let model: FakeModel;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ outboundAllowPrivate: true, outboundTimeoutMs: 1_500 });
    model = await startFakeModel();
    admin = await createSignedInUser(ctx, "super_admin");
  });
  afterAll(async () => {
    await model.close();
    await ctx.close();
  });

  const create = (payload: Record<string, unknown>) =>
    api(ctx, { method: "POST", url: "/api/admin/ai-endpoints", cookie: admin.cookie, payload });
  const test = (id: string) =>
    api(ctx, { method: "POST", url: `/api/admin/ai-endpoints/${id}/test`, cookie: admin.cookie });

  it("stores the key encrypted, shows it masked, and validates in Portuguese", async () => {
    const res = await create({
      name: "OpenAI",
      baseUrl: model.baseUrl,
      model: "gpt-4o-mini",
      apiKey: "sk-secret-key-abcdef1234",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().apiKeyMasked).toBe("••••••••1234");
    const [row] = await ctx.db.select().from(aiEndpoints).where(eq(aiEndpoints.id, res.json().id));
    expect(row?.apiKey.startsWith("enc:v1:")).toBe(true);
    expect(row?.apiKey).not.toContain("sk-secret");

    const bad = await create({ name: "", baseUrl: "ftp://x", model: "" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Informe a URL base");
  });

  it("refuses to carry a stored key to a new address without typing it again", async () => {
    const { id } = (
      await create({ name: "A", baseUrl: model.baseUrl, model: "m", apiKey: "sk-aaaaaaaaaaaaaaaa" })
    ).json();
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/admin/ai-endpoints/${id}`,
      cookie: admin.cookie,
      payload: { name: "A", baseUrl: "https://outro.example.com/v1", model: "m", apiKey: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("informe a chave da API novamente");
  });

  it("Testar sends a real tiny request with the key and shows the answer", async () => {
    const { id } = (
      await create({ name: "T", baseUrl: model.baseUrl, model: "fake-1", apiKey: "sk-test-0123456789abcdef" })
    ).json();
    model.queue.push({ kind: "answer", content: "ok", usage: { prompt: 9, completion: 1 } });
    const res = await test(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ answer: "ok", model: "fake-1", tokens: 10 });
    const sent = model.requests.at(-1);
    expect(sent?.headers.authorization).toBe("Bearer sk-test-0123456789abcdef");
    expect(sent?.body).toMatchObject({ model: "fake-1", stream: true });
  });

  it("reads a server that ignores stream (one JSON body) and estimates tokens for one that sends no usage", async () => {
    const { id } = (await create({ name: "Local", baseUrl: model.baseUrl, model: "llama3" })).json();
    model.queue.push({ kind: "whole", content: "ok" });
    expect((await test(id)).json()).toEqual({ answer: "ok", model: "llama3", tokens: 70 });
    model.queue.push({ kind: "answer", content: "ok", noUsage: true });
    // "Responda apenas: ok" is 19 characters (5 tokens at 4 a token) and "ok" one more.
    expect((await test(id)).json()).toEqual({ answer: "ok", model: "llama3", tokens: 6 });
    expect(model.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it.each([
    [{ kind: "status", status: 429 } as const, "excesso de requisições (HTTP 429)"],
    [{ kind: "status", status: 500 } as const, "O provedor de IA falhou (HTTP 500)"],
    [{ kind: "status", status: 401 } as const, "recusou a chave da API"],
    [
      { kind: "refusal", text: "I can't help with that." } as const,
      "O modelo recusou o pedido: I can't help with that.",
    ],
    [{ kind: "hang" } as const, "demorou demais"],
  ])("Testar reports %o in Portuguese and records the failure", async (replay, message) => {
    const { id } = (await create({ name: "F", baseUrl: model.baseUrl, model: "fake-1" })).json();
    model.queue.push(replay);
    const res = await test(id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe("AI_TEST_FAILED");
    expect(res.json().error.message).toContain(message);
    const calls = await ctx.db.select().from(aiCalls).where(eq(aiCalls.endpointId, id));
    expect(calls.map((c) => [c.feature, c.status])).toEqual([["test", "error"]]);
  });

  it("the outbound address policy applies: a loopback address is refused unless allowed", async () => {
    const strict = await createTestContext({ outboundAllowPrivate: false });
    try {
      const owner = await createSignedInUser(strict, "super_admin");
      const res = await api(strict, {
        method: "POST",
        url: "/api/admin/ai-endpoints",
        cookie: owner.cookie,
        payload: { name: "Local", baseUrl: model.baseUrl, model: "m" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("OUTBOUND_ADDRESS_BLOCKED");
    } finally {
      await strict.close();
    }
  });
});
