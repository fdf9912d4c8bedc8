import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";
import { SIGNATURE_MESSAGES } from "./signatures";

/** The certificate that seals built-in signatures (issue 22): what the super admin uploads and sees. */

/** PUT /api/signature-seal-certificate (super_admin): an ICP-Brasil A1 file (base64) and its password. */
export const sealCertificateBodySchema = z.strictObject({
  pfxBase64: z
    .string({ error: SIGNATURE_MESSAGES.certificateRequired })
    .max(200_000, SIGNATURE_MESSAGES.certificateRequired)
    .regex(/^[A-Za-z0-9+/=]+$/, SIGNATURE_MESSAGES.certificateRequired),
  password: z.string().max(200),
});

/** The certificate that seals built-in signatures: the platform's own, or the A1 the super admin uploaded. */
export const sealCertificateViewSchema = z.object({
  source: z.enum(["platform", "uploaded"]),
  subject: z.string(),
  notAfter: dateTimeText,
  /** Why the uploaded certificate cannot seal now (expired, key mismatch…), or null. */
  problem: z.string().nullable(),
  /** Signed requests waiting for their seal because of it. */
  waitingRequests: z.number().int(),
});
export type SealCertificateView = z.infer<typeof sealCertificateViewSchema>;
