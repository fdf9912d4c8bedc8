import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import type { PdfFieldsAnswer } from "../../../domain/documents/pdf-fields";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { documentVisibleSql } from "./document-visibility";
import { fieldsOf } from "./fields-of";

/** The fields placed on a visible document's pages (none for a document made from a template); 404 otherwise. */
export async function getPdfFields(db: Db, actor: Actor, documentId: string): Promise<PdfFieldsAnswer> {
  const [doc] = await db
    .select({ id: docs.id })
    .from(docs)
    .where(and(eq(docs.id, documentId), documentVisibleSql(actor)))
    .limit(1);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  return { fields: await fieldsOf(db, documentId) };
}
