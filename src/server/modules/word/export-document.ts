import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { readVariables } from "../../../domain/templates/variables";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { documentTemplates as t } from "../../db/tables/templates";
import { templateWordSources as w } from "../../db/tables/word";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { documentVisibleSql } from "../documents";
import { canFillDocx, fillDocx } from "./fill-docx";
import { generateDocx } from "./generate-docx";
import { openDocx } from "./open-docx";

/**
 * Any document the caller may see (draft, finalized, signed) as a .docx: a template imported from
 * Word gives its original file filled in place; any other a clean file from the stored, rendered
 * body with its header and footer. Both say they are an editable, unsigned copy. Writes nothing.
 */
export async function exportDocumentDocx(db: Db, actor: Actor, id: string): Promise<{ title: string; data: Buffer }> {
  const [doc] = await db
    .select({
      title: docs.title,
      finalContent: docs.finalContent,
      headerHtml: docs.headerHtml,
      footerHtml: docs.footerHtml,
      values: docs.filledVariables,
      variables: t.variablesSchema,
      original: w.data,
    })
    .from(docs)
    .leftJoin(t, eq(t.id, docs.templateId))
    .leftJoin(w, eq(w.templateId, docs.templateId))
    .where(and(eq(docs.id, id), documentVisibleSql(actor)))
    .limit(1);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  // An original whose markers cannot be filled (the import said so), or that no longer passes the
  // door (stored before decision 0053), falls back to the editor's content.
  const original = doc.original ? (await openDocx(doc.original).catch(() => null))?.stored : undefined;
  const data =
    original && canFillDocx(original)
      ? fillDocx(original, readVariables(doc.variables ?? []), doc.values ?? {})
      : await generateDocx({
          title: doc.title,
          body: doc.finalContent,
          headerHtml: doc.headerHtml,
          footerHtml: doc.footerHtml,
        });
  return { title: doc.title, data };
}
