import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { brandHeaderBlock } from "../../../domain/branding/brand-header";
import { DOCUMENT_MESSAGES, TEMPLATE_CARD_FIELDS } from "../../../domain/documents/documents";
import type {
  AvailableCategory,
  AvailableTemplateCard,
  AvailableTemplateDetail,
  HeaderFooterOption,
} from "../../../domain/documents/views";
import type { HeaderFooterBlock } from "../../../domain/templates/templates";
import { readVariables } from "../../../domain/templates/variables";
import { categories } from "../../db/tables/categories";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import { documentTemplates as tpl } from "../../db/tables/templates";
import type { Db, Tx } from "../../platform/db/client";
import { visibleToAccount } from "../../platform/db/tenant-scope";
import { forbidden } from "../../platform/errors/app-error";
import { accountBrand } from "../branding";
import { headerFooterBlockColumns } from "../header-footer";

/**
 * Which templates a user may generate documents from (spec 3 §6): active, global or of the user's own
 * account, in a category available to the account (get_available_categories_for_account). Users
 * without an account: global templates only (in any category, nothing to restrict by).
 */
export function templateUsableSql(actor: Actor): SQL {
  const scope = visibleToAccount(actor.accountId, tpl.corporateAccountId);
  const category = actor.accountId
    ? sql`${tpl.categoryId} in (select id from get_available_categories_for_account(${actor.accountId}::uuid))`
    : sql`true`;
  return and(eq(tpl.isActive, true), scope, category) as SQL;
}

export async function availableCategories(db: Db, actor: Actor): Promise<AvailableCategory[]> {
  if (!actor.accountId) {
    return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
  }
  const result = (await db.execute(
    sql`select id, name from get_available_categories_for_account(${actor.accountId}::uuid) order by name`,
  )) as unknown as { rows: AvailableCategory[] };
  return result.rows.map((r) => ({ id: r.id, name: r.name }));
}

export const cardColumns = {
  id: tpl.id,
  title: tpl.title,
  corporateAccountId: tpl.corporateAccountId,
  variablesSchema: tpl.variablesSchema,
  categoryId: categories.id,
  categoryName: categories.name,
};

function toCard(r: {
  id: string;
  title: string;
  corporateAccountId: string | null;
  variablesSchema: unknown;
  categoryId: string | null;
  categoryName: string | null;
}): AvailableTemplateCard {
  const variables = readVariables(r.variablesSchema);
  return {
    id: r.id,
    title: r.title,
    corporateAccountId: r.corporateAccountId,
    category: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
    variableCount: variables.length,
    firstFields: variables
      .slice(0, TEMPLATE_CARD_FIELDS)
      .map((v) => ({ key: v.key, label: v.label, required: v.required })),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function availableTemplates(
  db: Db,
  actor: Actor,
  query: { search?: string; categoryId?: string },
): Promise<AvailableTemplateCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(tpl)
    .leftJoin(categories, eq(categories.id, tpl.categoryId))
    .where(
      and(
        templateUsableSql(actor),
        query.search ? ilike(tpl.title, `%${escapeLike(query.search)}%`) : undefined,
        query.categoryId ? eq(tpl.categoryId, query.categoryId) : undefined,
      ),
    )
    .orderBy(asc(tpl.title))
    .limit(500);
  return rows.map(toCard);
}

/** A template the actor may use, with what the form needs; 403 when it is not one (same text for unknown ids). */
export async function usableTemplate(db: Db | Tx, actor: Actor, templateId: string): Promise<AvailableTemplateDetail> {
  const [r] = await db
    .select({
      ...cardColumns,
      templateContent: tpl.templateContent,
      titleVariableKey: tpl.titleVariableKey,
      defaultHeaderId: tpl.defaultHeaderId,
      defaultFooterId: tpl.defaultFooterId,
    })
    .from(tpl)
    .leftJoin(categories, eq(categories.id, tpl.categoryId))
    .where(and(eq(tpl.id, templateId), templateUsableSql(actor)))
    .limit(1);
  if (!r) throw forbidden(DOCUMENT_MESSAGES.templateForbidden);
  const defaults = await scopeDefaults(db, actor);
  return {
    ...toCard(r),
    templateContent: r.templateContent,
    variables: readVariables(r.variablesSchema),
    titleVariableKey: r.titleVariableKey,
    defaultHeaderId: r.defaultHeaderId ?? defaults.header,
    defaultFooterId: r.defaultFooterId ?? defaults.footer,
  };
}

/** The scope's default header/footer: the account's own default first, else the global one. */
async function scopeDefaults(db: Db | Tx, actor: Actor): Promise<{ header: string | null; footer: string | null }> {
  const rows = await db
    .select({ id: hf.id, type: hf.type, corporateAccountId: hf.corporateAccountId })
    .from(hf)
    .where(
      and(eq(hf.isActive, true), eq(hf.isDefault, true), visibleToAccount(actor.accountId, hf.corporateAccountId)),
    );
  const own = (type: string) => rows.find((r) => r.type === type && r.corporateAccountId)?.id ?? null;
  const global = (type: string) => rows.find((r) => r.type === type && !r.corporateAccountId)?.id ?? null;
  // An account with its brand and no header of its own gets the brand's header (brandHeader) rather than the global one.
  const header = own("header") ?? ((await brandHeader(db, actor)) ? null : global("header"));
  return { header, footer: own("footer") ?? global("footer") };
}

/**
 * The header a document gets when none is chosen (issue 26): the account's brand (logo and name) while
 * its plan has "Marca personalizada" and the account has no active header of its own; else none.
 */
export async function brandHeader(db: Db | Tx, actor: Actor): Promise<HeaderFooterBlock | null> {
  if (!actor.accountId) return null;
  const [ownHeader] = await db
    .select({ id: hf.id })
    .from(hf)
    .where(and(eq(hf.corporateAccountId, actor.accountId), eq(hf.type, "header"), eq(hf.isActive, true)))
    .limit(1);
  if (ownHeader) return null;
  const brand = await accountBrand(db, actor.accountId);
  return brand.custom ? brandHeaderBlock(brand) : null;
}

/** Active headers/footers the actor may put on a document: global or of their own account. */
export async function headerFooterOptions(db: Db, actor: Actor): Promise<HeaderFooterOption[]> {
  const rows = await db
    .select({ ...headerFooterBlockColumns, corporateAccountId: hf.corporateAccountId, isDefault: hf.isDefault })
    .from(hf)
    .where(and(eq(hf.isActive, true), visibleToAccount(actor.accountId, hf.corporateAccountId)))
    .orderBy(asc(hf.name))
    .limit(500);
  return rows as HeaderFooterOption[];
}

/** The chosen header/footer rows, each only if active, of the right type and global or the actor's account. */
export async function usableBlocks(
  db: Db | Tx,
  actor: Actor,
  ids: { headerId: string | null; footerId: string | null },
) {
  const wanted = [ids.headerId, ids.footerId].filter((x): x is string => !!x);
  if (wanted.length === 0) return { header: null, footer: null };
  const rows = (await db
    .select({ ...headerFooterBlockColumns })
    .from(hf)
    .where(
      and(
        inArray(hf.id, wanted),
        eq(hf.isActive, true),
        or(isNull(hf.corporateAccountId), visibleToAccount(actor.accountId, hf.corporateAccountId)),
      ),
    )) as HeaderFooterOption[];
  const header = rows.find((r) => r.id === ids.headerId && r.type === "header") ?? null;
  const footer = rows.find((r) => r.id === ids.footerId && r.type === "footer") ?? null;
  return { header, footer };
}
