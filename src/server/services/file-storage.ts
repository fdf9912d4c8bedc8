import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedFiles } from "../db/schema/index";

/**
 * Where uploaded files live (ARCHITECTURE §1): the database by default (stored_files), an
 * S3-compatible store later behind the same interface. Files are addressed by an unguessable id.
 */
export interface StoredFile {
  id: string;
  corporateAccountId: string | null;
  contentType: string;
  byteSize: number;
  createdAt: Date;
}

export interface FileStorage {
  put(input: {
    data: Buffer;
    contentType: string;
    corporateAccountId: string | null;
    userId: string;
  }): Promise<StoredFile>;
  get(id: string): Promise<(StoredFile & { data: Buffer }) | null>;
  /** Removes a file nothing refers to (e.g. the PDF of a signature request that was not made). */
  remove(id: string): Promise<void>;
}

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

/** The URL a stored file is served from (relative; documents that leave the app prefix APP_URL). */
export const fileUrl = (id: string) => `/api/files/${id}`;
