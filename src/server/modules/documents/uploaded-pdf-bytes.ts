import { eq } from "drizzle-orm";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Db } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";

/** An uploaded PDF's bytes as stored (checked against their checksum by the store). */
export async function uploadedPdfBytes(deps: Pick<Deps, "storage">, fileId: string): Promise<Buffer> {
  const file = await deps.storage.get(fileId);
  if (!file) throw new Error(`PDF enviado ${fileId} não encontrado no armazenamento`);
  return file.data;
}

/** The stored file an already-read document's PDF is (null: made from a template). */
export async function sourceFileOf(db: Db, documentId: string): Promise<string | null> {
  const [row] = await db.select({ id: docs.sourceFileId }).from(docs).where(eq(docs.id, documentId)).limit(1);
  return row?.id ?? null;
}
