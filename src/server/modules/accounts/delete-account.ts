import { and, eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/accounts";
import type { Actor } from "../../../domain/auth/permissions";
import { corporateAccounts, notSystemAccount } from "../../db/tables/accounts";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";

/** Permanent: templates, documents, settings and category links go with it; users lose their account. */
export async function deleteAccount(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(corporateAccounts)
      .where(and(eq(corporateAccounts.id, id), notSystemAccount))
      .returning({ name: corporateAccounts.name });
    if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
    // The trail outlives the account (no foreign key): its chain ends with this row.
    await recordAudit(tx, {
      actor,
      accountId: id,
      action: "account.deleted",
      target: { type: "account", id },
      changes: { name: row.name },
    });
  });
}
