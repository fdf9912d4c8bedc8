import type { Brand } from "../../../domain/branding/branding";
import type { FileStorage } from "../../platform/storage/file-storage";

export interface LogoImage {
  data: Buffer;
  type: "image/png" | "image/jpeg";
}

/** The brand's logo bytes, for what embeds it rather than links to it (the evidence page of a signed PDF). */
export async function brandLogo(storage: FileStorage, brand: Brand): Promise<LogoImage | null> {
  const id = brand.logoUrl && /^\/api\/files\/([0-9a-f-]{36})$/.exec(brand.logoUrl)?.[1];
  if (!id) return null;
  const file = await storage.get(id);
  if (!file || (file.contentType !== "image/png" && file.contentType !== "image/jpeg")) return null;
  return { data: file.data, type: file.contentType };
}
