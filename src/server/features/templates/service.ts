import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { PAGE_SIZE, type Page, pageOffset } from "../../../domain/list";
import { isSuperAdmin } from "../../../domain/permissions";
import {
  type HeaderFooterBlock,
  hasVisibleContent,
  TEMPLATE_MESSAGES,
  type TemplateDetail,
  type TemplateForm,
  type TemplateFormOptions,
  type TemplateListItem,
  type templateListQuerySchema,
} from "../../../domain/templates";
import { readVariables } from "../../../domain/variables";
import type { Actor } from "../../auth/actor";
import type { Db, Tx } from "../../db/client";
import { rawRows } from "../../db/raw-rows";
import {
  categories,
  categoryCorporateAccounts,
  corporateAccounts,
  headerFooterTemplates as hf,
  documentTemplates as t,
} from "../../db/schema/index";
import { accountPlanFeatures } from "../../services/account-plan";
import { AppError, notFound } from "../../services/app-error";
import { headerFooterBlockColumns } from "../../services/header-footer-block";
import { sanitizeRichText } from "../../services/html-sanitizer";
import { containsPattern } from "../../services/sql-search";
import { foreignStoredFiles } from "../../services/stored-file-refs";
import {
  accountOfNewRow,
  actorCanEdit,
  changeDenial,
  editableByActor,
  visibleToAccount,
  visibleToActor,
} from "../../services/tenant-scope";

type ListQuery = z.output<typeof templateListQuerySchema>;

/** Global templates (read-only) and the actor's own account's; all for super_admin. */
const visible = (actor: Actor) => visibleToActor(actor, t.corporateAccountId);
const editable = (actor: Actor) => editableByActor(actor, t.corporateAccountId);

const listColumns = {
  id: t.id,
  title: t.title,
  variablesSchema: t.variablesSchema,
  isActive: t.isActive,
  createdAt: t.createdAt,
  corporateAccountId: t.corporateAccountId,
  categoryId: t.categoryId,
  categoryName: categories.name,
  accountName: corporateAccounts.name,
};

export async function listTemplates(db: Db, actor: Actor, q: ListQuery): Promise<Page<TemplateListItem>> {
  const where = and(
    visible(actor),
    q.title ? ilike(t.title, containsPattern(q.title)) : undefined,
    q.categoryId ? eq(t.categoryId, q.categoryId) : undefined,
    q.status === "all" ? undefined : eq(t.isActive, q.status === "active"),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(t)
      .leftJoin(categories, eq(categories.id, t.categoryId))
      .leftJoin(corporateAccounts, eq(corporateAccounts.id, t.corporateAccountId))
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(q.page)),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      variableCount: readVariables(r.variablesSchema).length,
      category: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
      corporateAccount:
        r.corporateAccountId && r.accountName ? { id: r.corporateAccountId, name: r.accountName } : null,
      isActive: r.isActive,
      createdAt: r.createdAt.toISOString(),
      canEdit: actorCanEdit(actor, r.corporateAccountId),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: PAGE_SIZE,
  };
}

/** A header/footer the actor may see (a reference to one outside their scope reads as none). */
async function block(db: Db, actor: Actor, id: string | null): Promise<HeaderFooterBlock | null> {
  if (!id) return null;
  const [row] = await db
    .select(headerFooterBlockColumns)
    .from(hf)
    .where(and(eq(hf.id, id), visibleToActor(actor, hf.corporateAccountId)))
    .limit(1);
  return (row as HeaderFooterBlock | undefined) ?? null;
}

export async function getTemplate(db: Db, actor: Actor, id: string): Promise<TemplateDetail> {
  const [r] = await db
    .select({
      ...listColumns,
      templateContent: t.templateContent,
      defaultHeaderId: t.defaultHeaderId,
      defaultFooterId: t.defaultFooterId,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .leftJoin(categories, eq(categories.id, t.categoryId))
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, t.corporateAccountId))
    .where(and(eq(t.id, id), visible(actor)))
    .limit(1);
  if (!r) throw notFound(TEMPLATE_MESSAGES.notFound);
  const [defaultHeader, defaultFooter] = await Promise.all([
    block(db, actor, r.defaultHeaderId),
    block(db, actor, r.defaultFooterId),
  ]);
  return {
    id: r.id,
    title: r.title,
    category: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
    corporateAccount: r.corporateAccountId && r.accountName ? { id: r.corporateAccountId, name: r.accountName } : null,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    canEdit: actorCanEdit(actor, r.corporateAccountId),
    templateContent: r.templateContent,
    variablesSchema: readVariables(r.variablesSchema),
    defaultHeaderId: r.defaultHeaderId,
    defaultFooterId: r.defaultFooterId,
    defaultHeader,
    defaultFooter,
  };
}

