import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { storedFiles } from "../../db/tables/files";
import type { Db } from "../../platform/db/client";
import type { FileStorage, NewFile, StoredFile } from "../../platform/storage/file-storage";
import { readAll } from "../../platform/storage/verified-stream";

const info = {
  id: storedFiles.id,
  corporateAccountId: storedFiles.corporateAccountId,
  contentType: storedFiles.contentType,
  byteSize: storedFiles.byteSize,
  createdAt: storedFiles.createdAt,
};

/** The rows of stored_files both stores keep: who owns a file, its type and size (tenant checks join them). */
export const fileRows = (db: Db) => ({
  async insert(file: NewFile & { id?: string; byteSize: number; data: Buffer }): Promise<StoredFile> {
    const [row] = await db
      .insert(storedFiles)
      .values({
        id: file.id,
        data: file.data,
        contentType: file.contentType,
        byteSize: file.byteSize,
        corporateAccountId: file.corporateAccountId,
        createdByUserId: file.userId,
        publicById: file.publicById ?? false,
      })
      .returning(info);
    if (!row) throw new Error("file not stored");
    return row;
  },
  /** The row and how many bytes of the file the row itself holds (0 once the bytes live in S3). */
  async find(id: string): Promise<(StoredFile & { inlineBytes: number }) | null> {
    const [row] = await db
      .select({ ...info, inlineBytes: sql<number>`octet_length(${storedFiles.data})`.mapWith(Number) })
      .from(storedFiles)
      .where(eq(storedFiles.id, id))
      .limit(1);
    return row ?? null;
  },
  /** Whether GET /api/files/{id} may serve the file to anyone holding the id (decision 0006). */
  async isPublic(id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.id, id), eq(storedFiles.publicById, true)))
      .limit(1);
    return row !== undefined;
  },
  async data(id: string): Promise<Buffer | null> {
    const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
    return row?.data ?? null;
  },
  async remove(id: string): Promise<void> {
    await db.delete(storedFiles).where(eq(storedFiles.id, id));
  },
});

/** The database-backed FileStorage (stored_files.data): the default. */
export function databaseFileStorage(db: Db): FileStorage {
  const rows = fileRows(db);
  const get = async (id: string) => {
    const [row] = await db
      .select({ ...info, data: storedFiles.data })
      .from(storedFiles)
      .where(eq(storedFiles.id, id))
      .limit(1);
    return row ?? null;
  };
  return {
    put: (input) => rows.insert({ ...input, byteSize: input.data.byteLength }),
    // A bytea is written in one statement: the stream is gathered first (S3 is the store for big files).
    async putStream({ body, ...input }) {
      const data = await readAll(body);
      return rows.insert({ ...input, data, byteSize: data.byteLength });
    },
    get,
    async open(id) {
      const file = await get(id);
      if (!file) return null;
      const { data, ...rest } = file;
      return { ...rest, body: Readable.from([data]) };
    },
    downloadUrl: async () => null,
    remove: rows.remove,
  };
}
