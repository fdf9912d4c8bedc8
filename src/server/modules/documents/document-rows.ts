import { eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { type Actor, hasRole } from "../../../domain/auth/permissions";
import type { DocumentStatus, SignatureStatus } from "../../../domain/documents/documents";
import type { DocumentListItem } from "../../../domain/documents/views";
import { effectiveDocumentStatus, effectiveSignatureStatus } from "../../../domain/signatures/state";
import { categories } from "../../db/tables/categories";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { signatureRequests as sig } from "../../db/tables/signatures";
import { documentTemplates as tpl } from "../../db/tables/templates";
import { userMetadata } from "../../db/tables/users";

// What the document list, the detail and the API's cursor list read alike: columns, joins, the row as the screens see it.

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
  sourceFileId: docs.sourceFileId,
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
  sourceFileId: string | null;
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
    source: r.sourceFileId ? "pdf" : "template",
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
