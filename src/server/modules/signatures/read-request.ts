import { and, asc, desc, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { SignatureStatus } from "../../../domain/documents/documents";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { documentScope } from "../../../domain/documents/scope";
import type { AuthMethod, SignatureRequestDetail } from "../../../domain/signatures/signatures";
import { effectiveSignatureStatus, isActiveSignatureStatus } from "../../../domain/signatures/state";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Db, Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { notFound } from "../../platform/errors/app-error";
import { documentVisibleSql } from "../documents";
import { providerNamed } from "./providers/registry";
import { signedPdfUrl } from "./signed-pdf-url";

/** Owner of the document or of the request, or an organisation-wide role that sees the document. */
export function mayCancel(actor: Actor, row: { documentUserId: string; requestedBy: string | null }): boolean {
  if (documentScope(actor).kind !== "own") return true;
  return row.documentUserId === actor.userId || row.requestedBy === actor.userId;
}

type RequestRow = typeof signatureRequests.$inferSelect;
/** A signer still to answer; an expired request expires them too (as the hourly job records). */
const UNANSWERED = ["pending", "sent", "viewed"];

export async function requestDetail(
  db: Db | Tx,
  actor: Actor,
  request: RequestRow,
  documentUserId: string,
): Promise<SignatureRequestDetail> {
  const recipients = await db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.signatureRequestId, request.id))
    .orderBy(asc(signatureSigners.orderSequence));
  const { provider, deadline } = providerNamed(request.provider).read(request);
  // Expiry at read time (issue 21 §5): the hourly job only records it and notifies.
  const status = effectiveSignatureStatus({ status: request.status as SignatureStatus, expiresAt: deadline });
  return {
    id: request.id,
    documentId: request.documentId,
    provider,
    status,
    requestedAt: request.requestedAt.toISOString(),
    expiresAt: request.expiresAt?.toISOString() ?? null,
    completedAt: request.completedAt?.toISOString() ?? null,
    signedDocumentUrl: request.signedFileId || request.signedDocumentUrl ? signedPdfUrl(request.id) : null,
    sandbox: request.sandbox,
    originalSha256: request.originalSha256,
    finalSha256: request.finalSha256,
    timestampedAt: request.timestampedAt?.toISOString() ?? null,
    failureReason: request.failureReason ?? request.sealError,
    canCancel:
      isActiveSignatureStatus(status) && mayCancel(actor, { documentUserId, requestedBy: request.requestedBy }),
    recipients: recipients.map((r) => ({
      id: r.id,
      signerName: r.signerName,
      signerEmail: r.signerEmail,
      signerPhone: r.signerPhone,
      orderSequence: r.orderSequence,
      authenticationMethod: r.authenticationMethod as AuthMethod,
      status: status === "expired" && UNANSWERED.includes(r.status) ? "expired" : (r.status as SignatureStatus),
      signedAt: r.signedAt?.toISOString() ?? null,
      declineReason: r.declineReason,
    })),
  };
}

/** The newest signature request of a document the actor sees (null when none); 404 for a document they do not see. */
export async function documentSignatureRequest(
  db: Db,
  actor: Actor,
  documentId: string,
): Promise<SignatureRequestDetail | null> {
  const [doc] = await db
    .select({ id: docs.id, userId: docs.userId })
    .from(docs)
    .where(and(eq(docs.id, documentId), documentVisibleSql(actor)))
    .limit(1);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.documentId, documentId))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  return request ? requestDetail(db, actor, request, doc.userId) : null;
}

/** A request whose document the actor sees, with the document's owner; 404 otherwise. */
export async function visibleRequest(db: Db | Tx, actor: Actor, requestId: string) {
  const [row] = await db
    .select({ request: signatureRequests, documentUserId: docs.userId, documentTitle: docs.title })
    .from(signatureRequests)
    .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
    .where(and(eq(signatureRequests.id, requestId), documentVisibleSql(actor)))
    .limit(1);
  if (!row) throw notFound("Solicitação de assinatura não encontrada");
  return row;
}

/** One request whose document the actor sees, with its signers' states; 404 otherwise. */
export async function visibleRequestDetail(db: Db, actor: Actor, requestId: string): Promise<SignatureRequestDetail> {
  const row = await visibleRequest(db, actor, requestId);
  return requestDetail(db, actor, row.request, row.documentUserId);
}

/** The signed PDF of a visible request (streamed from the store) and the document's title; 404 until it exists. */
export async function signedPdfFile(deps: Pick<Deps, "db" | "storage">, actor: Actor, requestId: string) {
  const row = await visibleRequest(deps.db, actor, requestId);
  const file = row.request.signedFileId ? await deps.storage.open(row.request.signedFileId) : null;
  if (!file) throw notFound("Documento assinado ainda não disponível");
  return { body: file.body, byteSize: file.byteSize, title: row.documentTitle };
}
