import { and, asc, eq } from "drizzle-orm";
import { zapsignFailedReason, zapsignPendingReason } from "../../../../../domain/signatures/signatures";
import { generatedDocuments as docs } from "../../../../db/tables/documents";
import { signatureRequests, signatureSigners } from "../../../../db/tables/signatures";
import type { Tx } from "../../../../platform/db/client";
import { type Deps, outboundOptions } from "../../../../platform/deps";
import { setDocumentSignatureState } from "../../../documents";
import { signatureWebhookEvent } from "../../webhook-event";
import { type EsignSettings, loadEsignSettings } from "./settings-store";
import {
  cancelZapsignDocument,
  createZapsignDocument,
  type ZapsignAccess,
  type ZapsignCreated,
  ZapsignError,
  zapsignTransient,
} from "./zapsign-api";

type Recipient = typeof signatureSigners.$inferSelect;

/** How the platform reaches ZapSign with the saved settings. */
export const zapsignAccess = (deps: Deps, settings: Pick<EsignSettings, "apiKey" | "sandboxMode">): ZapsignAccess => ({
  apiKey: settings.apiKey,
  sandbox: settings.sandboxMode,
  baseUrlOverride: deps.config.zapsignApiUrl,
  ...outboundOptions(deps.config),
});

/** The POST docs/ input of a request: its PDF and its signers in order (external ids = our ids). */
export function zapsignCreateInput(
  deps: Deps,
  settings: Pick<EsignSettings, "apiKey" | "sandboxMode">,
  request: { id: string; title: string; expiresAt: Date | null },
  pdf: Buffer,
  recipients: Recipient[],
): Parameters<typeof createZapsignDocument>[0] {
  return {
    ...zapsignAccess(deps, settings),
    name: request.title,
    pdf,
    externalId: request.id,
    expiresAt: request.expiresAt,
    signers: recipients.map((r) => ({
      name: r.signerName,
      email: r.signerEmail,
      phone: r.signerPhone,
      method: r.authenticationMethod as "email" | "sms" | "id_verification",
      order: r.orderSequence,
      externalId: r.id,
    })),
  };
}

/** ZapSign has the document: its token on the request (now sent), each signer's token and URL. */
async function recordZapsignCreated(
  tx: Tx,
  requestId: string,
  recipients: Recipient[],
  created: ZapsignCreated,
  now: Date,
): Promise<void> {
  await tx
    .update(signatureRequests)
    .set({ providerDocumentId: created.token, status: "sent", failureReason: null, updatedAt: now })
    .where(eq(signatureRequests.id, requestId));
  for (const [i, r] of recipients.entries()) {
    const signer = created.signers.find((s) => s.external_id === r.id) ?? created.signers[i];
    await tx
      .update(signatureSigners)
      .set({
        status: "sent",
        providerSignerToken: signer?.token ?? null,
        signUrl: signer?.sign_url ?? null,
        invitedAt: now,
        updatedAt: now,
      })
      .where(eq(signatureSigners.id, r.id));
  }
}

/**
 * One attempt (the zapsign-create job) at creating at ZapSign a request stored pending because
 * ZapSign failed (429, 5xx, no answer) when it was asked. Idempotent: only a pending ZapSign request
 * without a ZapSign token is created. A transient failure is thrown so the queue retries with
 * backoff; a refusal, or a failure on the last try, ends the request (canceled, with the reason
 * shown in the signature panel), the document is finalized again and the request's PDF removed.
 */
