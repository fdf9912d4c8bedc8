import { ACCOUNT_MESSAGES, type AccountFormOutput } from "../../../domain/accounts/accounts";
import type { Actor } from "../../../domain/auth/permissions";
import { corporateAccounts } from "../../db/tables/accounts";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import type { Secrets } from "../../platform/secrets/secrets";
import { recordAudit } from "../audit";
import { accountValues, checkPlan, mapSaveError, saveRelations } from "./account-save";
import { getAccount } from "./get-account";

export async function createCorporateAccount(db: Db, secrets: Secrets, actor: Actor, input: AccountFormOutput) {
  const id = await db
    .transaction(async (tx) => {
      await checkPlan(tx, input.planId, null);
      const [row] = await tx
        .insert(corporateAccounts)
        .values(accountValues(input))
        .returning({ id: corporateAccounts.id });
      if (!row) throw new AppError("SAVE_FAILED", ACCOUNT_MESSAGES.saveError);
      await saveRelations(tx, secrets, actor, row.id, input);
      await recordAudit(tx, {
        actor,
        accountId: row.id,
        action: "account.created",
        target: { type: "account", id: row.id },
        changes: { name: input.name, planId: input.planId ?? null },
      });
      return row.id;
    })
    .catch(mapSaveError);
  return getAccount(db, secrets, id);
}
