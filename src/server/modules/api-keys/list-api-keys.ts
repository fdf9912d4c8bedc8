import { desc } from "drizzle-orm";
import type { ApiKeyItem } from "../../../domain/api-keys/contract";
import type { Actor } from "../../../domain/auth/permissions";
import type { Page } from "../../../domain/shared/list";
import { apiKeys } from "../../db/tables/api-keys";
import type { Db } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
import { type Row, selectItems, toItem, visibleKeys } from "./api-key-rows";

export function listApiKeys(db: Db, actor: Actor, page: number): Promise<Page<ApiKeyItem>> {
  const where = visibleKeys(actor);
  return listPage(
    db,
    page,
    (limit, offset) =>
      selectItems(db, where).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(limit).offset(offset) as Promise<
        Row[]
      >,
    { source: apiKeys, where },
    toItem,
  );
}
