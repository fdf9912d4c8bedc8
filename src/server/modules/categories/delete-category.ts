import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { CATEGORY_MESSAGES } from "../../../domain/categories/categories";
import { categories } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { audit, platformCategory, saving } from "./category-rows";

/** Permanent delete; a category used by templates fails with 23503 and the spec's message. */
export async function deleteCategory(db: Db, actor: Actor, id: string): Promise<void> {
  await saving(
    () =>
      db.transaction(async (tx) => {
        const deleted = await tx
          .delete(categories)
          .where(and(eq(categories.id, id), platformCategory))
          .returning({ id: categories.id });
        if (deleted.length === 0) throw notFound(CATEGORY_MESSAGES.notFound);
        await audit(tx, actor, "category.deleted", id);
      }),
    CATEGORY_MESSAGES.deleteError,
  );
}
