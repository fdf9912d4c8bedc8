import { and, count, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/system";
import {
  fileIdOfUrl,
  HEADER_FOOTER_MESSAGES,
  type HeaderFooterForm,
  type HeaderFooterItem,
  hasVisibleContent,
  TEMPLATE_MESSAGES,
} from "../../../domain/templates";
import type { Db, Tx } from "../../platform/db/client";
import { oneRowOr404 } from "../../platform/db/one-row";
import {
  accountOfNewRow,
  actorCanEdit,
  changeDenial,
  deleteEditableRow,
  editableByActor,
  visibleToActor,
} from "../../platform/db/tenant-scope";
import { AppError } from "../../platform/errors/app-error";
import { throwDbError } from "../../platform/errors/db-errors";
import { sanitizeRichText } from "../../platform/html/html-sanitizer";
import { recordAudit } from "../audit";
import type { Actor } from "../auth";
import { foreignStoredFiles } from "../files";
import { storedFiles } from "../files/schema";
import { documentTemplates } from "../templates/schema";
import { headerFooterBlockColumns } from "./header-footer-block";
import { headerFooterTemplates as hf } from "./schema";

/** Spec 2 §6: global plus their own account's; only their own account's rows may change. */
export const visibleHeaderFooter = (actor: Actor) => visibleToActor(actor, hf.corporateAccountId);
const editableHeaderFooter = (actor: Actor) => editableByActor(actor, hf.corporateAccountId);

const columns = {
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

function toItem(actor: Actor, row: Row): HeaderFooterItem {
  return {
    ...row,
    type: row.type as HeaderFooterItem["type"],
    layoutType: row.layoutType as HeaderFooterItem["layoutType"],
    imagePosition: row.imagePosition as HeaderFooterItem["imagePosition"],
    createdAt: row.createdAt.toISOString(),
    canEdit: actorCanEdit(actor, row.corporateAccountId),
  };
}

export async function listHeaderFooters(db: Db, actor: Actor): Promise<HeaderFooterItem[]> {
  const rows = await db
    .select(columns)
    .from(hf)
    .where(visibleHeaderFooter(actor))
    .orderBy(desc(hf.createdAt))
    .limit(500);
  return rows.map((r) => toItem(actor, r));
}

export async function getHeaderFooter(db: Db, actor: Actor, id: string): Promise<HeaderFooterItem> {
  const where = and(eq(hf.id, id), visibleHeaderFooter(actor));
  const row = await oneRowOr404(db, { columns, source: hf, where }, HEADER_FOOTER_MESSAGES.notFound);
  return toItem(actor, row);
}

/** 403 when the row is visible but read-only (global for a corporate admin), 404 when it is not visible. */
const denialMessages = {
  readOnly: HEADER_FOOTER_MESSAGES.globalReadOnly,
  notFound: HEADER_FOOTER_MESSAGES.notFound,
};
const denial = (db: Db, actor: Actor, id: string) => changeDenial(db, actor, hf, id, denialMessages);

const target = (id: string) => ({ type: "header_footer", id });
/** What the trail keeps of a save: the fields that say what it is, not its HTML or image (content, not a setting). */
const summary = (v: { name: string; type: string; layoutType: string; isActive: boolean }) => ({
  name: v.name,
  type: v.type,
  layoutType: v.layoutType,
  isActive: v.isActive,
});

/** The stored values of a form: sanitized HTML, image only where the layout has one, file in scope. */
async function storedValues(db: Db | Tx, input: HeaderFooterForm, accountId: string | null) {
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

export async function createHeaderFooter(db: Db, actor: Actor, input: HeaderFooterForm): Promise<HeaderFooterItem> {
  const accountId = accountOfNewRow(actor, TEMPLATE_MESSAGES.noAccount);
  const values = await storedValues(db, input, accountId);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(hf)
      .values({ ...values, corporateAccountId: accountId, createdByUserId: actor.userId })
      .returning(columns);
    if (!created) throw new Error("header/footer not created");
    await recordAudit(tx, {
      actor,
      accountId,
      action: "header_footer.created",
      target: target(created.id),
      changes: summary(values),
    });
    return created;
  });
  return toItem(actor, row);
}

export async function updateHeaderFooter(
  db: Db,
  actor: Actor,
  id: string,
  input: HeaderFooterForm,
): Promise<HeaderFooterItem> {
  const row = await db.transaction(async (tx) => {
    // Locked: a template taking it as its default (the FK check) waits for this change.
    const [current] = await tx
      .select({ corporateAccountId: hf.corporateAccountId, type: hf.type })
      .from(hf)
      .where(and(eq(hf.id, id), editableHeaderFooter(actor)))
      .for("update");
    if (!current) return null;
    const values = await storedValues(tx, input, current.corporateAccountId);
    const typeChanged = values.type !== current.type;
    if (typeChanged) {
      // A template's default header must stay a header (and a footer a footer).
      const [used] = await tx
        .select({ n: count() })
        .from(documentTemplates)
        .where(or(eq(documentTemplates.defaultHeaderId, id), eq(documentTemplates.defaultFooterId, id)));
      const templates = Number(used?.n ?? 0);
      if (templates > 0) {
        throw new AppError("HEADER_FOOTER_IN_USE", HEADER_FOOTER_MESSAGES.typeInUse(templates));
      }
    }
    return updateEditable(
      tx,
      actor,
      id,
      // A default moved to the other type would make two defaults there, and an inactive one is no default.
      { ...values, ...(typeChanged || !values.isActive ? { isDefault: false } : {}) },
      { accountId: current.corporateAccountId, changes: summary(values) },
    );
  });
  if (!row) throw await denial(db, actor, id);
  return toItem(actor, row);
}

/** Changes row `id` when the actor may (null otherwise), and records the change in the audit trail. */
async function updateEditable(
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

export const deleteHeaderFooter = async (db: Db, actor: Actor, id: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const accountId = await deleteEditableRow(tx, actor, hf, id, denialMessages);
    await recordAudit(tx, { actor, accountId, action: "header_footer.deleted", target: target(id) });
  });
};

