import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import type { Actor } from "../../../domain/auth/permissions";
import { documentScope } from "../../../domain/documents/scope";
import { INSIGHT_TEXTS } from "../../../domain/insight/insight";
import { forbidden } from "../../platform/errors/app-error";

/**
 * The corporate screens' tenant: always the caller's own account (never a parameter), 403 without
 * one. `ownerOnly` is the user whose documents alone the caller may list (standard users, decision 0016):
 * counts are the account's, lists of documents follow the document visibility rule.
 */
export function corporateScope(actor: Actor): { accountId: string; ownerOnly: string | null } {
  if (!actor.accountId || actor.accountId === SYSTEM_ACCOUNT_ID) throw forbidden(INSIGHT_TEXTS.noAccount);
  const scope = documentScope(actor);
  return { accountId: actor.accountId, ownerOnly: scope.kind === "own" ? scope.userId : null };
}
