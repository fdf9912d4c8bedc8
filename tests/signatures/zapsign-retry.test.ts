import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { storedFiles } from "../../src/server/db/tables/files";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import type { FakeServer } from "../fakes/http";
import { startFakeZapsign } from "../fakes/zapsign";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { until } from "../helpers/child-worker";
import { createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { deferredJobs, fakePdf, finalizedDocument, requestSignatures, saveZapsignSettings } from "./support";

/**
 * Issue 11: "429/5xx retried with backoff through jobs; 401/402/403 reported in Portuguese". ZapSign
 * failing when a request is made leaves it pending (the document pending_signature) and the
 * zapsign-create job makes it, retried like the real queue; a refusal is answered at once. A request
 * that is not made leaves no PDF in storage.
 */
const KEY = "chave-zapsign-retentativas";
const createFailures: number[] = [];
/** While set, ZapSign's answer to POST docs/ waits for it. */
let zapsignAnswers: Promise<void> | undefined;
let ctx: TestContext;
let zapsign: FakeServer;
let cookie: string;
let accountA: string;
const jobs = deferredJobs(() => ctx.deps);

beforeAll(async () => {
  zapsign = await startFakeZapsign({ [KEY]: 200 }, { createFailures, holdCreate: () => zapsignAnswers });
  ctx = await createTestContext({
    outboundAllowPrivate: true,
    zapsignApiUrl: `${zapsign.url}/`,
    deps: { pdf: await fakePdf(), jobs: jobs.queue },
  });
  await saveZapsignSettings(ctx, KEY, "token-do-webhook-retentativas-24-caracteres");
  const t = await createTwoTenants(ctx);
  accountA = t.accountA;
  cookie = (await signInCorporateRoles(ctx, accountA)).standard.cookie;
});
afterAll(async () => {
  await ctx.close();
  await zapsign.close();
});

const requestFor = (docId: string) =>
  requestSignatures(ctx, cookie, docId, [
    { signer_name: "Ana", signer_email: "ana@z.com", order_sequence: 1, authentication_method: "email" },
    { signer_name: "Bia", signer_email: "bia@z.com", order_sequence: 2, authentication_method: "email" },
  ]);
const panel = async (docId: string) =>
  (await api(ctx, { method: "GET", url: `/api/documents/${docId}/signature-request`, cookie })).json();
const documentStatus = async (docId: string) =>
  (await api(ctx, { method: "GET", url: `/api/documents/${docId}`, cookie })).json().status;
const storedFileCount = async () => (await ctx.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0;
const docPosts = () => zapsign.requests.filter((r) => r.method === "POST" && r.path === "/docs/").length;

/** Runs the queued jobs (and the ones they queue again on failure) until none is left. */
async function drainJobs() {
  while ((await jobs.runQueued()) > 0) {}
}

describe("ZapSign failing when a request is made", () => {
  it("503 twice, then 200: the request is kept pending and the job creates it at ZapSign", async () => {
    const docId = await finalizedDocument(ctx, cookie, accountA);
    const posts = docPosts();
    createFailures.push(503, 503);
    const res = await requestFor(docId);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe("pending");
    const requestId = res.json().signatureRequestId;

    // Stored pending (an active state: no second request), the document waits for signature, the panel says why.
    const pending = await panel(docId);
    expect(pending).toMatchObject({ id: requestId, status: "pending", provider: "zapsign" });
    expect(pending.failureReason).toContain("O ZapSign não respondeu ao criar a solicitação");
    expect(pending.failureReason).toContain("503");
    expect(pending.recipients.map((r: { status: string }) => r.status)).toEqual(["pending", "pending"]);
    expect(await documentStatus(docId)).toBe("pending_signature");
    expect((await requestFor(docId)).statusCode).toBe(409);
    expect(jobs.queued.map((j) => j.job.name)).toEqual(["zapsign-create"]);

    await drainJobs();
    // First job try got the second 503 (thrown, retried), the retry got ZapSign's 200.
    expect(jobs.failures.filter((f) => f.name === "zapsign-create")).toHaveLength(1);
    expect(docPosts() - posts).toBe(3);
    const made = await panel(docId);
    expect(made.status).toBe("sent");
    expect(made.failureReason).toBeNull();
    expect(made.recipients.map((r: { status: string }) => r.status)).toEqual(["sent", "sent"]);
    const [row] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(row?.providerDocumentId).toMatch(/^doc-\d+$/);
    expect(await documentStatus(docId)).toBe("pending_signature");
  });

  it("ZapSign down for good: after the last retry the request is canceled with the reason, the PDF removed, and the document can be sent again", async () => {
    const docId = await finalizedDocument(ctx, cookie, accountA);
    const failures = jobs.failures.length;
    createFailures.push(...Array(20).fill(502));
    const res = await requestFor(docId);
    expect(res.statusCode).toBe(201);
    const requestId = res.json().signatureRequestId;
    const [stored] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    const pdfId = stored?.originalFileId ?? "";
    expect(await ctx.deps.storage.get(pdfId)).not.toBeNull();

    await drainJobs();
    // The first try and its 5 retries all failed; the last one ended the request instead of throwing.
    expect(jobs.failures.length - failures).toBe(5);
    const ended = await panel(docId);
    expect(ended.status).toBe("canceled");
    expect(ended.canCancel).toBe(false);
    expect(ended.failureReason).toContain("Não foi possível criar a solicitação no ZapSign após várias tentativas");
    expect(ended.failureReason).toContain("O ZapSign está indisponível no momento (erro 502)");
    expect(ended.recipients.map((r: { status: string }) => r.status)).toEqual(["canceled", "canceled"]);
    expect(await documentStatus(docId)).toBe("finalized");
    expect(await ctx.deps.storage.get(pdfId)).toBeNull();

    createFailures.length = 0;
    const again = await requestFor(docId);
    expect(again.statusCode).toBe(201);
    expect(again.json().status).toBe("sent");
    expect((await panel(docId)).status).toBe("sent");
  });

  it("a request canceled while pending is not created at ZapSign afterwards", async () => {
    const docId = await finalizedDocument(ctx, cookie, accountA);
    createFailures.push(503);
    const requestId = (await requestFor(docId)).json().signatureRequestId;
    const canceled = await api(ctx, { method: "POST", url: `/api/signature-requests/${requestId}/cancel`, cookie });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().status).toBe("canceled");
    const posts = docPosts();
    await drainJobs();
    expect(docPosts()).toBe(posts);
    expect((await panel(docId)).status).toBe("canceled");
    expect(await documentStatus(docId)).toBe("finalized");
  });

  it("a pending request whose creation job was lost is queued again by the hourly ZapSign sync", async () => {
    const { syncOverdueZapsign } = await import(
      "../../src/server/modules/signatures/providers/zapsign/zapsign-sync-job"
    );
    const docId = await finalizedDocument(ctx, cookie, accountA);
    createFailures.push(503);
    const res = await requestFor(docId);
    const requestId = res.json().signatureRequestId;
    jobs.queued.length = 0; // the queueing "failed"
    await syncOverdueZapsign(ctx.deps);
    expect(jobs.queued).toHaveLength(0); // fresh: left alone
    await ctx.db
      .update(signatureRequests)
      .set({ updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(signatureRequests.id, requestId));
    await syncOverdueZapsign(ctx.deps);
    expect(jobs.queued.map((j) => [j.job.name, j.payload])).toEqual([["zapsign-create", { requestId }]]);
    await drainJobs();
    expect((await panel(docId)).status).toBe("sent");
  });

  it("401, 402, 403 are answered at once in Portuguese: nothing is stored, no job, no PDF left behind", async () => {
    const docId = await finalizedDocument(ctx, cookie, accountA);
    const files = await storedFileCount();
    for (const [status, text] of [
      [401, "Verifique se a chave de API está correta"],
      [402, "não possui um plano de API ativo"],
      [403, "não pertence ao ambiente sandbox"],
    ] as const) {
      createFailures.push(status);
      const res = await requestFor(docId);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toContain(text);
    }
    expect(await panel(docId)).toBeNull();
    expect(await documentStatus(docId)).toBe("finalized");
    expect(jobs.queued).toHaveLength(0);
    expect(await storedFileCount()).toBe(files);
  });
});

describe("no row lock while ZapSign answers", () => {
  let release = () => {};
  afterEach(() => release());

  /** Asks for signatures on a new finalized document, ZapSign's answer held until `release()`; resolves once ZapSign was called. */
  async function requestHeldByZapsign() {
    const docId = await finalizedDocument(ctx, cookie, accountA);
    const posts = docPosts();
    zapsignAnswers = new Promise<void>((resolve) => {
      release = () => {
        zapsignAnswers = undefined;
        resolve();
      };
    });
    const answer = requestFor(docId);
    await until(() => docPosts() > posts, 5_000, "POST docs/ at ZapSign");
    const reserved = async () =>
      (await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.documentId, docId)))[0];
    return { docId, answer, reserved };
  }
  const settles = <T>(work: Promise<T>, ms: number) =>
    Promise.race([
      work.then(() => "settled" as const),
      new Promise<"blocked">((r) => setTimeout(() => r("blocked"), ms)),
    ]);

  it("the request is committed pending before ZapSign is asked; its document and request rows change meanwhile", async () => {
    const { docId, answer, reserved } = await requestHeldByZapsign();
    // Other queries while ZapSign has not answered: they would wait for the locks of an open transaction.
    const meanwhile = async () => {
      const request = await reserved();
      expect(request?.status).toBe("pending");
      const now = new Date();
      await ctx.db.update(generatedDocuments).set({ updatedAt: now }).where(eq(generatedDocuments.id, docId));
      await ctx.db
        .update(signatureRequests)
        .set({ updatedAt: now })
        .where(eq(signatureRequests.id, request?.id ?? ""));
    };
    expect(await settles(meanwhile(), 3_000)).toBe("settled");
    release();
    const res = await answer;
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe("sent");
    expect((await panel(docId)).status).toBe("sent");
  });

  it("a request canceled while ZapSign answers stays canceled and ZapSign's copy is refused", async () => {
    const { docId, answer, reserved } = await requestHeldByZapsign();
    const url = `/api/signature-requests/${(await reserved())?.id}/cancel`;
    expect((await api(ctx, { method: "POST", url, cookie })).statusCode).toBe(200);
    release();
    const res = await answer;
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe("canceled");
    expect((await panel(docId)).status).toBe("canceled");
    expect(await documentStatus(docId)).toBe("finalized");
    expect(zapsign.requests.some((r) => r.method === "POST" && r.path === "/refuse/")).toBe(true);
  });
});
