import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { storedFiles } from "../../src/server/db/tables/files";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { pdfFileIdOf } from "../../src/server/modules/documents/store-document-pdf";
import { objectKey } from "../../src/server/modules/files/s3-file-storage";
import { createS3ObjectStore } from "../../src/server/platform/storage/s3-object-store";
import { startS3Server, type TestS3 } from "../helpers/s3-server";
import { apiWorld, v1 } from "../public-api/support";
import { signAsOnlySigner } from "../signatures/support";

/** A whole signing flow with STORAGE=s3: the original and the sealed PDF go to the bucket and come back. */
let s3: TestS3;
let w: Awaited<ReturnType<typeof apiWorld>>;

beforeAll(async () => {
  s3 = await startS3Server();
  w = await apiWorld({ storage: s3.config });
});
afterAll(async () => {
  await w.ctx.close();
  await s3.close();
});

describe("signing with files in S3", () => {
  it("stores the original and the sealed PDF in the bucket and serves the signed PDF from it", async () => {
    const { id } = await w.createDocument(w.keyA.secret, "finalized");
    expect(await signAsOnlySigner(w.ctx, w.a.admin.cookie, id, "rui.s3@exemplo.com.br")).toBe(200);
    const [request] = await w.ctx.db.select().from(signatureRequests).where(eq(signatureRequests.documentId, id));
    if (!request?.signedFileId || !request.originalFileId) throw new Error("request not sealed");
    const store = createS3ObjectStore(s3.config);
    for (const fileId of [request.originalFileId, request.signedFileId]) {
      expect((await store.head(objectKey(fileId)))?.contentType).toBe("application/pdf");
      const [row] = await w.ctx.db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId));
      expect(row?.data.byteLength).toBe(0); // the bytes live in the bucket only
    }
    const pdf = await v1(w.ctx, w.keyA.secret, {
      method: "GET",
      url: `/api/v1/signature-requests/${request.id}/signed-pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const stored = await store.head(objectKey(request.signedFileId));
    expect(Number(pdf.headers["content-length"])).toBe(stored?.byteSize);
    expect(createHash("sha256").update(pdf.rawPayload).digest("hex")).toBe(stored?.sha256);
  });

  it("a finalized document's one PDF lives in the bucket under the document's file id; a second store of it changes nothing", async () => {
    const { id } = await w.createDocument(w.keyA.secret, "finalized");
    const [doc] = await w.ctx.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, id));
    expect(doc?.pdfStatus).toBe("ready");
    expect(doc?.pdfFileId).toBe(pdfFileIdOf(id));
    const store = createS3ObjectStore(s3.config);
    const object = await store.head(objectKey(pdfFileIdOf(id)));
    expect(object?.sha256).toBe(doc?.pdfSha256);
    const again = w.ctx.deps.storage.put({
      id: pdfFileIdOf(id),
      data: Buffer.from("%PDF-1.4 outro"),
      contentType: "application/pdf",
      corporateAccountId: doc?.corporateAccountId ?? null,
      userId: doc?.userId ?? "",
    });
    await expect(again).rejects.toThrow();
    expect((await store.head(objectKey(pdfFileIdOf(id))))?.sha256).toBe(doc?.pdfSha256);
    const pdf = await v1(w.ctx, w.keyA.secret, { method: "GET", url: `/api/v1/documents/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(createHash("sha256").update(pdf.rawPayload).digest("hex")).toBe(doc?.pdfSha256);
  });
});
