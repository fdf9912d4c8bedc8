import { and, asc, desc, eq, ilike, isNull, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import type { Page } from "../../../domain/shared/list";
import {
  type HeaderFooterBlock,
  TEMPLATE_MESSAGES,
  type TemplateDetail,
  type TemplateFormOptions,
  type TemplateListItem,
  type templateListQuerySchema,
} from "../../../domain/templates/templates";
import { readVariables } from "../../../domain/templates/variables";
import { corporateAccounts } from "../../db/tables/accounts";
import { categories } from "../../db/tables/categories";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import { documentTemplates as t } from "../../db/tables/templates";
import type { Db } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
import { rawRows } from "../../platform/db/raw-rows";
import { containsPattern } from "../../platform/db/sql-search";
import { actorCanEdit, visibleToActor } from "../../platform/db/tenant-scope";
import { notFound } from "../../platform/errors/app-error";
import { headerFooterBlockColumns } from "../header-footer";

type ListQuery = z.output<typeof templateListQuerySchema>;

/** Global templates (read-only) and the actor's own account's; all for super_admin. */
const visible = (actor: Actor) => visibleToActor(actor, t.corporateAccountId);

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

/** Templates with their category's and account's names: the list and the detail read the same joins. */
const withNames = <Q extends PgSelect>(query: Q) =>
  query
    .leftJoin(categories, eq(categories.id, t.categoryId))
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, t.corporateAccountId));

export async function listTemplates(db: Db, actor: Actor, q: ListQuery): Promise<Page<TemplateListItem>> {
  const where = and(
    visible(actor),
    q.title ? ilike(t.title, containsPattern(q.title)) : undefined,
    q.categoryId ? eq(t.categoryId, q.categoryId) : undefined,
    q.status === "all" ? undefined : eq(t.isActive, q.status === "active"),
  );
  return listPage(
    db,
    q.page,
    (limit, offset) =>
      withNames(db.select(listColumns).from(t).$dynamic())
        .where(where)
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit)
        .offset(offset),
    { source: t, where },
    (r) => ({
      id: r.id,
      title: r.title,
      variableCount: readVariables(r.variablesSchema).length,
      category: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
      corporateAccount:
        r.corporateAccountId && r.accountName ? { id: r.corporateAccountId, name: r.accountName } : null,
      isActive: r.isActive,
      createdAt: r.createdAt.toISOString(),
      canEdit: actorCanEdit(actor, r.corporateAccountId),
    }),
  );
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
  const [r] = await withNames(
    db
      .select({
        ...listColumns,
        templateContent: t.templateContent,
        titleVariableKey: t.titleVariableKey,
        defaultHeaderId: t.defaultHeaderId,
        defaultFooterId: t.defaultFooterId,
        updatedAt: t.updatedAt,
      })
      .from(t)
      .$dynamic(),
  )
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
    titleVariableKey: r.titleVariableKey,
    defaultHeaderId: r.defaultHeaderId,
    defaultFooterId: r.defaultFooterId,
    defaultHeader,
    defaultFooter,
  };
}

/** Categories the form offers (the platform's for super_admin; linked and own for others) and active headers/footers in scope. */
export async function templateFormOptions(db: Db, actor: Actor): Promise<TemplateFormOptions> {
  const cats = isSuperAdmin(actor)
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(isNull(categories.corporateAccountId))
        .orderBy(asc(categories.name))
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
