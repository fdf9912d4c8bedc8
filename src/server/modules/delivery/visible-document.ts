import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Db, Tx } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { documentVisibleSql } from "../documents";

/** The document as the actor may see it (decision 0016), or 404 "Documento não encontrado". */
export async function visibleDocument(db: Db | Tx, actor: Actor, documentId: string) {
  const [doc] = await db
    .select({
      id: docs.id,
      title: docs.title,
      status: docs.status,
      userId: docs.userId,
      corporateAccountId: docs.corporateAccountId,
    })
    .from(docs)
    .where(and(eq(docs.id, documentId), documentVisibleSql(actor)))
    .limit(1);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  return doc;
}
