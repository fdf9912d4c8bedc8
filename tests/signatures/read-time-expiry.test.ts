import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNATURE_MESSAGES } from "../../src/domain/signatures/signatures";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants, type TwoTenants } from "../helpers/fixtures";
import { fakePdf, finalizedDocument, inlineJobs } from "./support";

/**
 * Issue 21 §5 and §3: a request past its expiry is expired for every reader at once — the document's
 * list and detail, the signature panel, the cancel action, a new request — not when the hourly job
 * runs (it still records it and notifies).
 */
let ctx: TestContext;
let t: TwoTenants;
const jobs = inlineJobs(() => ctx.deps);

beforeAll(async () => {
  ctx = await createTestContext({ deps: { pdf: await fakePdf(), jobs } });
  t = await createTwoTenants(ctx, ["Prazo A", "Prazo B"]);
});
afterAll(() => ctx.close());

const signer = {
  signer_name: "Ana",
  signer_email: "ana.prazo@exemplo.com.br",
  order_sequence: 1,
  authentication_method: "email",
};
const get = (url: string, cookie = t.adminA.cookie) => api(ctx, { method: "GET", url, cookie });

async function overdueRequest(): Promise<{ docId: string; requestId: string }> {
  const docId = await finalizedDocument(ctx, t.adminA.cookie, t.accountA);
  const res = await api(ctx, {
    method: "POST",
    url: `/api/documents/${docId}/signature-requests`,
    cookie: t.adminA.cookie,
    payload: { recipients: [signer], expires_at: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(res.statusCode, res.body).toBe(201);
  const requestId = res.json().signatureRequestId as string;
  // The expiry passes; the hourly job has not run.
  await ctx.db
    .update(signatureRequests)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(signatureRequests.id, requestId));
  return { docId, requestId };
}

describe("expiry at read time", () => {
  it("the detail, the list and the signature panel show it expired, the document finalized, no cancel", async () => {
    const { docId, requestId } = await overdueRequest();
    const detail = (await get(`/api/documents/${docId}`)).json();
    expect(detail.status).toBe("finalized");
    expect(detail.signature).toMatchObject({ id: requestId, status: "expired" });
    const list = (await get("/api/documents?page=1")).json();
    const item = list.items.find((d: { id: string }) => d.id === docId);
    expect(item).toMatchObject({ status: "finalized", signature: { status: "expired" } });
    const panel = (await get(`/api/documents/${docId}/signature-request`)).json();
    expect(panel).toMatchObject({ status: "expired", canCancel: false });
    expect(panel.recipients[0].status).toBe("expired");
    // Another tenant still does not see it.
    expect((await get(`/api/documents/${docId}`, t.adminB.cookie)).statusCode).toBe(404);
  });

  it("cancelling it answers that it is no longer active, and a new request is allowed at once", async () => {
    const { docId, requestId } = await overdueRequest();
    const cancel = await api(ctx, {
      method: "POST",
      url: `/api/signature-requests/${requestId}/cancel`,
      cookie: t.adminA.cookie,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(SIGNATURE_MESSAGES.notActive);
    const again = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/signature-requests`,
      cookie: t.adminA.cookie,
      payload: { recipients: [signer] },
    });
    expect(again.statusCode, again.body).toBe(201);
    const [old] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    expect(old?.status).toBe("expired");
  });
});
