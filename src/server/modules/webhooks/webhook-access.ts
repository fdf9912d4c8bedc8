import { WEBHOOK_MESSAGES } from "../../../domain/webhooks/webhooks";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { accountPlanFeatures } from "../plans";

/** Whether the account's plan has "Acesso à API" (webhooks come with it). */
export async function webhookAccessOf(db: Db | Tx, accountId: string) {
  const plan = await accountPlanFeatures(db, accountId);
  return { enabled: plan?.features.api_access_enabled === true, planName: plan?.planName ?? null };
}

export async function assertWebhookAccess(db: Db | Tx, accountId: string): Promise<void> {
  if (!(await webhookAccessOf(db, accountId)).enabled)
    throw new AppError("PLAN_FEATURE_DISABLED", WEBHOOK_MESSAGES.planFeature);
}