/** Categories the form offers (all for super_admin, the account's for others) and active headers/footers in scope. */
export async function templateFormOptions(db: Db, actor: Actor): Promise<TemplateFormOptions> {
  const cats = isSuperAdmin(actor)
    ? await db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name))
    : actor.accountId
      ? await rawRows<{ id: string; name: string }>(
          db,
          sql`select id, name from get_available_categories_for_account(${actor.accountId}::uuid)`,
        )
      : [];
  const blocks = await db
    .select({ id: hf.id, name: hf.name, type: hf.type, corporateAccountId: hf.corporateAccountId })
    .from(hf)
    .where(and(eq(hf.isActive, true), visibleToActor(actor, hf.corporateAccountId)))
    .orderBy(asc(hf.name))
    .limit(500);
  const pick = (type: string) =>
    blocks.filter((b) => b.type === type).map(({ id, name, corporateAccountId }) => ({ id, name, corporateAccountId }));
  return {
    categories: cats.map((c) => ({ id: c.id, name: c.name })),
    headers: pick("header"),
    footers: pick("footer"),
  };
}

const fieldError = (field: string, message: string) =>
  new AppError("VALIDATION_ERROR", 400, message, { [field]: message });

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
    const [cat] = isSuperAdmin(actor)
      ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId)).limit(1)
      : await tx
          .select({ id: categoryCorporateAccounts.categoryId })
          .from(categoryCorporateAccounts)
          .where(
            and(
              eq(categoryCorporateAccounts.categoryId, input.categoryId),
              eq(categoryCorporateAccounts.corporateAccountId, accountId ?? ""),
            ),
          )
          .limit(1);
    if (!cat) throw fieldError("categoryId", TEMPLATE_MESSAGES.categoryUnavailable);
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
      throw fieldError(r.field, r.msg);
  }
}

/** The body's images must be the account's own uploads or global ones, like header/footer images. */
async function checkBodyImages(tx: Tx, templateContent: string, accountId: string | null): Promise<void> {
  if ((await foreignStoredFiles(tx, templateContent, accountId)).length > 0)
    throw fieldError("templateContent", TEMPLATE_MESSAGES.imageInvalid);
}

function storedValues(input: TemplateForm) {
  const templateContent = sanitizeRichText(input.templateContent);
  if (!hasVisibleContent(templateContent)) throw fieldError("templateContent", TEMPLATE_MESSAGES.contentRequired);
  return {
    title: input.title,
    categoryId: input.categoryId,
    templateContent,
    variablesSchema: input.variablesSchema.map(
      ({ key, label, type, required, options, name, placeholder, validation }) => ({
        key,
        label,
        type,
        required,
        options: type === "select" ? options : [],
        ...(name ? { name } : {}),
        ...(placeholder ? { placeholder } : {}),
        ...(validation ? { validation } : {}),
      }),
    ),
    defaultHeaderId: input.defaultHeaderId,
    defaultFooterId: input.defaultFooterId,
  };
}

/** Creates a template: global for super_admin, else the creator's account, within the plan's template limit. */
export async function createTemplate(db: Db, actor: Actor, input: TemplateForm): Promise<string> {
  const accountId = accountOfNewRow(actor, TEMPLATE_MESSAGES.noAccount);
  return db.transaction(async (tx) => {
    if (accountId) {
      // Serializes concurrent creations of one account, so the limit holds under races.
      await tx
        .select({ id: corporateAccounts.id })
        .from(corporateAccounts)
        .where(eq(corporateAccounts.id, accountId))
        .for("update");
      const plan = await accountPlanFeatures(tx, accountId);
      if (plan) {
        const [used] = await tx.select({ n: count() }).from(t).where(eq(t.corporateAccountId, accountId));
        const max = plan.features.max_templates_allowed;
        if (Number(used?.n ?? 0) >= max)
          throw new AppError("PLAN_LIMIT_REACHED", 409, TEMPLATE_MESSAGES.planLimit(max));
      }
    }
    await checkReferences(tx, actor, input, accountId);
    const values = storedValues(input);
    await checkBodyImages(tx, values.templateContent, accountId);
    const [row] = await tx
      .insert(t)
      .values({ ...values, isActive: true, corporateAccountId: accountId, createdByUserId: actor.userId })
      .returning({ id: t.id });
    if (!row) throw new Error("template not created");
    return row.id;
  });
}

/** 403 for a visible read-only template (global, for a corporate admin), 404 for one the actor may not see. */
const denial = (db: Db | Tx, actor: Actor, id: string) =>
  changeDenial(db, actor, t, id, { readOnly: TEMPLATE_MESSAGES.globalReadOnly, notFound: TEMPLATE_MESSAGES.notFound });

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
  });
}

export async function setTemplateStatus(db: Db, actor: Actor, id: string, isActive: boolean): Promise<void> {
  const rows = await db
    .update(t)
    .set({ isActive })
    .where(and(eq(t.id, id), editable(actor)))
    .returning({ id: t.id });
  if (rows.length === 0) throw await denial(db, actor, id);
}

export async function deleteTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), editable(actor)))
    .returning({ id: t.id });
  if (rows.length === 0) throw await denial(db, actor, id);
}
