import { asc } from "drizzle-orm";
import { categories } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";

/** Every category, by name, for the selection modal. */
export async function categoryOptions(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories)
    .orderBy(asc(categories.name));
}
