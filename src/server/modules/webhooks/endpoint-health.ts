import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_MESSAGES } from "../../../domain/webhooks/webhooks";
import { webhookEndpoints as endpoints } from "../../db/tables/webhooks";
import { rawRows } from "../../platform/db/raw-rows";
import type { Deps } from "../../platform/deps";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A success: the endpoint is healthy again, its failure streak forgotten. */
export async function markEndpointHealthy(deps: Pick<Deps, "db">, endpointId: string): Promise<void> {
  await deps.db.update(endpoints).set({ failingSince: null }).where(eq(endpoints.id, endpointId));
}

/**
 * A failure: the streak starts now unless it already had; an endpoint failing for
 * WEBHOOK_DISABLE_AFTER_DAYS is disabled (once: the update that disables it is the one that tells)
 * and the account's corporate admins get an e-mail.
 */
export async function markEndpointFailing(
  deps: Pick<Deps, "db" | "mailer" | "log" | "config">,
  endpointId: string,
  now: Date,
): Promise<void> {
  await deps.db
    .update(endpoints)
    .set({ failingSince: now })
    .where(and(eq(endpoints.id, endpointId), isNull(endpoints.failingSince)));
  const [disabled] = await deps.db
    .update(endpoints)
    .set({ enabled: false, disabledReason: WEBHOOK_MESSAGES.disabledReason, updatedAt: now })
    .where(
      and(
        eq(endpoints.id, endpointId),
        eq(endpoints.enabled, true),
        lte(endpoints.failingSince, new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_DAYS * DAY_MS)),
      ),
    )
    .returning({ url: endpoints.url, accountId: endpoints.corporateAccountId });
  if (disabled) await tellAdmins(deps, disabled.accountId, disabled.url);
}

/** The active corporate admins of the account (their e-mail addresses). */
async function corporateAdminEmails(deps: Pick<Deps, "db">, accountId: string): Promise<string[]> {
  const rows = await rawRows<{ email: string }>(
    deps.db,
    sql`select distinct u.email from users u
        join user_roles ur on ur.user_id = u.id and ur.is_active
        join roles r on r.id = ur.role_id and r.slug = 'corporate_admin'
        join user_metadata m on m.user_id = u.id and m.is_active
        where ur.corporate_account_id = ${accountId}`,
  );
  return rows.map((r) => r.email);
}

async function tellAdmins(deps: Pick<Deps, "db" | "mailer" | "log" | "config">, accountId: string, url: string) {
  const link = `${deps.config.appUrl}/corporate/settings/webhooks`;
  for (const to of await corporateAdminEmails(deps, accountId)) {
    await deps.mailer
      .send({
        to,
        subject: "Minuta: endpoint de webhook desativado",
        text:
          `O endpoint de webhook ${url} não respondeu com sucesso por ${WEBHOOK_DISABLE_AFTER_DAYS} dias ` +
          `e foi desativado. Nenhum evento novo será enviado a ele.\n\n` +
          `Corrija o endpoint e ative-o de novo em ${link}; as entregas que falharam podem ser reenviadas pelo registro de entregas.`,
      })
      .catch((err) => deps.log.error(`[webhooks] aviso de desativação para ${to}: ${String(err)}`));
  }
}
