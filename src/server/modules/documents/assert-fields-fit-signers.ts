import { and, eq, gt } from "drizzle-orm";
import { PDF_FIELD_MESSAGES } from "../../../domain/documents/pdf-fields";
import { documentFields as fields } from "../../db/tables/documents";
import type { Db } from "../../platform/db/client";
import { fieldError } from "../../platform/errors/app-error";

/**
 * A signature request for an uploaded PDF names at least as many signers as its fields do (issue 40):
 * a field for signer 3 of a request with 2 is refused before anything is stored.
 */
export async function assertFieldsFitSigners(db: Db, documentId: string, signers: number): Promise<void> {
  const [beyond] = await db
    .select({ signer: fields.signerOrder })
    .from(fields)
    .where(and(eq(fields.documentId, documentId), gt(fields.signerOrder, signers)))
    .orderBy(fields.signerOrder)
    .limit(1);
  if (beyond) {
    throw fieldError("VALIDATION_ERROR", "recipients", PDF_FIELD_MESSAGES.signerMissing(beyond.signer, signers));
  }
}
