import { and, eq } from "drizzle-orm";
import type { SignatureStatus } from "../../../../../domain/documents/documents";
import { signatureRequests } from "../../../../db/tables/signatures";
import type { Deps } from "../../../../platform/deps";
import { AppError } from "../../../../platform/errors/app-error";
import { putBackDocumentBefore } from "../../../documents";
import type { ReservedSignature } from "../port";
import type { EsignSettings } from "./settings-store";
import { createZapsignDocument, type ZapsignCreated, ZapsignError, zapsignTransient } from "./zapsign-api";
import { commitZapsignCreated, keepPendingForZapsign, zapsignCreateInput } from "./zapsign-create";
import { queueZapsignCreation } from "./zapsign-create-job";

/**
 * Asks ZapSign for a request just reserved (its rows committed as pending), outside any transaction:
 * no row is locked while the third party answers. Its answer is committed in a short transaction
 * (sent). ZapSign failing (429, 5xx, no answer) leaves the request pending with the reason and the
 * zapsign-create job tries again (pending). ZapSign refusing (401/402/403…) is answered at once (502)
 * and nothing is kept. A request canceled while ZapSign answered stays canceled.
 */
export async function createReservedAtZapsign(
  deps: Deps,
  settings: Pick<EsignSettings, "apiKey" | "sandboxMode">,
  request: ReservedSignature,
  pdf: Buffer,
): Promise<SignatureStatus> {
  let created: ZapsignCreated;
  try {
    created = await createZapsignDocument(zapsignCreateInput(deps, settings, request, pdf, request.recipients));
  } catch (err) {
    if (err instanceof ZapsignError && zapsignTransient(err)) {
      deps.log.warn(
        `[assinaturas] ZapSign indisponível ao criar ${request.id}; nova tentativa em segundo plano: ${err.message}`,
      );
      await keepPendingForZapsign(deps, request.id, err.message);
      await queueZapsignCreation(deps, request.id);
      return "pending";
    }
    await forgetUnmadeRequest(deps, request);
    if (err instanceof ZapsignError) throw new AppError("ESIGN_PROVIDER_ERROR", err.message);
    throw err;
  }
  const recorded = await commitZapsignCreated(deps, settings, request.id, request.recipients, created);
  return recorded ? "sent" : "canceled";
}

/**
 * A request ZapSign refused when asked is not kept (as when the whole request ran in one
 * transaction): its rows go, the document is as before and the request's PDF is removed. Nothing
 * happens when it left pending meanwhile (canceled: the cancel already put the document back).
 */
async function forgetUnmadeRequest(deps: Deps, request: ReservedSignature): Promise<void> {
  const forgotten = await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(and(eq(signatureRequests.id, request.id), eq(signatureRequests.status, "pending")))
      .for("update");
    if (!pending) return false;
    // The document first: deleting the request nulls the document's reference to it.
    await putBackDocumentBefore(tx, request.documentId, request);
    await tx.delete(signatureRequests).where(eq(signatureRequests.id, request.id)); // its signers cascade
    return true;
  });
  if (forgotten) await deps.storage.remove(request.originalFileId);
}
