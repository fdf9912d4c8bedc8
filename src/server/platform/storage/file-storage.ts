import type { Readable } from "node:stream";

/**
 * Where uploaded files live (ARCHITECTURE §1): the database by default (stored_files), or an
 * S3-compatible bucket with STORAGE=s3 (docs/decisions/0047). Files are addressed by an unguessable id;
 * their row in stored_files (owner, type, size) exists with either store.
 */
export interface StoredFile {
  id: string;
  corporateAccountId: string | null;
  contentType: string;
  byteSize: number;
  createdAt: Date;
}

export interface NewFile {
  /**
   * A fixed id for a file stored once per owner key (a finalized document's PDF, issue 50): a second
   * put of that id fails (unique key) instead of storing the file twice. Default: a new random id.
   */
  id?: string;
  contentType: string;
  corporateAccountId: string | null;
  userId: string;
  /**
   * Served to anyone holding the id by GET /api/files/{id} (decision 0006): only images meant to be
   * embedded where no session exists (template and header/footer images, logos). Default: private.
   */
  publicById?: boolean;
}

export interface FileStorage {
  put(input: NewFile & { data: Buffer }): Promise<StoredFile>;
  /** A file read from a stream: the S3 store holds at most one upload part of it in memory. */
  putStream(input: NewFile & { body: AsyncIterable<Uint8Array> }): Promise<StoredFile>;
  /** The whole file in memory (PDF sealing, logos drawn into PDFs). */
  get(id: string): Promise<(StoredFile & { data: Buffer }) | null>;
  /** The file as a stream (downloads); it fails at its end when the bytes do not match their checksum. */
  open(id: string): Promise<(StoredFile & { body: Readable }) | null>;
  /**
   * A short-lived address the browser may fetch the file from directly, when the store offers one and
   * the operator opted in (S3_PRESIGNED_DOWNLOADS); null: stream it through the app.
   */
  downloadUrl(id: string): Promise<string | null>;
  /** Removes a file nothing refers to (e.g. the PDF of a signature request that was not made). */
  remove(id: string): Promise<void>;
}

/** The URL a stored file is served from (relative; documents that leave the app prefix APP_URL). */
export const fileUrl = (id: string) => `/api/files/${id}`;
