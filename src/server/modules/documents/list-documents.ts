import { and, desc, eq, ilike, isNotNull, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { DocumentListItem } from "../../../domain/documents/views";
import { PAGE_SIZE, type Page, pageOffset } from "../../../domain/shared/list";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Db } from "../../platform/db/client";
import { type ListRow, listColumns, toListItem, withNames } from "./document-rows";
import { documentVisibleSql } from "./document-visibility";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list (spec 3 §2, §7): visible documents, newest first, exact total, title contains, status equals, made from a template or an uploaded PDF. */
export async function listDocuments(
  db: Db,
  actor: Actor,
  query: { page: number; title?: string; status?: string; source?: string },
): Promise<Page<DocumentListItem>> {
  const status = query.status && query.status !== "all" ? query.status : undefined;
  const where = and(
    documentVisibleSql(actor),
    query.title ? ilike(docs.title, `%${escapeLike(query.title)}%`) : undefined,
    status ? eq(docs.status, status) : undefined,
    query.source === "pdf"
      ? isNotNull(docs.sourceFileId)
      : query.source === "template"
        ? isNull(docs.sourceFileId)
        : undefined,
  );
  const [rows, [count]] = await Promise.all([
    withNames(db.select(listColumns).from(docs).$dynamic())
      .where(where)
      .orderBy(desc(docs.createdAt), desc(docs.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: sql<number>`count(*)::int` }).from(docs).where(where),
  ]);
  return {
    items: (rows as ListRow[]).map((r) => toListItem(actor, r)),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
