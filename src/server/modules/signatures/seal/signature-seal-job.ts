import { z } from "zod";
import { defineJob } from "../../../platform/jobs/define-job";
import { sealSignatureRequest } from "./seal-request";

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
