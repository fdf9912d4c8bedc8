import { and, eq, inArray } from "drizzle-orm";
import { ACTIVE_SIGNATURE_STATUSES, DOCUMENT_MESSAGES } from "../../../domain/documents";
import {
  SIGNATURE_MESSAGES,
  type SignatureRequestBody,
  type SignatureRequestCreated,
  zapsignPendingReason,
} from "../../../domain/signatures";
import type { Db, Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError, fieldError, notFound } from "../../platform/errors/app-error";
import { storedImageResolver } from "../../platform/pdf/stored-image-resolver";
import type { Actor } from "../auth";
import { queueDeliveries } from "../delivery";
import { documentVisibleSql } from "../documents";
import { generatedDocuments as docs } from "../documents/schema";
import { assertWithinPlanLimit, lockAccountRow } from "../plans";
import { setDocumentSignatureState } from "./document-signature-status";
import { signatureRecipients, signatureRequests } from "./schema";
import { sha256Hex } from "./seal/signed-pdf";
import { inviteSigner, whatsappAvailable } from "./signer-messages";
import { loadEsignSettings } from "./zapsign/settings-store";
import { createZapsignDocument, ZapsignError, zapsignTransient } from "./zapsign/zapsign-api";
import { recordZapsignCreated, zapsignCreateInput } from "./zapsign/zapsign-create";
import { queueZapsignCreation } from "./zapsign/zapsign-create-job";

/** Spec 3 §5 preconditions: no active request (checked first: such a document is pending_signature), then finalized. */
async function assertRequestable(db: Db | Tx, documentId: string, status: string | undefined): Promise<void> {
  const [active] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.documentId, documentId),
        inArray(signatureRequests.status, [...ACTIVE_SIGNATURE_STATUSES]),
      ),
    )
    .limit(1);
  if (active) throw new AppError("SIGNATURE_ACTIVE", SIGNATURE_MESSAGES.activeExists);
  if (status !== "finalized") throw new AppError("NOT_FINALIZED", SIGNATURE_MESSAGES.onlyFinalized);
}

/** The active provider: ZapSign once the super admin saved a key, else the built-in one. */
async function activeProvider(deps: Deps) {
  const settings = await loadEsignSettings(deps.db, deps.secrets);
  return settings.apiKey ? { kind: "zapsign" as const, settings } : { kind: "builtin" as const, settings };
}

/**
 * Creates a signature request for a finalized document (spec 3 §7 "Signature request", issue 11):
 * preconditions and the plan's monthly limit checked under locks (document row, then account row),
 * so two concurrent requests cannot both pass; the document becomes pending_signature with the
 * request id in the same transaction. The built-in provider records signer 1's invitation (delivery
 * log, sent by the delivery job); ZapSign gets the PDF and sends its own e-mails. ZapSign refusing
 * (401/402/403…) is answered at once and nothing is kept; ZapSign failing (429, 5xx, no answer) leaves
 * the request pending and the zapsign-create job creates it with retries. A request not made leaves
 * no PDF behind.
 */
