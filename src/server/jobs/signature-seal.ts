import { z } from "zod";
import { sealSignatureRequest } from "../features/signatures/seal-request";
import { defineJob } from "./define-job";

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
