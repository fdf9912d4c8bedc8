import { and, desc, eq, ilike, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { DocumentDetail, DocumentListItem } from "../../../domain/document-views";
import { DOCUMENT_MESSAGES, type DocumentStatus, type SignatureStatus } from "../../../domain/documents";
import { PAGE_SIZE, type Page, pageOffset } from "../../../domain/list";
import { hasRole } from "../../../domain/permissions";
import { effectiveDocumentStatus, effectiveSignatureStatus } from "../../../domain/signature-state";
import { readVariables } from "../../../domain/variables";
import type { Db, Tx } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { corporateAccounts } from "../accounts/schema";
import type { Actor } from "../auth";
import { categories } from "../categories/schema";
import { signatureRequests as sig } from "../signatures/schema";
import { documentTemplates as tpl } from "../templates/schema";
import { userMetadata } from "../users/schema";
import { documentVisibleSql } from "./document-visibility";
import { generatedDocuments as docs } from "./schema";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The latest signature request of the row (lateral, one index probe per listed row); a request whose
 * seal waits (signers all signed) has no deadline (signatures deadlineOf).
 */
const latestSignature = sql<{
  id: string;
  status: SignatureStatus;
  requested_at: string;
  completed_at: string | null;
  expires_at: string | null;
} | null>`(select json_build_object('id', s.id, 'status', s.status, 'requested_at', s.requested_at, 'completed_at', s.completed_at, 'expires_at', case when s.seal_error is null then s.expires_at end) from ${sig} s where s.document_id = ${docs.id} order by s.created_at desc limit 1)`;

export const listColumns = {
  id: docs.id,
  title: docs.title,
  status: docs.status,
  userId: docs.userId,
  corporateAccountId: docs.corporateAccountId,
  templateId: tpl.id,
  templateTitle: tpl.title,
  categoryId: categories.id,
  categoryName: categories.name,
  fullName: userMetadata.fullName,
  signature: latestSignature,
  createdAt: docs.createdAt,
  updatedAt: docs.updatedAt,
};

export type ListRow = {
  id: string;
  title: string;
  status: string;
  userId: string;
  corporateAccountId: string | null;
  templateId: string | null;
  templateTitle: string | null;
  categoryId: string | null;
  categoryName: string | null;
  fullName: string | null;
  signature: {
    id: string;
    status: SignatureStatus;
    requested_at: string;
    completed_at: string | null;
    expires_at: string | null;
  } | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Who may delete (decision 0016): the owner, or an org-wide role of the document's account, or super_admin. */
export function mayDelete(actor: Actor, row: { userId: string; corporateAccountId: string | null }): boolean {
  if (hasRole(actor, "super_admin")) return true;
  if (row.userId === actor.userId) return true;
  return (
    !!actor.accountId &&
    row.corporateAccountId === actor.accountId &&
    (hasRole(actor, "corporate_admin") || hasRole(actor, "supervisor_user"))
  );
}

/** A row as the screens see it now: expiry applied at read time (issue 21 §5), not when the hourly job runs. */
export function toListItem(actor: Actor, r: ListRow, now = new Date()): DocumentListItem {
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  const signature = r.signature && { status: r.signature.status, expiresAt: r.signature.expires_at };
  return {
    id: r.id,
    title: r.title,
    status: effectiveDocumentStatus(r.status as DocumentStatus, signature, now),
    template: r.templateId && r.templateTitle ? { id: r.templateId, title: r.templateTitle } : null,
    category: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
    signature: r.signature
      ? {
          id: r.signature.id,
          status: effectiveSignatureStatus({ status: r.signature.status, expiresAt: r.signature.expires_at }, now),
          requestedAt: iso(r.signature.requested_at) as string,
          completedAt: iso(r.signature.completed_at),
          expiresAt: iso(r.signature.expires_at),
        }
      : null,
    user: { id: r.userId, fullName: r.fullName },
    canDelete: mayDelete(actor, r),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Documents with their template, category and author: the list and the detail read the same joins. */
export const withNames = <Q extends PgSelect>(query: Q) =>
  query
    .leftJoin(tpl, eq(tpl.id, docs.templateId))
    .leftJoin(categories, eq(categories.id, tpl.categoryId))
    .leftJoin(userMetadata, eq(userMetadata.userId, docs.userId));

/** The list (spec 3 §2, §7): visible documents, newest first, exact total, title contains, status equals. */
export async function listDocuments(
  db: Db,
  actor: Actor,
  query: { page: number; title?: string; status?: string },
): Promise<Page<DocumentListItem>> {
  const status = query.status && query.status !== "all" ? query.status : undefined;
  const where = and(
    documentVisibleSql(actor),
    query.title ? ilike(docs.title, `%${escapeLike(query.title)}%`) : undefined,
    status ? eq(docs.status, status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    withNames(db.select(listColumns).from(docs).$dynamic())
      .where(where)
      .orderBy(desc(docs.createdAt), desc(docs.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: sql<number>`count(*)::int` }).from(docs).where(where),
  ]);
  return {
    items: (rows as ListRow[]).map((r) => toListItem(actor, r)),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

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
      })
      .from(docs)
      .$dynamic(),
  )
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, docs.corporateAccountId))
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
  };
}
