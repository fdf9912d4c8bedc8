import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Tx } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { documentVisibleSql } from "./document-visibility";

/** The visible document, locked for the change; 404 when the actor may not see it. */
export async function lockVisible(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select({
      id: docs.id,
      status: docs.status,
      templateId: docs.templateId,
      userId: docs.userId,
      corporateAccountId: docs.corporateAccountId,
      finalContent: docs.finalContent,
      createdAt: docs.createdAt,
    })
    .from(docs)
    .where(and(eq(docs.id, id), documentVisibleSql(actor)))
    .for("update")
    .limit(1);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}
