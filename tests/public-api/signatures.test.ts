import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { apiWorld, signAsEach, v1 } from "./support";

/** Issue 23: signature requests through the public API — created, followed, canceled, the signed PDF. */
let w: Awaited<ReturnType<typeof apiWorld>>;
let key: string;

beforeAll(async () => {
  w = await apiWorld();
  key = w.keyA.secret;
});
afterAll(() => w.ctx.close());

const requestFor = (docId: string, recipients: Array<Record<string, unknown>>) =>
  v1(w.ctx, key, { method: "POST", url: `/api/v1/documents/${docId}/signature-requests`, payload: { recipients } });
const get = (url: string) => v1(w.ctx, key, { method: "GET", url });

describe("signature requests", () => {
  it("creates a request with signers in order, follows each signer's state, and serves the signed PDF", async () => {
    const { id } = await w.createDocument(key, "finalized");
    const created = await requestFor(id, [
      { signer_name: "Ana", signer_email: "ana.api@exemplo.com.br", order_sequence: 1 },
      { signer_name: "Bia", signer_email: "bia.api@exemplo.com.br", order_sequence: 2 },
    ]);
    expect(created.statusCode).toBe(201);
    const requestId = created.json().signatureRequestId;
    const before = (await get(`/api/v1/signature-requests/${requestId}`)).json();
    expect(
      before.recipients.map((r: { signerName: string; orderSequence: number }) => [r.signerName, r.orderSequence]),
    ).toEqual([
      ["Ana", 1],
      ["Bia", 2],
    ]);
    expect(before.signedDocumentUrl).toBeNull();
    const notYet = await get(`/api/v1/signature-requests/${requestId}/signed-pdf`);
    expect(notYet.statusCode).toBe(404);

    const signed = await signAsEach(w.ctx, ["ana.api@exemplo.com.br", "bia.api@exemplo.com.br"]);
    expect(signed.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = (await get(`/api/v1/signature-requests/${requestId}`)).json();
    expect(after.status).toBe("completed");
    expect(after.recipients.map((r: { status: string }) => r.status)).toEqual(["signed", "signed"]);
    expect(after.signedDocumentUrl).toBe(`/api/v1/signature-requests/${requestId}/signed-pdf`);
    const pdf = await get(after.signedDocumentUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("cancels an active request; a draft cannot be sent", async () => {
    const { id } = await w.createDocument(key, "finalized");
    const created = await requestFor(id, [
      { signer_name: "Caio", signer_email: "caio@exemplo.com.br", order_sequence: 1 },
    ]);
    const requestId = created.json().signatureRequestId;
    const canceled = await v1(w.ctx, key, { method: "POST", url: `/api/v1/signature-requests/${requestId}/cancel` });
    expect([canceled.statusCode, canceled.json().status]).toEqual([200, "canceled"]);
    const again = await v1(w.ctx, key, { method: "POST", url: `/api/v1/signature-requests/${requestId}/cancel` });
    expect([again.statusCode, again.json().error.code]).toEqual([409, "SIGNATURE_NOT_ACTIVE"]);

    const draft = await w.createDocument(key);
    const refused = await requestFor(draft.id, [
      { signer_name: "D", signer_email: "d@exemplo.com.br", order_sequence: 1 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("NOT_FINALIZED");
  });

  it("refuses bad signers with the form's Portuguese field errors", async () => {
    const { id } = await w.createDocument(key, "finalized");
    const recipients = [{ signer_name: "", signer_email: "não-é-email", order_sequence: 1 }];
    const res = await requestFor(id, recipients);
    const web = await api(w.ctx, {
      method: "POST",
      url: `/api/documents/${id}/signature-requests`,
      cookie: w.tenants.adminA.cookie,
      payload: { recipients },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fieldErrors)).toContain("recipients.0.signer_email");
    expect(res.json()).toEqual(web.json());
  });
});
