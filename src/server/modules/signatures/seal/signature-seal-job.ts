import { z } from "zod";
import type { Deps } from "../../../platform/deps";
import { defineJob } from "../../../platform/jobs/define-job";
import { sealSignatureRequest } from "./seal-request";
import { waitingSealIds } from "./seal-waiting";

/** After the last signature: the final PDF with the evidence page, sealed (PAdES), stored; the document becomes signed. */
export const signatureSealJob = defineJob({
  name: "signature-seal",
  payload: z.object({ requestId: z.string().uuid() }).strict(),
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  expireInSeconds: 300,
  async handle({ requestId }, { deps }) {
    await sealSignatureRequest(deps, requestId);
  },
});

/** After the seal certificate changed: queue the seal of every request that waited for a usable certificate. */
export async function resumeWaitingSeals(deps: Deps): Promise<void> {
  for (const requestId of await waitingSealIds(deps.db)) await deps.jobs.send(signatureSealJob, { requestId });
}
