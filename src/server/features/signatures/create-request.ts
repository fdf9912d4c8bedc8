import { and, eq, inArray } from "drizzle-orm";
import { ACTIVE_SIGNATURE_STATUSES, DOCUMENT_MESSAGES } from "../../../domain/documents";
import { SIGNATURE_MESSAGES, type SignatureRequestBody } from "../../../domain/signatures";
import type { Actor } from "../../auth/actor";
import type { Db, Tx } from "../../db/client";
import { generatedDocuments as docs, signatureRecipients, signatureRequests } from "../../db/schema/index";
import { type Deps, outboundOptions } from "../../deps";
import { sha256Hex } from "../../integrations/esign/seal/signed-pdf";
import { loadEsignSettings } from "../../integrations/esign/settings-store";
import { createZapsignDocument, ZapsignError } from "../../integrations/esign/zapsign-api";
import { storedImageResolver } from "../../integrations/pdf/stored-image-resolver";
import { signatureInviteJob } from "../../jobs/signature-invite";
import { AppError, notFound } from "../../services/app-error";
import { setDocumentSignatureState } from "../../services/document-signature-status";
import { documentVisibleSql } from "../../services/document-visibility";
import { assertWithinPlanLimit, lockAccountRow } from "../../services/plan-limits";
import { whatsappAvailable } from "./signer-messages";
import { signingToken, tokenHash } from "./signing-token";

const fieldError = (status: number, code: string, message: string, field: string) =>
  new AppError(code, status, message, { [field]: message });

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
  if (active) throw new AppError("SIGNATURE_ACTIVE", 409, SIGNATURE_MESSAGES.activeExists);
  if (status !== "finalized") throw new AppError("NOT_FINALIZED", 409, SIGNATURE_MESSAGES.onlyFinalized);
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
 * request id in the same transaction. The built-in provider then invites signer 1 (job); ZapSign
 * gets the PDF and sends its own e-mails.
 */
export async function createSignatureRequest(
  deps: Deps,
  actor: Actor,
  documentId: string,
  body: SignatureRequestBody,
): Promise<string> {
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
    throw fieldError(400, "VALIDATION_ERROR", SIGNATURE_MESSAGES.expiresInPast, "expires_at");
  }
  const provider = await activeProvider(deps);
  if (provider.kind === "builtin") {
    const idIndex = body.recipients.findIndex((r) => r.authentication_method === "id_verification");
    if (idIndex >= 0) {
      throw fieldError(
        400,
        "VALIDATION_ERROR",
        SIGNATURE_MESSAGES.idVerificationNeedsZapsign,
        `recipients.${idIndex}.authentication_method`,
      );
    }
    const smsIndex = body.recipients.findIndex((r) => r.authentication_method === "sms");
    if (smsIndex >= 0 && !(await whatsappAvailable(deps, doc.corporateAccountId))) {
      throw fieldError(
        400,
        "VALIDATION_ERROR",
        SIGNATURE_MESSAGES.smsNeedsWhatsapp,
        `recipients.${smsIndex}.authentication_method`,
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

  const { requestId, firstRecipientId } = await db.transaction(async (tx) => {
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
        status: "sent",
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
          status: builtin ? "pending" : "sent",
        })),
      )
      .returning({ id: signatureRecipients.id, order: signatureRecipients.orderSequence });
    const first = recipients.find((r) => r.order === 1);
    if (!first) throw new Error("no first signer");

    if (builtin) {
      await tx
        .update(signatureRecipients)
        .set({
          status: "sent",
          invitedAt: now,
          accessTokenHash: tokenHash(signingToken(deps.config.authSecret, first.id)),
        })
        .where(eq(signatureRecipients.id, first.id));
    } else {
      let created: Awaited<ReturnType<typeof createZapsignDocument>>;
      try {
        created = await createZapsignDocument({
          apiKey: provider.settings.apiKey,
          sandbox: provider.settings.sandboxMode,
          baseUrlOverride: deps.config.zapsignApiUrl,
          ...outboundOptions(deps.config),
          name: doc.title,
          pdf: original,
          externalId: request.id,
          expiresAt,
          signers: body.recipients.map((r, i) => ({
            name: r.signer_name,
            email: r.signer_email,
            phone: r.signer_phone,
            method: r.authentication_method,
            order: r.order_sequence,
            externalId: recipients[i]?.id ?? "",
          })),
        });
      } catch (err) {
        if (err instanceof ZapsignError) throw new AppError("ESIGN_PROVIDER_ERROR", 502, err.message);
        throw err;
      }
      await tx
        .update(signatureRequests)
        .set({ providerDocumentId: created.token })
        .where(eq(signatureRequests.id, request.id));
      for (const [i, r] of recipients.entries()) {
        const signer = created.signers.find((s) => s.external_id === r.id) ?? created.signers[i];
        if (!signer) continue;
        await tx
          .update(signatureRecipients)
          .set({ providerSignerToken: signer.token, signUrl: signer.sign_url, invitedAt: now })
          .where(eq(signatureRecipients.id, r.id));
      }
    }
    await setDocumentSignatureState(tx, documentId, { status: "pending_signature", signatureRequestId: request.id });
    return { requestId: request.id, firstRecipientId: builtin ? first.id : null };
  });

  if (firstRecipientId) await deps.jobs.send(signatureInviteJob, { recipientId: firstRecipientId });
  return requestId;
}
