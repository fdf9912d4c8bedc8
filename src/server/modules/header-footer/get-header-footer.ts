import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { HEADER_FOOTER_MESSAGES, type HeaderFooterItem } from "../../../domain/templates/templates";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import type { Db } from "../../platform/db/client";
import { oneRowOr404 } from "../../platform/db/one-row";
import { columns, toItem, visibleHeaderFooter } from "./header-footer-rows";

export async function getHeaderFooter(db: Db, actor: Actor, id: string): Promise<HeaderFooterItem> {
  const where = and(eq(hf.id, id), visibleHeaderFooter(actor));
  const row = await oneRowOr404(db, { columns, source: hf, where }, HEADER_FOOTER_MESSAGES.notFound);
  return toItem(actor, row);
}
