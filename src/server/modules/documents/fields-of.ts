import { asc, eq } from "drizzle-orm";
import type { PdfField } from "../../../domain/documents/pdf-fields";
import { documentFields as fields } from "../../db/tables/documents";
import type { Db, Tx } from "../../platform/db/client";

/** A document's fields in signing order, then in the order they were placed. */
export async function fieldsOf(db: Db | Tx, documentId: string): Promise<PdfField[]> {
  const rows = await db
    .select()
    .from(fields)
    .where(eq(fields.documentId, documentId))
    .orderBy(asc(fields.signerOrder), asc(fields.position));
  return rows.map((r) => ({
    id: r.id,
    signer: r.signerOrder,
    kind: r.kind as PdfField["kind"],
    page: r.page,
    x: r.x,
    y: r.y,
    width: r.width,
    height: r.height,
    required: r.required,
    label: r.label,
  }));
}
