import type { Actor } from "../../../domain/auth/permissions";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import type { Db } from "../../platform/db/client";
import { deleteEditableRow } from "../../platform/db/tenant-scope";
import { recordAudit } from "../audit";
import { denialMessages, target } from "./header-footer-rows";

export const deleteHeaderFooter = async (db: Db, actor: Actor, id: string): Promise<void> => {
  await db.transaction(async (tx) => {
    const accountId = await deleteEditableRow(tx, actor, hf, id, denialMessages);
    await recordAudit(tx, { actor, accountId, action: "header_footer.deleted", target: target(id) });
  });
};
