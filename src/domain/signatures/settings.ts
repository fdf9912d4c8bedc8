import { z } from "zod";

/** An account's choices about signatures (issue 48 point 6). */
export const signatureSettingsSchema = z.object({
  /** Each signer gets the sealed PDF by e-mail once everyone signed (default on). */
  sendSignedCopy: z.boolean({ error: "Informe se a via assinada é enviada aos signatários." }),
});
export type SignatureSettings = z.infer<typeof signatureSettingsSchema>;
