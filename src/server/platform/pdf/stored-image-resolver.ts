import type { ImageResolver } from "./types";

/** Reads a stored file by id: `FileStorage.get` fits (named structurally; storage is moving house). */
export type ReadStoredFile = (id: string) => Promise<{ contentType: string; data: Uint8Array } | null>;

const FILE_PATH_RE = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The resolver a PDF render uses: `/api/files/<id>` (or `APP_URL/api/files/<id>`, as the renderer
 * writes it for documents that leave the app) is read from our storage; anything else is null, so
 * the PDF page never fetches it. Stored files are public by unguessable id (decision 0006).
 */
export function storedImageResolver(read: ReadStoredFile, appUrl?: string): ImageResolver {
  const base = appUrl?.replace(/\/$/, "");
  return async (src) => {
    const path = base && src.startsWith(`${base}/`) ? src.slice(base.length) : src;
    const id = FILE_PATH_RE.exec(path)?.[1];
    if (!id) return null;
    const file = await read(id.toLowerCase());
    return file ? { contentType: file.contentType, data: file.data } : null;
  };
}
