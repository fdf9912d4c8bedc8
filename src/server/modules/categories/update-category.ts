import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { Category, CategoryFormData } from "../../../domain/categories/categories";
import { CATEGORY_MESSAGES } from "../../../domain/categories/categories";
import { categories } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { audit, getCategory, platformCategory, saving } from "./category-rows";

export async function updateCategory(db: Db, actor: Actor, id: string, input: CategoryFormData): Promise<Category> {
  return saving(async () => {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(categories)
        .set(input)
        .where(and(eq(categories.id, id), platformCategory))
        .returning({ id: categories.id });
      if (updated.length === 0) throw notFound(CATEGORY_MESSAGES.notFound);
      await audit(tx, actor, "category.updated", id, input);
    });
    return getCategory(db, id);
  }, CATEGORY_MESSAGES.saveError);
}
