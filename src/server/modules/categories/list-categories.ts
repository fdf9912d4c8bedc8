import { and, asc, ilike } from "drizzle-orm";
import type { Category } from "../../../domain/categories/categories";
import type { Page } from "../../../domain/shared/list";
import { categories } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { containsPattern } from "../../platform/db/sql-search";
import { columns, platformCategory, toCategory } from "./category-rows";

/** Categories ordered by name, name search, 10 per page, exact total. */
export async function listCategories(db: Db, query: { page: number; search?: string }): Promise<Page<Category>> {
  const where = and(platformCategory, query.search ? ilike(categories.name, containsPattern(query.search)) : undefined);
  return listSourcePage(
    db,
    query.page,
    { columns, source: categories, where, orderBy: [asc(categories.name), asc(categories.id)] },
    toCategory,
  );
}
