import { desc } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { HeaderFooterItem } from "../../../domain/templates/templates";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import type { Db } from "../../platform/db/client";
import { columns, toItem, visibleHeaderFooter } from "./header-footer-rows";

export async function listHeaderFooters(db: Db, actor: Actor): Promise<HeaderFooterItem[]> {
  const rows = await db
    .select(columns)
    .from(hf)
    .where(visibleHeaderFooter(actor))
    .orderBy(desc(hf.createdAt))
    .limit(500);
  return rows.map((r) => toItem(actor, r));
}
