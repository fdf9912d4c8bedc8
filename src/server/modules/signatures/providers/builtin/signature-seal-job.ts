import { z } from "zod";
import { SIGNATURE_MESSAGES } from "../../../../../domain/signatures/signatures";
import type { Deps } from "../../../../platform/deps";
import { defineJob } from "../../../../platform/jobs/define-job";
import { sealSignatureRequest } from "./seal-request";
import { markSealWaiting, waitingSealIds } from "./seal-waiting";

const SEAL_RETRIES = 5;

/** After the last signature: the final PDF with the evidence page, sealed (PAdES), stored; the document becomes signed. */
export const signatureSealJob = defineJob({
  name: "signature-seal",
  payload: z.object({ requestId: z.string().uuid() }).strict(),
  retry: { limit: SEAL_RETRIES, delaySeconds: 10, backoff: true },
  expireInSeconds: 300,
  async handle({ requestId }, { deps, retryCount }) {
    try {
      await sealSignatureRequest(deps, requestId);
    } catch (err) {
      // The last try: the request says why it is not sealed and the super admins are told (never silence).
      if (retryCount >= SEAL_RETRIES) {
        await markSealWaiting(deps, requestId, SIGNATURE_MESSAGES.sealFailed((err as Error).message));
      }
      throw err;
    }
  },
});

/** After the seal certificate changed: queue the seal of every request that waited for a usable certificate. */
export async function resumeWaitingSeals(deps: Deps): Promise<void> {
  for (const requestId of await waitingSealIds(deps.db)) await deps.jobs.send(signatureSealJob, { requestId });
}
