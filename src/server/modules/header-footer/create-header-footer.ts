import type { Actor } from "../../../domain/auth/permissions";
import { type HeaderFooterForm, type HeaderFooterItem, TEMPLATE_MESSAGES } from "../../../domain/templates/templates";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import type { Db } from "../../platform/db/client";
import { accountOfNewRow } from "../../platform/db/tenant-scope";
import { recordAudit } from "../audit";
import { columns, storedValues, summary, target, toItem } from "./header-footer-rows";

export async function createHeaderFooter(db: Db, actor: Actor, input: HeaderFooterForm): Promise<HeaderFooterItem> {
  const accountId = accountOfNewRow(actor, TEMPLATE_MESSAGES.noAccount);
  const values = await storedValues(db, input, accountId);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(hf)
      .values({ ...values, corporateAccountId: accountId, createdByUserId: actor.userId })
      .returning(columns);
    if (!created) throw new Error("header/footer not created");
    await recordAudit(tx, {
      actor,
      accountId,
      action: "header_footer.created",
      target: target(created.id),
      changes: summary(values),
    });
    return created;
  });
  return toItem(actor, row);
}
