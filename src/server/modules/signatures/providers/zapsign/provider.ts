import { ESIGN_WEBHOOK_MESSAGES, zapsignEventSchema } from "../../../../../domain/signatures/esign-webhook";
import type { RouteDeps } from "../../../../platform/deps";
import { AppError } from "../../../../platform/errors/app-error";
import type { SignatureProvider } from "../port";
import { loadEsignSettings } from "./settings-store";
import { esignSignedFileCopyJob } from "./signed-file-copy-job";
import { applyZapsignEvent } from "./webhook-service";
import { cancelZapsignDocument, ZapsignError } from "./zapsign-api";
import { zapsignAccess } from "./zapsign-create";
import { createReservedAtZapsign } from "./zapsign-create-now";

/**
 * An event ZapSign posted (its token already checked): parsed, applied to the matching request, and
 * the signed file copied. ZapSign retries until it gets a 2xx: a malformed event is answered 400 (not
 * 500) and logged with where it broke — paths and messages only, the body may hold personal data.
 */
export async function receiveZapsignEvent(deps: Pick<RouteDeps, "db" | "jobs" | "log">, body: unknown) {
  const parsed = zapsignEventSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
    deps.log.warn(`ZapSign webhook: malformed event refused (400): ${JSON.stringify(fieldErrors)}`);
    const first = Object.values(fieldErrors)[0] ?? ESIGN_WEBHOOK_MESSAGES.invalidEvent;
    throw new AppError("INVALID_WEBHOOK_EVENT", first, fieldErrors);
  }
  const { matched, copySignedFile } = await applyZapsignEvent(deps.db, parsed.data);
  // The signed file's URL expires in 60 minutes: copied at once, retried by the job on failure.
  if (copySignedFile) await deps.jobs.send(esignSignedFileCopyJob, copySignedFile);
  return { matched };
}

/**
 * ZapSign: asked after the reservation commits (a failure it may recover from is retried by the
 * zapsign-create job), sends its own e-mails, is told of a cancel first, and reports by webhook.
 */
export const zapsignProvider: SignatureProvider = {
  name: "zapsign",
  async refuse() {},
  // Pending (still active) until ZapSign has the document.
  reservedStatus: "pending",
  invite: async () => [],
  create: createReservedAtZapsign,
  async cancel(tx, deps, request) {
    if (!request.providerDocumentId) return;
    // Refused at ZapSign first: if it fails, the transaction rolls back and nothing changes here.
    const settings = await loadEsignSettings(tx, deps.secrets);
    try {
      await cancelZapsignDocument({
        ...zapsignAccess(deps, settings),
        docToken: request.providerDocumentId,
        reason: "Solicitação cancelada no Minuta",
      });
    } catch (err) {
      if (err instanceof ZapsignError) throw new AppError("ESIGN_PROVIDER_ERROR", err.message);
      throw err;
    }
  },
  // ZapSign has no seal to wait for: its deadline is the request's.
  read: (request) => ({ provider: "zapsign", deadline: request.expiresAt }),
  webhook: receiveZapsignEvent,
};
