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

/** The URL a stored file is served from (relative; documents that leave the app prefix APP_URL). */
export const fileUrl = (id: string) => `/api/files/${id}`;
