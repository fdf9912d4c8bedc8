import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { hasVisibleContent, TEMPLATE_MESSAGES, type TemplateForm } from "../../../domain/templates/templates";
import { MAX_LIST_ITEMS } from "../../../domain/templates/variables";
import { categories } from "../../db/tables/categories";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import { documentTemplates as t } from "../../db/tables/templates";
import type { Db, Tx } from "../../platform/db/client";
import {
  accountOfNewRow,
  changeDenial,
  deleteEditableRow,
  editableByActor,
  visibleToAccount,
} from "../../platform/db/tenant-scope";
import { fieldError } from "../../platform/errors/app-error";
import { sanitizeRichText } from "../../platform/html/html-sanitizer";
import { recordAudit } from "../audit";
import { foreignStoredFiles } from "../files";
import { assertWithinPlanLimit, lockAccountRow } from "../plans";

/** Templates the actor may change: their own account's; all for super_admin. */
const editable = (actor: Actor) => editableByActor(actor, t.corporateAccountId);

/**
 * The references of a template must be usable by its account: the category available to the account
 * (any for super_admin) and headers/footers of the right type, global or of the same account, active.
 * A reference the template already has is kept even if it stopped qualifying.
 */
async function checkReferences(
  tx: Tx,
  actor: Actor,
  input: TemplateForm,
  accountId: string | null,
  current?: { categoryId: string | null; defaultHeaderId: string | null; defaultFooterId: string | null },
): Promise<void> {
  if (input.categoryId !== current?.categoryId) {
    // The super admin: a platform category, or the template's account's own; others: what the account may use.
    const usable = isSuperAdmin(actor)
      ? or(isNull(categories.corporateAccountId), accountId ? eq(categories.corporateAccountId, accountId) : undefined)
      : sql`${categories.id} in (select id from get_available_categories_for_account(${accountId}::uuid))`;
    const [cat] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), usable))
      .limit(1);
    if (!cat) throw fieldError("VALIDATION_ERROR", "categoryId", TEMPLATE_MESSAGES.categoryUnavailable);
  }
  const refs = [
    {
      field: "defaultHeaderId",
      type: "header",
      id: input.defaultHeaderId,
      was: current?.defaultHeaderId,
      msg: TEMPLATE_MESSAGES.headerInvalid,
    },
    {
      field: "defaultFooterId",
      type: "footer",
      id: input.defaultFooterId,
      was: current?.defaultFooterId,
      msg: TEMPLATE_MESSAGES.footerInvalid,
    },
  ];
  const ids = refs.filter((r) => r.id && r.id !== r.was).map((r) => r.id as string);
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: hf.id, type: hf.type })
    .from(hf)
    .where(and(inArray(hf.id, ids), eq(hf.isActive, true), visibleToAccount(accountId, hf.corporateAccountId)))
    // Shared lock: a concurrent change of their type or status waits until this save commits.
    .for("share");
  for (const r of refs) {
    if (r.id && r.id !== r.was && !found.some((f) => f.id === r.id && f.type === r.type))
      throw fieldError("VALIDATION_ERROR", r.field, r.msg);
  }
}

/** The body's images must be the account's own uploads or global ones, like header/footer images. */
async function checkBodyImages(tx: Tx, templateContent: string, accountId: string | null): Promise<void> {
  if ((await foreignStoredFiles(tx, templateContent, accountId)).length > 0)
    throw fieldError("VALIDATION_ERROR", "templateContent", TEMPLATE_MESSAGES.imageInvalid);
}

function storedValues(input: TemplateForm) {
  const templateContent = sanitizeRichText(input.templateContent);
  if (!hasVisibleContent(templateContent))
    throw fieldError("VALIDATION_ERROR", "templateContent", TEMPLATE_MESSAGES.contentRequired);
  return {
    title: input.title,
    categoryId: input.categoryId,
    templateContent,
    variablesSchema: input.variablesSchema.map(
      ({ key, label, type, required, options, name, placeholder, validation, fields, minItems, maxItems }) => ({
        key,
        label,
        type,
        required,
        options: type === "select" ? options : [],
        ...(type === "list"
          ? {
              fields: (fields ?? []).map((f) => ({ ...f, options: f.type === "select" ? f.options : [] })),
              minItems: minItems ?? 0,
              maxItems: maxItems ?? MAX_LIST_ITEMS,
            }
          : {}),
        ...(name ? { name } : {}),
        ...(placeholder ? { placeholder } : {}),
        ...(validation ? { validation } : {}),
      }),
    ),
    titleVariableKey: input.titleVariableKey,
    defaultHeaderId: input.defaultHeaderId,
    defaultFooterId: input.defaultFooterId,
  };
}