export async function createSignatureRequest(
  deps: Deps,
  actor: Actor,
  documentId: string,
  body: SignatureRequestBody,
): Promise<SignatureRequestCreated> {
  const now = deps.clock();
  const { db } = deps;
  const [doc] = await db
    .select()
    .from(docs)
    .where(and(eq(docs.id, documentId), documentVisibleSql(actor)))
    .limit(1);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);

  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() < now.getTime()) {
    throw fieldError("VALIDATION_ERROR", "expires_at", SIGNATURE_MESSAGES.expiresInPast);
  }
  const provider = await activeProvider(deps);
  if (provider.kind === "builtin") {
    const idIndex = body.recipients.findIndex((r) => r.authentication_method === "id_verification");
    if (idIndex >= 0) {
      throw fieldError(
        "VALIDATION_ERROR",
        `recipients.${idIndex}.authentication_method`,
        SIGNATURE_MESSAGES.idVerificationNeedsZapsign,
      );
    }
    const smsIndex = body.recipients.findIndex((r) => r.authentication_method === "sms");
    if (smsIndex >= 0 && !(await whatsappAvailable(deps, doc.corporateAccountId))) {
      throw fieldError(
        "VALIDATION_ERROR",
        `recipients.${smsIndex}.authentication_method`,
        SIGNATURE_MESSAGES.smsNeedsWhatsapp,
      );
    }
  }

  await assertRequestable(db, documentId, doc.status);
  // The PDF the signers see and the seal covers: made once, before any lock is taken.
  const original = await deps.pdf.render(
    {
      title: doc.title,
      bodyHtml: doc.finalContent,
      headerHtml: doc.headerHtml ?? undefined,
      footerHtml: doc.footerHtml ?? undefined,
    },
    {
      resolveImage: storedImageResolver(async (id) => {
        const file = await deps.storage.get(id);
        if (!file || (file.corporateAccountId !== null && file.corporateAccountId !== doc.corporateAccountId))
          return null;
        return file;
      }, deps.config.appUrl),
    },
  );
  const originalFile = await deps.storage.put({
    data: original,
    contentType: "application/pdf",
    corporateAccountId: doc.corporateAccountId,
    userId: actor.userId,
  });

  const creating = db.transaction(async (tx) => {
    // Lock the document: a second request for it waits here and then sees the first one.
    const [locked] = await tx.select({ status: docs.status }).from(docs).where(eq(docs.id, documentId)).for("update");
    await assertRequestable(tx, documentId, locked?.status);

    if (doc.corporateAccountId) {
      // Lock the account: concurrent requests of the same account count one after the other.
      await lockAccountRow(tx, doc.corporateAccountId);
      await assertWithinPlanLimit(tx, doc.corporateAccountId, { kind: "signaturesPerMonth", at: now });
    }

    const builtin = provider.kind === "builtin";
    const [request] = await tx
      .insert(signatureRequests)
      .values({
        documentId,
        corporateAccountId: doc.corporateAccountId,
        requestedBy: actor.userId,
        provider: provider.kind,
        // ZapSign: pending (Pendente, still active) until ZapSign has the document.
        status: builtin ? "sent" : "pending",
        requestedAt: now,
        // The month the limit above counted this request in.
        createdAt: now,
        expiresAt,
        originalFileId: originalFile.id,
        originalSha256: sha256Hex(original),
        sandbox: provider.settings.sandboxMode,
      })
      .returning({ id: signatureRequests.id });
    if (!request) throw new Error("signature request not created");
    const recipients = await tx
      .insert(signatureRecipients)
      .values(
        body.recipients.map((r) => ({
          signatureRequestId: request.id,
          signerName: r.signer_name,
          signerEmail: r.signer_email,
          signerPhone: r.signer_phone ? r.signer_phone.replace(/\D/g, "") : null,
          orderSequence: r.order_sequence,
          authenticationMethod: r.authentication_method,
          status: "pending",
        })),
      )
      .returning();
    const first = recipients.find((r) => r.orderSequence === 1);
    if (!first) throw new Error("no first signer");

    let deliveries: string[] = [];
    let createLater = false;
    if (builtin) {
      deliveries = await inviteSigner(tx, deps, first.id, now);
    } else {
      try {
        const created = await createZapsignDocument(
          zapsignCreateInput(
            deps,
            provider.settings,
            { id: request.id, title: doc.title, expiresAt },
            original,
            recipients,
          ),
        );
        await recordZapsignCreated(tx, request.id, recipients, created, now);
      } catch (err) {
        if (!(err instanceof ZapsignError)) throw err;
        // 401/402/403 and other refusals: answered now, nothing kept. 429, 5xx, no answer: a job tries again.
        if (!zapsignTransient(err)) throw new AppError("ESIGN_PROVIDER_ERROR", err.message);
        deps.log.warn(
          `[assinaturas] ZapSign indisponível ao criar ${request.id}; nova tentativa em segundo plano: ${err.message}`,
        );
        await tx
          .update(signatureRequests)
          .set({ failureReason: zapsignPendingReason(err.message) })
          .where(eq(signatureRequests.id, request.id));
        createLater = true;
      }
    }
    await setDocumentSignatureState(tx, documentId, { status: "pending_signature", signatureRequestId: request.id });
    return { requestId: request.id, deliveries, createLater };
  });
  // The PDF goes again when the request is not made (refused, provider error, lost race): no orphan file.
  const made = await creating.catch(async (err: unknown) => {
    await deps.storage.remove(originalFile.id);
    throw err;
  });

  await queueDeliveries(deps, made.deliveries);
  if (made.createLater) await queueZapsignCreation(deps, made.requestId);
  return { signatureRequestId: made.requestId, status: made.createLater ? "pending" : "sent" };
}
