import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_MESSAGES, LONG_REQUEST_CHARS, proposalToTemplate } from "../../src/domain/assistant/assistant";
import { aiCalls } from "../../src/server/db/tables/assistant";
import { sweepAssistantCalls } from "../../src/server/modules/assistant/call-sweep-job";
import { createJobQueue } from "../../src/server/platform/jobs/job-queue";
import { type FakeModel, startFakeModel } from "../fakes/openai";
import { CONTRACT_TEXT, summaryAnswer, TEMPLATE_ANSWER } from "../fakes/openai-recordings";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { deferredJobs } from "../signatures/support";
import { createCategory } from "../templates/fixtures";
import { accountWithAi, configureModel, insertDocument, proposeText } from "./support";

/** A contract long enough to be a job: the recorded one and many lines of general clauses. */
const LONG_TEXT = [
  CONTRACT_TEXT,
  ...Array.from({ length: 250 }, (_, i) => `Cláusula geral ${i + 1}: obrigações das partes.`),
].join("\n");

describe("long assistant requests run as jobs (decision 0049)", () => {
  let ctx: TestContext;
  let model: FakeModel;
  let jobs: ReturnType<typeof deferredJobs>;
  let accountId: string;
  let admin: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  const getCall = (user: TestUser, id: string) =>
    api(ctx, { method: "GET", url: `/api/assistant/calls/${id}`, cookie: user.cookie });
  const row = async (id: string) => (await ctx.db.select().from(aiCalls).where(eq(aiCalls.id, id)))[0];

  beforeAll(async () => {
    jobs = deferredJobs(() => ctx.deps);
    ctx = await createTestContext({ outboundAllowPrivate: true, outboundTimeoutMs: 1_500, deps: { jobs: jobs.queue } });
    model = await startFakeModel();
    await configureModel(ctx, model);
    accountId = await accountWithAi(ctx, "Longa");
    admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
    colleague = await createSignedInUser(ctx, "corporate_admin", { accountId });
    stranger = await createSignedInUser(ctx, "corporate_admin", { accountId: await accountWithAi(ctx, "Outra") });
  });
  afterAll(async () => {
    await model.close();
    await ctx.close();
  });

  it("a long pasted text: 202 with the call id, the job asks the model, the owner reads the result", async () => {
    expect(LONG_TEXT.length).toBeGreaterThan(LONG_REQUEST_CHARS);
    model.queue.push({ kind: "answer", content: TEMPLATE_ANSWER, usage: { prompt: 3_000, completion: 2_000 } });
    const asked = await proposeText(ctx, admin, LONG_TEXT);
    expect(asked.statusCode).toBe(202);
    const { type, callId } = asked.json();
    expect(type).toBe("queued");
    // Queued, nothing sent yet; the text waits on the record and its estimate counts in the month.
    expect(model.requests).toHaveLength(0);
    expect(await row(callId)).toMatchObject({ status: "queued", mode: "job", inputText: LONG_TEXT, totalTokens: 0 });
    expect((await row(callId))?.reservedTokens).toBeGreaterThan(4_000);
    const status = await api(ctx, { method: "GET", url: "/api/assistant", cookie: admin.cookie });
    expect(status.json().used).toBe((await row(callId))?.reservedTokens);
    expect((await getCall(admin, callId)).json()).toMatchObject({ status: "queued", result: null, hasResult: false });

    expect(await jobs.runQueued()).toBe(1);
    const sent = model.requests.at(-1)?.body as { messages: { content: string }[] };
    expect(sent.messages.at(-1)?.content).toBe(LONG_TEXT);
    const done = await getCall(admin, callId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      feature: "template_from_text",
      status: "ok",
      totalTokens: 5_000,
      hasResult: true,
      result: { title: "Contrato de prestação de serviços" },
    });
    // The pasted text left with the job (no opt-in); the reservation became the real usage.
    expect(await row(callId)).toMatchObject({ inputText: null, outputText: null, reservedTokens: 0 });
    expect((await api(ctx, { method: "GET", url: "/api/assistant", cookie: admin.cookie })).json().used).toBe(5_000);
    const list = await api(ctx, { method: "GET", url: "/api/assistant/calls", cookie: admin.cookie });
    expect(list.json()).toEqual([expect.objectContaining({ id: callId, status: "ok", mode: "job" })]);

    // Only its owner: a colleague of the same account and another account's admin get 404.
    for (const other of [colleague, stranger]) {
      const res = await getCall(other, callId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(ASSISTANT_MESSAGES.callNotFound);
    }
    expect((await api(ctx, { method: "GET", url: "/api/assistant/calls", cookie: colleague.cookie })).json()).toEqual(
      [],
    );
    // A job's proposal is saved as a template like a streamed one.
    const template = proposalToTemplate(done.json().result, await createCategory(ctx.db, [accountId], "Longos"));
    const saved = await api(ctx, {
      method: "POST",
      url: "/api/assistant/templates",
      cookie: admin.cookie,
      payload: { callId, template },
    });
    expect(saved.statusCode).toBe(201);
  });

  it("a long document: the job reads it again by its id; the text is never stored without the opt-in", async () => {
    const doc = await insertDocument(ctx, admin, accountId, LONG_TEXT);
    model.queue.push({ kind: "answer", content: summaryAnswer("mil e quinhentos reais") });
    const asked = await api(ctx, {
      method: "POST",
      url: `/api/assistant/documents/${doc}/summary`,
      cookie: admin.cookie,
    });
    expect(asked.statusCode).toBe(202);
    const { callId } = asked.json();
    expect(await row(callId)).toMatchObject({ status: "queued", documentId: doc, inputText: null });
    await jobs.runQueued();
    expect((await getCall(admin, callId)).json()).toMatchObject({
      status: "ok",
      documentId: doc,
      result: { valueCheck: { expected: "mil e quinhentos reais", matches: true } },
    });
    expect(await row(callId)).toMatchObject({ inputText: null, outputText: null });
  });

  it("a failing model: the job records the error in Portuguese and releases the reservation", async () => {
    const doc = await insertDocument(ctx, admin, accountId, LONG_TEXT);
    model.queue.push({ kind: "status", status: 500 });
    const asked = await api(ctx, {
      method: "POST",
      url: `/api/assistant/documents/${doc}/review`,
      cookie: admin.cookie,
    });
    expect(asked.statusCode).toBe(202);
    const { callId } = asked.json();
    await jobs.runQueued();
    expect((await getCall(admin, callId)).json()).toMatchObject({
      status: "error",
      error: ASSISTANT_MESSAGES.providerFailed(500),
      result: null,
      hasResult: false,
    });
    expect((await row(callId))?.reservedTokens).toBe(0);
  });

  it("a document deleted before the job runs: the call ends as an error, nothing is sent", async () => {
    const doc = await insertDocument(ctx, admin, accountId, LONG_TEXT);
    const asked = await api(ctx, {
      method: "POST",
      url: `/api/assistant/documents/${doc}/review`,
      cookie: admin.cookie,
    });
    const { callId } = asked.json();
    await ctx.db.execute(sql`delete from generated_documents where id = ${doc}`);
    const before = model.requests.length;
    await jobs.runQueued();
    expect(model.requests.length).toBe(before);
    expect((await getCall(admin, callId)).json()).toMatchObject({
      status: "error",
      error: ASSISTANT_MESSAGES.documentNotFound,
    });
  });

  it("with the account's opt-in the pasted text and the answer stay with the record", async () => {
    const keeper = await accountWithAi(ctx, "Guarda");
    const keeperAdmin = await createSignedInUser(ctx, "corporate_admin", { accountId: keeper });
    const put = await api(ctx, {
      method: "PUT",
      url: "/api/assistant/settings",
      cookie: keeperAdmin.cookie,
      payload: { checklist: [], storeText: true },
    });
    expect(put.statusCode).toBe(200);
    model.queue.push({ kind: "answer", content: TEMPLATE_ANSWER });
    const { callId } = (await proposeText(ctx, keeperAdmin, LONG_TEXT)).json();
    await jobs.runQueued();
    expect(await row(callId)).toMatchObject({ status: "ok", inputText: LONG_TEXT, outputText: TEMPLATE_ANSWER });
  });

  it("short texts still stream in the request", async () => {
    model.queue.push({ kind: "answer", content: TEMPLATE_ANSWER });
    const res = await proposeText(ctx, admin, CONTRACT_TEXT);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/x-ndjson");
  });

  it("the sweep: a queued job no queue holds is sent again; lost jobs and streams end as errors", async () => {
    // The real queue's tables (pg-boss's schema) for the sweep's question "does a job still hold it?".
    const boss = createJobQueue({ database: ctx.database, log: () => undefined });
    await boss.summary();
    try {
      const base = {
        corporateAccountId: accountId,
        userId: admin.userId,
        feature: "summary" as const,
        model: "fake-1",
        promptVersion: "summary.v1",
        reservedTokens: 900,
      };
      const old = new Date(Date.now() - 60 * 60_000);
      const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
      const [queued, runningJob, runningStream, freshStream, oldResult, newResult] = await ctx.db
        .insert(aiCalls)
        .values([
          { ...base, mode: "job", status: "queued", updatedAt: old },
          { ...base, mode: "job", status: "running", updatedAt: old },
          { ...base, mode: "stream", status: "running", updatedAt: old },
          { ...base, mode: "stream", status: "running" },
          { ...base, mode: "job", status: "ok", result: { flags: [] }, updatedAt: dayAgo },
          { ...base, mode: "job", status: "ok", result: { flags: [] } },
        ])
        .returning({ id: aiCalls.id });
      const sent = jobs.queued.length;
      await sweepAssistantCalls(
        { db: ctx.db, jobs: jobs.queue, log: ctx.deps.log },
        { now: new Date(), before: new Date(Date.now() - 30_000).toISOString() },
      );
      expect(jobs.queued.slice(sent).map((j) => j.payload)).toEqual([{ callId: queued?.id }]);
      for (const lost of [runningJob, runningStream])
        expect(await row(lost?.id ?? "")).toMatchObject({
          status: "error",
          error: ASSISTANT_MESSAGES.lost,
          reservedTokens: 0,
        });
      expect(await row(freshStream?.id ?? "")).toMatchObject({ status: "running", reservedTokens: 900 });
      // A job's result is kept a day (AI_RESULT_KEEP_HOURS), then only the counts remain.
      expect((await row(oldResult?.id ?? ""))?.result).toBeNull();
      expect((await row(newResult?.id ?? ""))?.result).toEqual({ flags: [] });
      jobs.queued.splice(sent);
      await ctx.db.delete(aiCalls).where(eq(aiCalls.reservedTokens, 900));
    } finally {
      await boss.stop(1_000);
    }
  });
});
