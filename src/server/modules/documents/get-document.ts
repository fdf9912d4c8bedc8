import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import type { DocumentDetail } from "../../../domain/documents/views";
import { readVariables } from "../../../domain/templates/variables";
import { corporateAccounts } from "../../db/tables/accounts";
import { generatedDocuments as docs, uploadedPdfs } from "../../db/tables/documents";
import { documentTemplates as tpl } from "../../db/tables/templates";
import type { Db, Tx } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { type ListRow, listColumns, toListItem, withNames } from "./document-rows";
import { documentVisibleSql } from "./document-visibility";
import { uploadedPdfInfo } from "./uploaded-pdf-info";

/** One visible document with everything the detail and the edit form show; 404 otherwise. */
export async function getDocument(db: Db | Tx, actor: Actor, id: string): Promise<DocumentDetail> {
  const [r] = await withNames(
    db
      .select({
        ...listColumns,
        accountName: corporateAccounts.name,
        filledVariables: docs.filledVariables,
        variablesSchema: tpl.variablesSchema,
        finalContent: docs.finalContent,
        headerId: docs.headerId,
        footerId: docs.footerId,
        headerHtml: docs.headerHtml,
        footerHtml: docs.footerHtml,
        recipientEmail: docs.recipientEmail,
        recipientPhone: docs.recipientPhone,
        autoSendEmail: docs.autoSendEmail,
        autoSendWhatsapp: docs.autoSendWhatsapp,
        signedDocumentUrl: docs.signedDocumentUrl,
        contentSha256: docs.contentSha256,
        pdfSha256: docs.pdfSha256,
        uploaded: uploadedPdfs,
        pdfStatus: docs.pdfStatus,
        pdfError: docs.pdfError,
        pdfAttempts: docs.pdfAttempts,
        legacyPdfSha256: docs.legacyPdfSha256,
      })
      .from(docs)
      .$dynamic(),
  )
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, docs.corporateAccountId))
    .leftJoin(uploadedPdfs, eq(uploadedPdfs.documentId, docs.id))
    .where(and(eq(docs.id, id), documentVisibleSql(actor)))
    .limit(1);
  if (!r) throw notFound(DOCUMENT_MESSAGES.notFound);
  return {
    ...toListItem(actor, r as ListRow),
    corporateAccount: r.corporateAccountId && r.accountName ? { id: r.corporateAccountId, name: r.accountName } : null,
    filledVariables: r.filledVariables,
    variables: readVariables(r.variablesSchema),
    finalContent: r.finalContent,
    headerId: r.headerId,
    footerId: r.footerId,
    headerHtml: r.headerHtml,
    footerHtml: r.footerHtml,
    recipientEmail: r.recipientEmail,
    recipientPhone: r.recipientPhone,
    autoSendEmail: r.autoSendEmail,
    autoSendWhatsapp: r.autoSendWhatsapp,
    signedDocumentUrl: r.signedDocumentUrl,
    contentSha256: r.contentSha256,
    pdfSha256: r.pdfSha256,
    pdf: r.uploaded ? uploadedPdfInfo(r.uploaded) : null,
    pdfStatus: r.pdfStatus as DocumentDetail["pdfStatus"],
    pdfError: r.pdfError,
    pdfAttempts: r.pdfAttempts,
    legacyPdfSha256: r.legacyPdfSha256,
  };
}
