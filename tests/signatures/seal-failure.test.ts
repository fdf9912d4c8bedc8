import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { signatureSealJob } from "../../src/server/modules/signatures/providers/builtin/signature-seal-job";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { deferredJobs, signedBuiltinRequest } from "./support";

/**
 * Issue 22 defect 1's other half: a seal that keeps failing (here: the original PDF is gone) no longer
 * leaves the request "in progress" in silence. After the job's last retry the request says why and the
 * super admins are told, like a certificate problem (defect 4).
 */
let ctx: TestContext;
const jobs = deferredJobs(() => ctx.deps);

beforeAll(async () => {
  ctx = await createTestContext({ deps: { jobs: jobs.queue } });
});
afterAll(() => ctx.close());

describe("a seal that fails on every retry", () => {
  it("after the last retry: the request shows why, the super admin gets an e-mail", async () => {
    const request = await signedBuiltinRequest(ctx, null);
    await ctx.deps.jobs.send(signatureSealJob, { requestId: request.id });
    const limit = signatureSealJob.retry?.limit ?? 0;
    for (let run = 0; run <= limit; run++) {
      await jobs.runQueued();
      const [row] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, request.id));
      // Retries left: nothing said yet (a passing failure should not alarm anyone).
      if (run < limit) expect(row?.sealError).toBeNull();
    }
    expect(jobs.failures).toHaveLength(limit + 1);
    const detail = (
      await api(ctx, {
        method: "GET",
        url: `/api/documents/${request.documentId}/signature-request`,
        cookie: request.cookie,
      })
    ).json();
    expect(detail.status).toBe("in_progress");
    expect(detail.failureReason).toMatch(/Todas as assinaturas foram coletadas/);
    expect(detail.failureReason).toMatch(/Não foi possível selar o documento: PDF original/);
    const alert = ctx.mailer.outbox().find((m) => m.to === request.email);
    expect(alert?.text).toMatch(/PDF original/);
  });
});