export async function createPendingAtZapsign(deps: Deps, requestId: string, lastTry: boolean): Promise<void> {
  const [row] = await deps.db
    .select({ request: signatureRequests, title: docs.title })
    .from(signatureRequests)
    .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
    .where(
      and(
        eq(signatureRequests.id, requestId),
        eq(signatureRequests.provider, "zapsign"),
        eq(signatureRequests.status, "pending"),
      ),
    )
    .limit(1);
  if (!row || row.request.providerDocumentId) return;
  const settings = await loadEsignSettings(deps.db, deps.secrets);
  const file = row.request.originalFileId ? await deps.storage.get(row.request.originalFileId) : null;
  if (!settings.apiKey || !file) {
    return failZapsignCreation(
      deps,
      row.request,
      settings.apiKey ? "PDF da solicitação não encontrado." : "O ZapSign não está mais configurado.",
    );
  }
  const recipients = await deps.db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.signatureRequestId, requestId))
    .orderBy(asc(signatureSigners.orderSequence));

  let created: ZapsignCreated;
  try {
    created = await createZapsignDocument(
      zapsignCreateInput(
        deps,
        settings,
        { id: requestId, title: row.title, expiresAt: row.request.expiresAt },
        file.data,
        recipients,
      ),
    );
  } catch (err) {
    if (!(err instanceof ZapsignError)) throw err;
    if (zapsignTransient(err) && !lastTry) {
      await keepPendingForZapsign(deps, requestId, err.message);
      throw err;
    }
    return failZapsignCreation(deps, row.request, err.message);
  }
  await commitZapsignCreated(deps, settings, requestId, recipients, created);
}

/** ZapSign failed (429, 5xx, no answer): the request stays pending with the reason shown, for a job to try again. */
export async function keepPendingForZapsign(deps: Deps, requestId: string, message: string): Promise<void> {
  await deps.db
    .update(signatureRequests)
    .set({ failureReason: zapsignPendingReason(message), updatedAt: deps.clock() })
    .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.status, "pending")));
}

/**
 * Commits ZapSign's answer in a short transaction (the call itself is made outside any), if the
 * request is still pending. One canceled while ZapSign answered stays canceled and ZapSign's new
 * copy is refused (best effort). Answers whether the answer was recorded.
 */
export async function commitZapsignCreated(
  deps: Deps,
  settings: Pick<EsignSettings, "apiKey" | "sandboxMode">,
  requestId: string,
  recipients: Recipient[],
  created: ZapsignCreated,
): Promise<boolean> {
  const recorded = await deps.db.transaction(async (tx) => {
    const [still] = await tx
      .select({ status: signatureRequests.status })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId))
      .for("update");
    if (still?.status !== "pending") return false;
    await recordZapsignCreated(tx, requestId, recipients, created, deps.clock());
    return true;
  });
  if (recorded) return true;
  await cancelZapsignDocument({
    ...zapsignAccess(deps, settings),
    docToken: created.token,
    reason: "Solicitação cancelada no Minuta",
  }).catch((err) =>
    deps.log.warn(
      `[assinaturas] ZapSign ${created.token} (solicitação ${requestId} cancelada) não foi recusado: ${String(err)}`,
    ),
  );
  return false;
}

/** The request could not be made: canceled with the reason, signers canceled, document finalized again, PDF removed. */
async function failZapsignCreation(
  deps: Deps,
  request: { id: string; originalFileId: string | null },
  message: string,
): Promise<void> {
  const now = deps.clock();
  const ended = await deps.db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(signatureRequests)
      .set({ status: "canceled", failureReason: zapsignFailedReason(message), originalFileId: null, updatedAt: now })
      .where(and(eq(signatureRequests.id, request.id), eq(signatureRequests.status, "pending")))
      .returning({
        id: signatureRequests.id,
        documentId: signatureRequests.documentId,
        corporateAccountId: signatureRequests.corporateAccountId,
      });
    if (!canceled) return false;
    await signatureWebhookEvent(tx, canceled, "signature.canceled");
    await tx
      .update(signatureSigners)
      .set({ status: "canceled", updatedAt: now })
      .where(and(eq(signatureSigners.signatureRequestId, request.id), eq(signatureSigners.status, "pending")));
    await setDocumentSignatureState(tx, canceled.documentId, { status: "finalized" });
    return true;
  });
  if (!ended) return;
  deps.log.warn(`[assinaturas] criação no ZapSign de ${request.id} falhou: ${message}`);
  // Nothing refers to the request's PDF any more (no signer ever saw it).
  if (request.originalFileId) await deps.storage.remove(request.originalFileId);
}
