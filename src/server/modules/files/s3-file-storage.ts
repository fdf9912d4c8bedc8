import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Db } from "../../platform/db/client";
import type { FileStorage, NewFile, StoredFile } from "../../platform/storage/file-storage";
import type { S3ObjectStore } from "../../platform/storage/s3-object-store";
import { readAll } from "../../platform/storage/verified-stream";
import { fileRows } from "./file-storage";

/** The object key of a stored file (one prefix, so the bucket may hold other things). */
export const objectKey = (id: string) => `files/${id}`;

/**
 * Files in an S3-compatible bucket (docs/decisions/0047). The stored_files row stays (owner, type,
 * size: tenant checks join it) with empty data; files the row still holds (uploaded before STORAGE=s3,
 * not yet moved by `npm run storage:migrate`) are served from it.
 */
export function s3FileStorage(
  db: Db,
  store: S3ObjectStore,
  downloads: { presign: boolean; seconds: number },
): FileStorage {
  const rows = fileRows(db);
  const EMPTY = Buffer.alloc(0);

  // The object first, then the row: a failure in between leaves an unreferenced object, never a row without bytes.
  async function saved(id: string, file: NewFile, byteSize: number) {
    try {
      return await rows.insert({
        id,
        contentType: file.contentType,
        corporateAccountId: file.corporateAccountId,
        userId: file.userId,
        publicById: file.publicById,
        byteSize,
        data: EMPTY,
      });
    } catch (err) {
      await store.remove(objectKey(id)).catch(() => undefined);
      throw err;
    }
  }

  async function open(id: string): Promise<(StoredFile & { body: Readable }) | null> {
    const row = await rows.find(id);
    if (!row) return null;
    const { inlineBytes, ...file } = row;
    const object = await store.get(objectKey(id));
    if (object) return { ...file, body: object.body };
    if (file.byteSize === 0) return { ...file, body: Readable.from([]) };
    if (inlineBytes > 0) {
      const data = await rows.data(id);
      if (data) return { ...file, body: Readable.from([data]) };
    }
    throw new Error(`arquivo ${id}: registro sem conteúdo no S3`);
  }

  return {
    async put(input) {
      const id = input.id ?? randomUUID();
      // A fixed id already stored keeps its object (the failed row insert below would remove it).
      if (input.id && (await rows.find(input.id))) throw new Error(`arquivo ${input.id} já armazenado`);
      await store.put(objectKey(id), input.data, input.contentType);
      return saved(id, input, input.data.byteLength);
    },
    async putStream({ body, ...input }) {
      const id = input.id ?? randomUUID();
      if (input.id && (await rows.find(input.id))) throw new Error(`arquivo ${input.id} já armazenado`);
      const { byteSize } = await store.putStream(objectKey(id), body, input.contentType);
      return saved(id, input, byteSize);
    },
    open,
    async get(id) {
      const file = await open(id);
      if (!file) return null;
      const { body, ...rest } = file;
      return { ...rest, data: await readAll(body) };
    },
    async downloadUrl(id) {
      if (!downloads.presign) return null;
      const row = await rows.find(id);
      if (!row) return null;
      // A file still held by its row (not migrated yet) is streamed through the app.
      if (row.inlineBytes > 0 && !(await store.head(objectKey(id)))) return null;
      return store.presign(objectKey(id), downloads.seconds);
    },
    async remove(id) {
      await rows.remove(id);
      await store.remove(objectKey(id));
    },
  };
}
