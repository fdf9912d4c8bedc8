import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { storedFiles } from "../../src/server/db/tables/files";
import { renderDocumentPdfJob } from "../../src/server/modules/documents/render-pdf-job";
import { requeuePdfRendersJob } from "../../src/server/modules/documents/requeue-pdf-renders-job";
import { pdfFileIdOf } from "../../src/server/modules/documents/store-document-pdf";
import { AppError } from "../../src/server/platform/errors/app-error";
import { createJobQueue } from "../../src/server/platform/jobs/job-queue";
import type { FileStorage } from "../../src/server/platform/storage/file-storage";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { deferredJobs } from "../signatures/support";
import { insertNameTemplate } from "../templates/fixtures";

/**
 * Issue 50: the render job. Finalizing answers at once with the PDF pending (the render job queued,
 * not run, here: `renders: "queued"` on a queue the test runs); a download asked before it is stored
 * waits its bound and answers 202 in Portuguese; a job killed after storing the file runs again and
 * stores nothing twice; a failing render is recorded, retried and shown; the documents finalized
 * before get their file by the sweep.
 */
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const NOT_READY = "O PDF do documento ainda está sendo gerado. Tente novamente em alguns segundos.";
const TIMEOUT = "A geração do PDF demorou mais que o esperado. Tente novamente em instantes.";

let gate: Promise<void> | null = null;
let failNext = 0;
const renders: string[] = [];
const pdf = {
  available: true,
  async render(input: { title: string }) {
    renders.push(input.title);
    if (gate !== null) await gate;
    if (failNext > 0) {
      failNext--;
      throw new AppError("PDF_TIMEOUT");
    }
    return Buffer.from(`%PDF-1.4\n${input.title} ${renders.length}\n%%EOF`);
  },
  close: async () => undefined,
};

let ctx: TestContext;
let jobs: ReturnType<typeof deferredJobs>;
let a: CorporateUsers;
let templateId: string;
let n = 0;

beforeAll(async () => {
  jobs = deferredJobs(() => ctx.deps);
  ctx = await createTestContext({ renders: "queued", pdfReadyWaitMs: 400, deps: { pdf, jobs: jobs.queue } });
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  templateId = await insertNameTemplate(ctx.db, accountA);
}, 120_000);
afterAll(() => ctx?.close());

async function draft(): Promise<string> {
  const res = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: a.standard.cookie,
    payload: { templateId, values: { nome: `Cliente ${++n}` }, status: "draft" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const finalize = (id: string) =>
  api(ctx, { method: "POST", url: `/api/documents/${id}/finalize`, cookie: a.standard.cookie });
const detail = async (id: string) =>
  (await api(ctx, { method: "GET", url: `/api/documents/${id}`, cookie: a.standard.cookie })).json();
const download = (id: string) =>
  api(ctx, { method: "GET", url: `/api/documents/${id}/pdf`, cookie: a.standard.cookie });
const storedCopies = async (id: string) =>
  (
    await ctx.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.id, pdfFileIdOf(id)))
  ).length;

describe("finalizing does not wait for the PDF", () => {
  it("answers with the PDF pending while the renderer is held busy; a download meanwhile is a 202", async () => {
    const first = await draft();
    const second = await draft();
    expect((await finalize(first)).statusCode).toBe(200);
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const before = renders.length;
    const running = jobs.runQueued(); // the render job starts and is held inside the renderer
    await new Promise((r) => setTimeout(r, 50));
    expect(renders.length).toBe(before + 1);

    const answered = await finalize(second);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: "finalized", pdfStatus: "pending", pdfSha256: null });
    const early = await download(second);
    expect(early.statusCode).toBe(202);
    expect(early.json()).toEqual({ status: "pending", message: NOT_READY, error: null });
    expect(early.headers["retry-after"]).toBe("5");

    gate = null;
    release();
    await running;
    await jobs.runQueued();
    const ready = await detail(second);
    expect(ready.pdfStatus).toBe("ready");
    const file = await download(second);
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(ready.pdfSha256);
    expect((await detail(first)).pdfStatus).toBe("ready");
  });
});

