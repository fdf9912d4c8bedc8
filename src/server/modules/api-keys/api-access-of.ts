import type { Actor } from "../../../domain/auth/permissions";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { accountPlanFeatures } from "../plans";

/** The account of a corporate user and whether its plan has "Acesso à API". */
export async function apiAccessOf(db: Db | Tx, actor: Actor): Promise<{ enabled: boolean; planName: string | null }> {
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  const plan = await accountPlanFeatures(db, actor.accountId);
  return { enabled: plan?.features.api_access_enabled === true, planName: plan?.planName ?? null };
}