/** Work another module does in the creating transaction (the Word import stores the original file). */
export type AfterTemplateInsert = (tx: Tx, templateId: string, accountId: string | null) => Promise<void>;

/**
 * Creates a template: global for super_admin, else the creator's account, within the plan's template
 * limit. `afterInsert` runs in the same transaction, so a failure there leaves nothing half-saved.
 */
export async function createTemplate(
  db: Db,
  actor: Actor,
  input: TemplateForm,
  afterInsert?: AfterTemplateInsert,
): Promise<string> {
  const accountId = accountOfNewRow(actor, TEMPLATE_MESSAGES.noAccount);
  return db.transaction(async (tx) => {
    if (accountId) {
      // Serializes concurrent creations of one account, so the limit holds under races.
      await lockAccountRow(tx, accountId);
      await assertWithinPlanLimit(tx, accountId, { kind: "templates" });
    }
    await checkReferences(tx, actor, input, accountId);
    const values = storedValues(input);
    await checkBodyImages(tx, values.templateContent, accountId);
    const [row] = await tx
      .insert(t)
      .values({ ...values, isActive: true, corporateAccountId: accountId, createdByUserId: actor.userId })
      .returning({ id: t.id });
    if (!row) throw new Error("template not created");
    await afterInsert?.(tx, row.id, accountId);
    await recordAudit(tx, {
      actor,
      accountId,
      action: "template.created",
      target: { type: "template", id: row.id },
      changes: { title: input.title },
    });
    return row.id;
  });
}

/** 403 for a visible read-only template (global, for a corporate admin), 404 for one the actor may not see. */
const denialMessages = { readOnly: TEMPLATE_MESSAGES.globalReadOnly, notFound: TEMPLATE_MESSAGES.notFound };
const denial = (db: Db | Tx, actor: Actor, id: string) => changeDenial(db, actor, t, id, denialMessages);

export async function updateTemplate(db: Db, actor: Actor, id: string, input: TemplateForm): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        corporateAccountId: t.corporateAccountId,
        categoryId: t.categoryId,
        defaultHeaderId: t.defaultHeaderId,
        defaultFooterId: t.defaultFooterId,
      })
      .from(t)
      .where(and(eq(t.id, id), editable(actor)))
      .for("update");
    if (!current) throw await denial(tx, actor, id);
    await checkReferences(tx, actor, input, current.corporateAccountId, current);
    const values = storedValues(input);
    await checkBodyImages(tx, values.templateContent, current.corporateAccountId);
    await tx
      .update(t)
      .set({ ...values, isActive: input.isActive })
      .where(and(eq(t.id, id), editable(actor)));
    await recordAudit(tx, {
      actor,
      accountId: current.corporateAccountId,
      action: "template.updated",
      target: { type: "template", id },
      changes: { title: input.title, isActive: input.isActive },
    });
  });
}

export async function setTemplateStatus(db: Db, actor: Actor, id: string, isActive: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(t)
      .set({ isActive })
      .where(and(eq(t.id, id), editable(actor)))
      .returning({ accountId: t.corporateAccountId });
    if (!row) throw await denial(tx, actor, id);
    await recordAudit(tx, {
      actor,
      accountId: row.accountId,
      action: "template.updated",
      target: { type: "template", id },
      changes: { isActive },
    });
  });
}

export const deleteTemplate = (db: Db, actor: Actor, id: string): Promise<void> =>
  db.transaction(async (tx) => {
    const accountId = await deleteEditableRow(tx, actor, t, id, denialMessages);
    await recordAudit(tx, { actor, accountId, action: "template.deleted", target: { type: "template", id } });
  });