describe("a render job killed after storing the file", () => {
  it("runs again once (the queue's retry of a lost job), draws nothing again and stores the file once", async () => {
    const id = await draft();
    expect((await finalize(id)).statusCode).toBe(200);
    const storage = ctx.deps.storage as FileStorage;
    const put = storage.put;
    // The process dies right after the file is stored: the job never marks the document nor completes.
    storage.put = async (input) => {
      storage.put = put;
      await put(input);
      return new Promise(() => {});
    };
    const before = renders.length;
    void jobs.runQueued();
    for (let i = 0; i < 100 && (await storedCopies(id)) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await storedCopies(id)).toBe(1);
    expect((await detail(id)).pdfStatus).toBe("pending");
    // pg-boss fails an expired (lost) job over to its retry: the same handler, once more.
    await renderDocumentPdfJob.handle({ documentId: id }, { deps: ctx.deps, jobId: "retry", retryCount: 1 });
    expect(renders.length).toBe(before + 1);
    expect(await storedCopies(id)).toBe(1);
    const doc = await detail(id);
    expect(doc.pdfStatus).toBe("ready");
    expect(sha256((await download(id)).rawPayload)).toBe(doc.pdfSha256);
  });
});

describe("a failing render", () => {
  it("is recorded and shown on the document, retried with the queue's backoff, then stored", async () => {
    const id = await draft();
    failNext = 2;
    expect((await finalize(id)).statusCode).toBe(200);
    await jobs.runQueued();
    expect(await detail(id)).toMatchObject({ pdfStatus: "pending", pdfError: TIMEOUT, pdfAttempts: 1 });
    await jobs.runQueued();
    expect(await detail(id)).toMatchObject({ pdfStatus: "pending", pdfError: TIMEOUT, pdfAttempts: 2 });
    await jobs.runQueued();
    expect(await detail(id)).toMatchObject({ pdfStatus: "ready", pdfError: null, pdfAttempts: 2 });
    expect(await storedCopies(id)).toBe(1);
  });

  it("after its last retry is failed; a download then answers 202 with the reason and asks again", async () => {
    const id = await draft();
    failNext = 100;
    expect((await finalize(id)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await jobs.runQueued();
    expect(jobs.queued).toHaveLength(0);
    expect(await detail(id)).toMatchObject({ pdfStatus: "failed", pdfError: TIMEOUT, pdfAttempts: 5 });
    const res = await download(id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "failed", message: NOT_READY, error: TIMEOUT });
    failNext = 0;
    await jobs.runQueued(); // the render the download asked for
    expect((await detail(id)).pdfStatus).toBe("ready");
    expect((await download(id)).statusCode).toBe(200);
  });
});

describe("documents finalized before the stored file (migration 0036 and the sweep)", () => {
  it("each gets its file from its stored content; its recorded first hash is kept as history", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await draft();
      ids.push(id);
    }
    // As they were before migration 0036: finalized, a first-PDF hash recorded, no file.
    await ctx.db
      .update(generatedDocuments)
      .set({
        status: "finalized",
        pdfStatus: null,
        pdfSha256: "a".repeat(64),
        updatedAt: new Date(Date.now() - 3_600_000),
      })
      .where(inArray(generatedDocuments.id, ids));
    const migration = readFileSync(
      join(__dirname, "../../src/server/db/migrations/0036_document_stored_pdf.sql"),
      "utf8",
    );
    const backfill = migration
      .split("--> statement-breakpoint")
      .find((s) => s.includes("UPDATE"))
      ?.trim()
      .replace(/;$/, "");
    await ctx.db.execute(sql.raw(`${backfill} AND id IN (${ids.map((id) => `'${id}'`).join(",")})`));
    const queue = createJobQueue({ database: ctx.database, log: () => undefined });
    await queue.summary(); // the queue's own tables, which the sweep reads
    await queue.stop(1_000);
    await requeuePdfRendersJob.handle({}, { deps: ctx.deps, jobId: "sweep", retryCount: 0 });
    await jobs.runQueued();
    for (const id of ids) {
      const doc = await detail(id);
      expect(doc).toMatchObject({ pdfStatus: "ready", legacyPdfSha256: "a".repeat(64) });
      expect(sha256((await download(id)).rawPayload)).toBe(doc.pdfSha256);
      expect(await storedCopies(id)).toBe(1);
    }
  });
});
