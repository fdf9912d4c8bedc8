import { asc, isNull } from "drizzle-orm";
import { categories } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";

/** Every platform category, by name, for the selection modal (an account's own ones are never linked). */
export async function categoryOptions(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories)
    .where(isNull(categories.corporateAccountId))
    .orderBy(asc(categories.name));
}
