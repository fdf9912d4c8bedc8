import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDocumentPdfJob } from "../../src/server/modules/documents/render-pdf-job";
import { AppError } from "../../src/server/platform/errors/app-error";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { insertNameTemplate } from "../templates/fixtures";

/**
 * Issue 50: a render that keeps failing, on the real job queue (pg-boss). Its retries run with the
 * production policy (4 retries, backoff) but 1 s apart instead of 30 s; once spent, the document says
 * so with the reason and the operators' GET /api/admin/jobs counts the failed render job. Never a
 * silent missing file.
 */
const TIMEOUT = "A geração do PDF demorou mais que o esperado. Tente novamente em instantes.";
let tries = 0;
const failingPdf = {
  available: true,
  async render(): Promise<Buffer> {
    tries++;
    throw new AppError("PDF_TIMEOUT");
  },
  close: async () => undefined,
};

let ctx: TestContext;
let a: CorporateUsers;
let superAdmin: TestUser;
let templateId: string;

beforeAll(async () => {
  Object.assign(renderDocumentPdfJob, { retry: { ...renderDocumentPdfJob.retry, delaySeconds: 1 } });
  ctx = await createTestContext({ renders: "queued", deps: { pdf: failingPdf } });
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  superAdmin = await createSignedInUser(ctx, "super_admin");
  templateId = await insertNameTemplate(ctx.db, accountA);
  await ctx.deps.jobs.work([renderDocumentPdfJob], { deps: ctx.deps });
}, 300_000);
afterAll(() => ctx?.close());

async function until<T>(check: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condição não atingida a tempo");
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("a render that keeps failing on the real queue", () => {
  it("is tried 5 times, then the document shows it failed with the reason and /api/admin/jobs counts it", async () => {
    const created = await api(ctx, {
      method: "POST",
      url: "/api/documents",
      cookie: a.standard.cookie,
      payload: { templateId, values: { nome: "Fábio" }, status: "finalized" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().pdfStatus).toBe("pending");
    const id = created.json().id;
    const failed = await until(async () => {
      const doc = (await api(ctx, { method: "GET", url: `/api/documents/${id}`, cookie: a.standard.cookie })).json();
      return doc.pdfStatus === "failed" ? doc : undefined;
    });
    expect(failed).toMatchObject({ pdfStatus: "failed", pdfError: TIMEOUT, pdfAttempts: 5, pdfSha256: null });
    expect(tries).toBe(5);
    const queue = await until(async () => {
      const res = await api(ctx, { method: "GET", url: "/api/admin/jobs", cookie: superAdmin.cookie });
      expect(res.statusCode).toBe(200);
      const entry = res.json().queues.find((q: { queue: string }) => q.queue === "render-document-pdf");
      return entry?.failed >= 1 ? entry : undefined;
    });
    expect(queue).toMatchObject({ queue: "render-document-pdf", failed: 1, active: 0 });
    const forbidden = await api(ctx, { method: "GET", url: "/api/admin/jobs", cookie: a.admin.cookie });
    expect(forbidden.statusCode).toBe(403);
  }, 150_000);
});
