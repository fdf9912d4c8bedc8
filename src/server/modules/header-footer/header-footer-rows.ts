import { and, eq, isNull, or } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  fileIdOfUrl,
  HEADER_FOOTER_MESSAGES,
  type HeaderFooterForm,
  type HeaderFooterItem,
  hasVisibleContent,
} from "../../../domain/templates/templates";
import { storedFiles } from "../../db/tables/files";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import type { Db, Tx } from "../../platform/db/client";
import { actorCanEdit, changeDenial, editableByActor, visibleToActor } from "../../platform/db/tenant-scope";
import { AppError } from "../../platform/errors/app-error";
import { sanitizeRichText } from "../../platform/html/html-sanitizer";
import { recordAudit } from "../audit";
import { foreignStoredFiles } from "../files";
import { headerFooterBlockColumns } from "./header-footer-block";

/** Spec 2 §6: global plus their own account's; only their own account's rows may change. */
export const visibleHeaderFooter = (actor: Actor) => visibleToActor(actor, hf.corporateAccountId);

export const editableHeaderFooter = (actor: Actor) => editableByActor(actor, hf.corporateAccountId);

export const columns = {
  ...headerFooterBlockColumns,
  isActive: hf.isActive,
  isDefault: hf.isDefault,
  corporateAccountId: hf.corporateAccountId,
  createdAt: hf.createdAt,
};

interface Row {
  id: string;
  name: string;
  type: string;
  layoutType: string;
  imageUrl: string | null;
  imagePosition: string;
  imageHeight: number;
  contentHtml: string | null;
  isActive: boolean;
  isDefault: boolean;
  corporateAccountId: string | null;
  createdAt: Date;
}

export function toItem(actor: Actor, row: Row): HeaderFooterItem {
  return {
    ...row,
    type: row.type as HeaderFooterItem["type"],
    layoutType: row.layoutType as HeaderFooterItem["layoutType"],
    imagePosition: row.imagePosition as HeaderFooterItem["imagePosition"],
    createdAt: row.createdAt.toISOString(),
    canEdit: actorCanEdit(actor, row.corporateAccountId),
  };
}

/** 403 when the row is visible but read-only (global for a corporate admin), 404 when it is not visible. */
export const denialMessages = {
  readOnly: HEADER_FOOTER_MESSAGES.globalReadOnly,
  notFound: HEADER_FOOTER_MESSAGES.notFound,
};

export const denial = (db: Db, actor: Actor, id: string) => changeDenial(db, actor, hf, id, denialMessages);

export const target = (id: string) => ({ type: "header_footer", id });

/** What the trail keeps of a save: the fields that say what it is, not its HTML or image (content, not a setting). */
export const summary = (v: { name: string; type: string; layoutType: string; isActive: boolean }) => ({
  name: v.name,
  type: v.type,
  layoutType: v.layoutType,
  isActive: v.isActive,
});

/** The stored values of a form: sanitized HTML, image only where the layout has one, file in scope. */
export async function storedValues(db: Db | Tx, input: HeaderFooterForm, accountId: string | null) {
  const imageUrl = input.layoutType === "text-only" ? null : input.imageUrl;
  if (imageUrl) {
    const fileId = fileIdOfUrl(imageUrl);
    const scope = accountId
      ? or(isNull(storedFiles.corporateAccountId), eq(storedFiles.corporateAccountId, accountId))
      : isNull(storedFiles.corporateAccountId);
    const [file] = fileId
      ? await db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(and(eq(storedFiles.id, fileId), scope))
          .limit(1)
      : [];
    if (!file) {
      throw new AppError("VALIDATION_ERROR", HEADER_FOOTER_MESSAGES.imageInvalid, {
        imageUrl: HEADER_FOOTER_MESSAGES.imageInvalid,
      });
    }
  }
  const contentHtml = input.layoutType === "image-only" ? null : sanitizeRichText(input.contentHtml);
  if (contentHtml !== null && !hasVisibleContent(contentHtml)) {
    throw new AppError("VALIDATION_ERROR", HEADER_FOOTER_MESSAGES.htmlRequired, {
      contentHtml: HEADER_FOOTER_MESSAGES.htmlRequired,
    });
  }
  // Images inside the rich text follow the same rule as the block's own image.
  if (contentHtml !== null && (await foreignStoredFiles(db, contentHtml, accountId)).length > 0) {
    throw new AppError("VALIDATION_ERROR", HEADER_FOOTER_MESSAGES.imageInvalid, {
      contentHtml: HEADER_FOOTER_MESSAGES.imageInvalid,
    });
  }
  return {
    name: input.name,
    type: input.type,
    layoutType: input.layoutType,
    imageUrl,
    imagePosition: input.imagePosition,
    imageHeight: input.imageHeight,
    contentHtml,
    isActive: input.isActive,
  };
}

/** Changes row `id` when the actor may (null otherwise), and records the change in the audit trail. */
export async function updateEditable(
  tx: Tx,
  actor: Actor,
  id: string,
  set: Partial<typeof hf.$inferInsert>,
  audit: { accountId: string | null; changes: Record<string, unknown> },
): Promise<Row | null> {
  const [updated] = await tx
    .update(hf)
    .set(set)
    .where(and(eq(hf.id, id), editableHeaderFooter(actor)))
    .returning(columns);
  if (updated) await recordAudit(tx, { actor, ...audit, action: "header_footer.updated", target: target(id) });
  return updated ?? null;
}
