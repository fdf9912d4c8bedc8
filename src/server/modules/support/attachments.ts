import type { Readable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { hasRole } from "../../../domain/auth/permissions";
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_MESSAGES, supportAttachmentUrl } from "../../../domain/support/support";
import type { StoredFileInfo } from "../../../domain/templates/templates";
import { storedFiles } from "../../db/tables/files";
import { supportMessages, supportTickets } from "../../db/tables/support";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { FileStorage } from "../../platform/storage/file-storage";
import { detectImageType } from "../files";

/** The type of an attachment read from its bytes: the uploads' raster images, or a PDF. Never by name. */
export function attachmentType(data: Buffer): string | null {
  const image = detectImageType(data);
  if (image) return image.mime;
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return null;
}

/** Stores an attachment of the actor (checked by its bytes, at most 5 MB) until a message names it. */
export async function uploadAttachment(
  storage: FileStorage,
  actor: Actor,
  data: Buffer,
  tooLarge: () => Error,
): Promise<StoredFileInfo> {
  if (data.byteLength > SUPPORT_ATTACHMENT_MAX_BYTES) throw tooLarge();
  const contentType = attachmentType(data);
  if (!contentType) throw new AppError("NOT_AN_IMAGE", SUPPORT_MESSAGES.fileType);
  const file = await storage.put({ data, contentType, corporateAccountId: actor.accountId, userId: actor.userId });
  return { id: file.id, url: supportAttachmentUrl(file.id), contentType: file.contentType, byteSize: file.byteSize };
}

/** The attachments a message names: only files this same user uploaded (another's id is "not found"). */
export async function ownAttachments(tx: Tx, actor: Actor, ids: readonly string[]): Promise<StoredFileInfo[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: storedFiles.id, contentType: storedFiles.contentType, byteSize: storedFiles.byteSize })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, unique), eq(storedFiles.createdByUserId, actor.userId)));
  if (rows.length !== unique.length) throw new AppError("NOT_FOUND", SUPPORT_MESSAGES.fileNotFound);
  return unique.map((id) => {
    const row = rows.find((r) => r.id === id) as (typeof rows)[number];
    return { ...row, url: supportAttachmentUrl(row.id) };
  });
}

/**
 * GET /api/support/attachments/{id}: an attachment named in a message the actor sees — of a ticket of
 * its own and not an internal note, or any message for the team (super admin). Anything else is 404.
 */
export async function openAttachment(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
): Promise<{ body: Readable; contentType: string; byteSize: number }> {
  const seen = hasRole(actor, "super_admin")
    ? undefined
    : and(eq(supportTickets.userId, actor.userId), eq(supportMessages.internal, false));
  const [named] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(and(sql`${supportMessages.attachments} @> ${JSON.stringify([{ id }])}::jsonb`, seen))
    .limit(1);
  const file = named ? await storage.open(id) : null;
  if (!file) throw new AppError("NOT_FOUND", SUPPORT_MESSAGES.fileNotFound);
  return { body: file.body, contentType: file.contentType, byteSize: file.byteSize };
}
