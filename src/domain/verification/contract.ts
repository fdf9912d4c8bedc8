import { defineContract, uploadContract } from "../shared/contracts/define";
import { VERIFY_PDF_MAX_MB, verificationCodeParamsSchema, verificationSchema } from "./verification";

/**
 * The public verification of sealed documents (issue 22, docs/decisions/0029): no sign-in, rate-limited
 * per client address; the answer names no account, no id and masks e-mails.
 */
export const verificationContracts = {
  byCode: defineContract({
    method: "GET",
    path: "/api/verification/:code",
    summary: "Verifica um documento selado pelo código impresso na página de evidências",
    params: verificationCodeParamsSchema,
    response: { 200: verificationSchema },
    errors: ["NOT_FOUND", "TOO_MANY_REQUESTS"],
  }),
  /** The body is the PDF's raw bytes (any Content-Type), so no body schema. */
  byFile: uploadContract(
    "/api/verification",
    `Verifica um PDF (bytes no corpo, até ${VERIFY_PDF_MAX_MB} MB): se a Minuta o selou e se está íntegro`,
    { 200: verificationSchema },
    ["NOT_FOUND", "TOO_MANY_REQUESTS", "PAYLOAD_TOO_LARGE", "VALIDATION_ERROR"],
  ),
};
