import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_MESSAGES, proposalToTemplate } from "../../src/domain/assistant/assistant";
import { aiCalls } from "../../src/server/db/tables/assistant";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { type FakeModel, startFakeModel } from "../fakes/openai";
import {
  BAD_ANSWER,
  CONTRACT_TEXT,
  FENCED_TEMPLATE_ANSWER,
  REVIEW_ANSWER,
  summaryAnswer,
  TEMPLATE_ANSWER,
  WRONG_SHAPE_ANSWER,
} from "../fakes/openai-recordings";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { createCategory } from "../templates/fixtures";
import { accountWithAi, configureModel, eventsOf, insertDocument, lastEvent, proposeText } from "./support";

describe("the contract assistant's features against a fake model", () => {
  let ctx: TestContext;
  let model: FakeModel;
  let accountId: string;
  let admin: TestUser;
  const propose = (user: TestUser, text = CONTRACT_TEXT) => proposeText(ctx, user, text);

  beforeAll(async () => {
    ctx = await createTestContext({ outboundAllowPrivate: true, outboundTimeoutMs: 1_500 });
    model = await startFakeModel();
    await configureModel(ctx, model);
    accountId = await accountWithAi(ctx, "Com IA");
    admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
  });
  afterAll(async () => {
    await model.close();
    await ctx.close();
  });

  it("template from text: streams the answer, then the parsed proposal; the call is recorded without the text", async () => {
    model.queue.push({ kind: "answer", content: TEMPLATE_ANSWER, usage: { prompt: 300, completion: 200 } });
    const res = await propose(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/x-ndjson");
    const events = eventsOf(res.body);
    const streamed = events.flatMap((e) => (e.type === "delta" ? [e.text] : [])).join("");
    expect(streamed).toBe(TEMPLATE_ANSWER);
    expect(events.filter((e) => e.type === "delta").length).toBeGreaterThan(5);
    const last = lastEvent(res.body);
    if (last.type !== "result") throw new Error(res.body);
    expect(last.tokens).toBe(500);
    expect((last.result as { variables: { key: string; type: string }[] }).variables).toContainEqual(
      expect.objectContaining({ key: "cpf_contratante", type: "cpf" }),
    );
    const [call] = await ctx.db.select().from(aiCalls).where(eq(aiCalls.id, last.callId));
    expect(call).toMatchObject({
      corporateAccountId: accountId,
      userId: admin.userId,
      feature: "template_from_text",
      model: "fake-1",
      promptVersion: "template-from-text.v1",
      status: "ok",
      totalTokens: 500,
      inputText: null,
      outputText: null,
    });
    // The prompt and the pasted text went to the model, nothing else decided by the browser.
    const sent = model.requests.at(-1)?.body as { messages: { role: string; content: string }[]; stream: boolean };
    expect(sent.stream).toBe(true);
    expect(sent.messages.at(-1)?.content).toBe(CONTRACT_TEXT);
  });

  it("the accepted proposal is saved as a template of the account, only from the account's own call", async () => {
    model.queue.push({ kind: "answer", content: FENCED_TEMPLATE_ANSWER });
    const last = lastEvent((await propose(admin)).body);
    if (last.type !== "result") throw new Error("sem resultado");
    const categoryId = await createCategory(ctx.db, [accountId], "Serviços");
    const template = proposalToTemplate(last.result as never, categoryId);
    const saved = await api(ctx, {
      method: "POST",
      url: "/api/assistant/templates",
      cookie: admin.cookie,
      payload: { callId: last.callId, template: { ...template, title: "Editado pelo usuário" } },
    });
    expect(saved.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(documentTemplates).where(eq(documentTemplates.id, saved.json().id));
    expect(row?.title).toBe("Editado pelo usuário");
    expect(row?.corporateAccountId).toBe(accountId);
    expect(row?.templateContent).toContain("<p>Contratante: {{nome_contratante}}, CPF {{cpf_contratante}}.</p>");

    const otherAccount = await accountWithAi(ctx, "Outra");
    const stranger = await createSignedInUser(ctx, "corporate_admin", { accountId: otherAccount });
    const denied = await api(ctx, {
      method: "POST",
      url: "/api/assistant/templates",
      cookie: stranger.cookie,
      payload: { callId: last.callId, template },
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe(ASSISTANT_MESSAGES.proposalNotFound);
  });

  it("a malformed answer is asked again once and then parsed", async () => {
    model.queue.push({ kind: "answer", content: BAD_ANSWER }, { kind: "answer", content: TEMPLATE_ANSWER });
    const before = model.requests.length;
    const res = await propose(admin);
    const events = eventsOf(res.body);
    expect(events.some((e) => e.type === "retry")).toBe(true);
    expect(lastEvent(res.body).type).toBe("result");
    expect(model.requests.length - before).toBe(2);
    const retry = model.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(retry.messages.at(-1)?.content).toContain("não era um JSON válido");
  });

  it("malformed twice: reported, never shown half-parsed, and recorded as an error with both attempts", async () => {
    model.queue.push({ kind: "answer", content: BAD_ANSWER }, { kind: "answer", content: WRONG_SHAPE_ANSWER });
    const res = await propose(admin);
    const last = lastEvent(res.body);
    expect(last).toEqual({ type: "error", message: expect.stringContaining("formato inválido duas vezes") });
    expect(eventsOf(res.body).some((e) => e.type === "result")).toBe(false);
    const [call] = await ctx.db.select().from(aiCalls).orderBy(desc(aiCalls.createdAt)).limit(1);
    expect(call).toMatchObject({ status: "error", attempts: 2 });
  });

  it.each([
    [{ kind: "status", status: 429 } as const, "HTTP 429"],
    [{ kind: "status", status: 500 } as const, "HTTP 500"],
    [{ kind: "refusal", text: "Não posso ajudar." } as const, "O modelo recusou o pedido"],
    [{ kind: "hang" } as const, "demorou demais"],
  ])("a model failure (%o) ends the stream with a Portuguese error", async (replay, message) => {
    model.queue.push(replay);
    const last = lastEvent((await propose(admin)).body);
    expect(last.type).toBe("error");
    expect(last.type === "error" && last.message).toContain(message);
  });

  it("keeps the texts with the record only when the account opts in", async () => {
    const put = await api(ctx, {
      method: "PUT",
      url: "/api/assistant/settings",
      cookie: admin.cookie,
      payload: { checklist: ["Multa acima de 10 % do valor do contrato"], storeText: true },
    });
    expect(put.statusCode).toBe(200);
    model.queue.push({ kind: "answer", content: TEMPLATE_ANSWER });
    const last = lastEvent((await propose(admin)).body);
    if (last.type !== "result") throw new Error("sem resultado");
    const [call] = await ctx.db.select().from(aiCalls).where(eq(aiCalls.id, last.callId));
    expect(call?.inputText).toBe(CONTRACT_TEXT);
    expect(call?.outputText).toBe(TEMPLATE_ANSWER);
  });

  it("summary: structured fields with the value's words checked against our own amount in words", async () => {
    const user = await createSignedInUser(ctx, "standard_user", { accountId });
    const doc = await insertDocument(ctx, user, accountId, CONTRACT_TEXT);
    const summarize = () =>
      api(ctx, { method: "POST", url: `/api/assistant/documents/${doc}/summary`, cookie: user.cookie });
    model.queue.push({ kind: "answer", content: summaryAnswer("mil e quinhentos reais") });
    const good = lastEvent((await summarize()).body);
    expect(good).toMatchObject({
      type: "result",
      result: { forum: "Comarca de Manaus/AM", valueCheck: { expected: "mil e quinhentos reais", matches: true } },
    });
    model.queue.push({ kind: "answer", content: summaryAnswer("mil e cinquenta reais") });
    const wrong = lastEvent((await summarize()).body);
    expect(wrong).toMatchObject({ type: "result", result: { valueCheck: { matches: false } } });
    // The model reads the document as text, not its HTML.
    const sent = model.requests.at(-1)?.body as { messages: { content: string }[] };
    expect(sent.messages.at(-1)?.content).toBe(CONTRACT_TEXT);
  });

  it("clause review: the account's checklist is asked; a flag quoting text that is not in the document is dropped", async () => {
    const doc = await insertDocument(ctx, admin, accountId, CONTRACT_TEXT);
    model.queue.push({ kind: "answer", content: REVIEW_ANSWER });
    const res = await api(ctx, { method: "POST", url: `/api/assistant/documents/${doc}/review`, cookie: admin.cookie });
    const last = lastEvent(res.body);
    expect(last).toMatchObject({
      type: "result",
      result: { flags: [{ quote: "Multa de 20% do valor do contrato em caso de atraso." }] },
    });
    expect(last.type === "result" && (last.result as { flags: unknown[] }).flags).toHaveLength(1);
    const sent = model.requests.at(-1)?.body as { messages: { content: string }[] } | undefined;
    expect(sent?.messages[0]?.content).toContain("1. Multa acima de 10 % do valor do contrato");
  });

  it("tenant isolation: another account's document is not found and nothing is sent", async () => {
    const other = await accountWithAi(ctx, "Vizinha");
    const neighbour = await createSignedInUser(ctx, "corporate_admin", { accountId: other });
    const doc = await insertDocument(ctx, admin, accountId, CONTRACT_TEXT);
    const before = model.requests.length;
    const res = await api(ctx, {
      method: "POST",
      url: `/api/assistant/documents/${doc}/summary`,
      cookie: neighbour.cookie,
    });
    expect(res.statusCode).toBe(404);
    expect(model.requests.length).toBe(before);
  });
});

describe("plan flag and budget, enforced by the server", () => {
  let ctx: TestContext;
  let model: FakeModel;
  beforeAll(async () => {
    ctx = await createTestContext({ outboundAllowPrivate: true });
    model = await startFakeModel({ kind: "answer", content: TEMPLATE_ANSWER, usage: { prompt: 600, completion: 500 } });
  });
  afterAll(async () => {
    await model.close();
    await ctx.close();
  });

  /** A corporate admin of a new account whose plan has (or not) the assistant, and their first request. */
  const adminAsks = async (name: string, enabled: boolean, budget?: number) => {
    const accountId = await accountWithAi(ctx, name, enabled, budget);
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
    const ask = () => proposeText(ctx, admin, "x");
    return { accountId, admin, ask, res: await ask() };
  };

  it("nothing is sent while no endpoint is configured", async () => {
    const { res } = await adminAsks("Sem modelo", true);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("O assistente ainda não foi configurado pelo administrador do sistema.");
    expect(model.requests).toHaveLength(0);
  });

  it("a plan without Acesso à IA: 403 in Portuguese, nothing sent", async () => {
    await configureModel(ctx, model);
    const { admin, res } = await adminAsks("Básico", false);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: "PLAN_FEATURE_DISABLED",
      message: expect.stringContaining("Seu plano não inclui o assistente"),
    });
    const status = await api(ctx, { method: "GET", url: "/api/assistant", cookie: admin.cookie });
    expect(status.json()).toMatchObject({ enabled: false, configured: true, planName: "Plano Básico" });
    expect(model.requests).toHaveLength(0);
  });

  it("the month's budget: usage counted, then 429 in Portuguese; the super admin's account override lifts it", async () => {
    const { accountId, admin, ask, res } = await adminAsks("Pequeno", true, 1_000);
    expect(lastEvent(res.body).type).toBe("result");
    const status = await api(ctx, { method: "GET", url: "/api/assistant", cookie: admin.cookie });
    expect(status.json()).toMatchObject({ enabled: true, budget: 1_000, used: 1_100 });
    const overview = await api(ctx, { method: "GET", url: "/api/plan-overview", cookie: admin.cookie });
    expect(overview.json().usage).toMatchObject({ aiTokensThisMonth: 1_100, aiTokenBudget: 1_000 });
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: "AI_BUDGET_EXHAUSTED",
      message:
        "O limite mensal de 1.000 tokens do assistente foi atingido. Ele volta no próximo mês ou com um plano maior.",
    });
    const root = await createSignedInUser(ctx, "super_admin");
    const setBudget = (cookie: string, monthlyTokenBudget: number | null) =>
      api(ctx, {
        method: "PUT",
        url: `/api/admin/corporate-accounts/${accountId}/ai-budget`,
        cookie,
        payload: { monthlyTokenBudget },
      });
    expect((await setBudget(admin.cookie, 10_000)).statusCode).toBe(403);
    expect((await setBudget(root.cookie, 10_000)).statusCode).toBe(200);
    expect((await api(ctx, { method: "GET", url: "/api/assistant", cookie: admin.cookie })).json().budget).toBe(10_000);
    expect(lastEvent((await ask()).body).type).toBe("result");
    expect((await setBudget(root.cookie, null)).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
