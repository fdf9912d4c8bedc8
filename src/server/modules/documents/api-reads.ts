import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  API_V1_MESSAGES,
  type ApiDocumentListQuery,
  type ApiDocumentPage,
  type ApiTemplate,
} from "../../../domain/public-api/api-v1";
import { readVariables } from "../../../domain/templates/variables";
import { categories } from "../../db/tables/categories";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { documentTemplates as tpl } from "../../db/tables/templates";
import type { Db } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/errors/app-error";
import { type ListRow, listColumns, toListItem, withNames } from "./document-rows";
import { documentVisibleSql } from "./document-visibility";
import { cardColumns, templateUsableSql } from "./template-access";

/**
 * The public API's reads (issue 23): documents a page at a time by an opaque cursor (the last row's
 * creation time, exact to the microsecond as the database keeps it, and its id), and the usable
 * templates with their whole variable schema.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** timestamptz as PostgreSQL writes it as text (`2026-01-31 12:00:00.123456+00`). */
const PG_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString("base64url");

function decodeCursor(cursor: string): SQL {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!at || !id || !UUID.test(id) || !PG_TIMESTAMPTZ.test(at)) {
    throw new AppError("VALIDATION_ERROR", API_V1_MESSAGES.cursorInvalid, { cursor: API_V1_MESSAGES.cursorInvalid });
  }
  return sql`(${docs.createdAt}, ${docs.id}) < (${at}::timestamptz, ${id}::uuid)`;
}

export async function listDocumentsByCursor(
  db: Db,
  actor: Actor,
  query: ApiDocumentListQuery,
): Promise<ApiDocumentPage> {
  const where = and(
    documentVisibleSql(actor),
    query.status ? eq(docs.status, query.status) : undefined,
    query.templateId ? eq(docs.templateId, query.templateId) : undefined,
    query.createdFrom ? gte(docs.createdAt, new Date(query.createdFrom)) : undefined,
    query.createdTo ? lte(docs.createdAt, new Date(query.createdTo)) : undefined,
    query.cursor ? decodeCursor(query.cursor) : undefined,
  );
  const rows = (await withNames(
    db
      .select({ ...listColumns, cursorAt: sql<string>`${docs.createdAt}::text` })
      .from(docs)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(docs.createdAt), desc(docs.id))
    .limit(query.limit + 1)) as Array<ListRow & { cursorAt: string }>;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toListItem(actor, r)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

/** Usable templates (active, global or the account's, in a category of its plan) with their variables. */
export async function apiTemplates(db: Db, actor: Actor, templateId?: string): Promise<ApiTemplate[]> {
  const rows = await db
    .select(cardColumns)
    .from(tpl)
    .leftJoin(categories, eq(categories.id, tpl.categoryId))
    .where(and(templateUsableSql(actor), templateId ? eq(tpl.id, templateId) : undefined))
    .orderBy(asc(tpl.title))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
    corporateAccountId: r.corporateAccountId,
    variables: readVariables(r.variablesSchema),
  }));
}

/** One usable template; 404 for another account's, an inactive or an unknown one alike. */
export async function apiTemplate(db: Db, actor: Actor, templateId: string): Promise<ApiTemplate> {
  const [template] = await apiTemplates(db, actor, templateId);
  if (!template) throw notFound(API_V1_MESSAGES.templateNotFound);
  return template;
}
