import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import type { FileStorage } from "../../platform/storage/file-storage";
import { storedFiles } from "./schema";

/** The database-backed FileStorage (stored_files): the default. */
export function databaseFileStorage(db: Db): FileStorage {
  const info = {
    id: storedFiles.id,
    corporateAccountId: storedFiles.corporateAccountId,
    contentType: storedFiles.contentType,
    byteSize: storedFiles.byteSize,
    createdAt: storedFiles.createdAt,
  };
  return {
    async put({ data, contentType, corporateAccountId, userId }) {
      const [row] = await db
        .insert(storedFiles)
        .values({ data, contentType, byteSize: data.byteLength, corporateAccountId, createdByUserId: userId })
        .returning(info);
      if (!row) throw new Error("file not stored");
      return row;
    },
    async get(id) {
      const [row] = await db
        .select({ ...info, data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.id, id))
        .limit(1);
      return row ?? null;
    },
    async remove(id) {
      await db.delete(storedFiles).where(eq(storedFiles.id, id));
    },
  };
}
