import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  insidePage,
  PDF_FIELD_MESSAGES,
  type PdfFieldsAnswer,
  type PdfFieldsBody,
  pdfFieldsBodySchema,
} from "../../../domain/documents/pdf-fields";
import { documentFields as fields, uploadedPdfs } from "../../db/tables/documents";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { fieldsOf } from "./fields-of";
import { lockVisible } from "./lock-visible";

/**
 * Replaces the fields of an uploaded PDF's signers (issue 40 "Fields"): each on a page the PDF has and
 * whole inside it; only while the document waits to be sent (a document out for signature, or signed,
 * keeps the fields its signers saw). Every wrong field is named at once (`fields.<i>.page`…), and
 * nothing changes.
 */
export async function setPdfFields(
  db: Db,
  actor: Actor,
  documentId: string,
  input: PdfFieldsBody,
): Promise<PdfFieldsAnswer> {
  const body = pdfFieldsBodySchema.parse(input);
  return db.transaction(async (tx) => {
    const doc = await lockVisible(tx, actor, documentId);
    const [pdf] = await tx
      .select({ pageCount: uploadedPdfs.pageCount })
      .from(uploadedPdfs)
      .where(eq(uploadedPdfs.documentId, documentId));
    if (!pdf) throw new AppError("CONFLICT", PDF_FIELD_MESSAGES.notPdf);
    if (doc.status !== "finalized") throw new AppError("CONFLICT", PDF_FIELD_MESSAGES.locked);
    const wrong: Record<string, string> = {};
    body.fields.forEach((f, i) => {
      if (f.page > pdf.pageCount) wrong[`fields.${i}.page`] = PDF_FIELD_MESSAGES.pageMissing(f.page, pdf.pageCount);
      else if (!insidePage(f))
        wrong[`fields.${i}.${f.x + f.width > 1 ? "width" : "height"}`] = PDF_FIELD_MESSAGES.outside;
    });
    const first = Object.values(wrong)[0];
    if (first) throw new AppError("VALIDATION_ERROR", first, wrong);

    await tx.delete(fields).where(eq(fields.documentId, documentId));
    if (body.fields.length > 0) {
      await tx.insert(fields).values(
        body.fields.map((f, position) => ({
          documentId,
          signerOrder: f.signer,
          kind: f.kind,
          page: f.page,
          x: f.x,
          y: f.y,
          width: f.width,
          height: f.height,
          required: f.required,
          label: f.label ?? null,
          position,
        })),
      );
    }
    await recordAudit(tx, {
      actor,
      accountId: doc.corporateAccountId,
      action: "document.updated",
      target: { type: "document", id: documentId },
      changes: { fields: body.fields.length },
    });
    return { fields: await fieldsOf(tx, documentId) };
  });
}
