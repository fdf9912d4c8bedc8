import type { z } from "zod";
import type { Actor } from "../../../domain/auth/permissions";
import type { docxImportSchema } from "../../../domain/word/word";
import { templateWordSources } from "../../db/tables/word";
import type { Db } from "../../platform/db/client";
import { createTemplate } from "../templates";
import { openDocx } from "./open-docx";

/**
 * Saves a reviewed import: the template as any other (same checks, plan limit and audit entry) and
 * the original .docx beside it, in one transaction. The file is checked again here (the analysis
 * saved nothing), so what is kept is always a .docx the export can fill.
 */
export async function importTemplate(db: Db, actor: Actor, input: z.output<typeof docxImportSchema>): Promise<string> {
  const data = Buffer.from(input.docxBase64, "base64");
  await openDocx(data);
  return createTemplate(db, actor, input.template, async (tx, templateId, accountId) => {
    await tx
      .insert(templateWordSources)
      .values({ templateId, corporateAccountId: accountId, data, byteSize: data.byteLength });
  });
}