/**
 * "Definir Padrão" (spec 2 §2.3): in one transaction, clear the default of the same type and scope,
 * then set it here. A transaction-scoped advisory lock serializes concurrent requests on one scope;
 * the partial unique index hf_one_default_per_scope is the backstop (a lost race answers 409).
 */
export async function setDefaultHeaderFooter(db: Db, actor: Actor, id: string): Promise<HeaderFooterItem> {
  try {
    const row = await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ type: hf.type, corporateAccountId: hf.corporateAccountId, isActive: hf.isActive })
        .from(hf)
        .where(and(eq(hf.id, id), editableHeaderFooter(actor)))
        .limit(1);
      if (!target) return null;
      // An inactive template is never offered in forms, so it must not be the default either.
      if (!target.isActive) throw new AppError("INACTIVE_TEMPLATE", HEADER_FOOTER_MESSAGES.inactiveDefault);
      const scope = target.corporateAccountId ?? SYSTEM_ACCOUNT_ID;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hf_default:${target.type}:${scope}`}))`);
      const sameScope = target.corporateAccountId
        ? eq(hf.corporateAccountId, target.corporateAccountId)
        : isNull(hf.corporateAccountId);
      await tx
        .update(hf)
        .set({ isDefault: false })
        .where(and(eq(hf.type, target.type), sameScope, eq(hf.isDefault, true), ne(hf.id, id)));
      return updateEditable(
        tx,
        actor,
        id,
        { isDefault: true },
        { accountId: target.corporateAccountId, changes: { isDefault: true } },
      );
    });
    if (!row) throw await denial(db, actor, id);
    return toItem(actor, row);
  } catch (err) {
    return throwDbError(err, { unique: { message: HEADER_FOOTER_MESSAGES.defaultError } });
  }
}
