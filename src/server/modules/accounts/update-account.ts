import { and, eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES, type AccountFormOutput } from "../../../domain/accounts/accounts";
import type { Actor } from "../../../domain/auth/permissions";
import { corporateAccounts, notSystemAccount } from "../../db/tables/accounts";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import type { Secrets } from "../../platform/secrets/secrets";
import { recordAudit } from "../audit";
import { accountValues, checkPlan, mapSaveError, saveRelations } from "./account-save";
import { getAccount } from "./get-account";

export async function updateAccount(db: Db, secrets: Secrets, actor: Actor, id: string, input: AccountFormOutput) {
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ planId: corporateAccounts.planId })
        .from(corporateAccounts)
        .where(and(eq(corporateAccounts.id, id), notSystemAccount))
        .for("update")
        .limit(1);
      if (!current) throw notFound(ACCOUNT_MESSAGES.notFound);
      await checkPlan(tx, input.planId, current.planId);
      await tx
        .update(corporateAccounts)
        .set(accountValues(input))
        .where(and(eq(corporateAccounts.id, id), notSystemAccount));
      await saveRelations(tx, secrets, actor, id, input);
      const plan =
        current.planId === (input.planId ?? null) ? {} : { planId: { from: current.planId, to: input.planId ?? null } };
      await recordAudit(tx, {
        actor,
        accountId: id,
        action: "account.updated",
        target: { type: "account", id },
        changes: { name: input.name, ...plan },
      });
    })
    .catch(mapSaveError);
  return getAccount(db, secrets, id);
}
