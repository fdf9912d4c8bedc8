import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import type { Actor } from "../../../domain/auth/permissions";
import { HEADER_FOOTER_MESSAGES, type HeaderFooterItem } from "../../../domain/templates/templates";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { throwDbError } from "../../platform/errors/db-errors";
import { denial, editableHeaderFooter, toItem, updateEditable } from "./header-footer-rows";

/**
 * "Definir Padrão" (spec 2 §2.3): in one transaction, clear the default of the same type and scope,
 * then set it here. A transaction-scoped advisory lock serializes concurrent requests on one scope;
 * the partial unique index hf_one_default_per_scope is the backstop (a lost race answers 409).
 */
export async function setDefaultHeaderFooter(db: Db, actor: Actor, id: string): Promise<HeaderFooterItem> {
  try {
    const row = await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ type: hf.type, corporateAccountId: hf.corporateAccountId, isActive: hf.isActive })
        .from(hf)
        .where(and(eq(hf.id, id), editableHeaderFooter(actor)))
        .limit(1);
      if (!target) return null;
      // An inactive template is never offered in forms, so it must not be the default either.
      if (!target.isActive) throw new AppError("INACTIVE_TEMPLATE", HEADER_FOOTER_MESSAGES.inactiveDefault);
      const scope = target.corporateAccountId ?? SYSTEM_ACCOUNT_ID;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hf_default:${target.type}:${scope}`}))`);
      const sameScope = target.corporateAccountId
        ? eq(hf.corporateAccountId, target.corporateAccountId)
        : isNull(hf.corporateAccountId);
      await tx
        .update(hf)
        .set({ isDefault: false })
        .where(and(eq(hf.type, target.type), sameScope, eq(hf.isDefault, true), ne(hf.id, id)));
      return updateEditable(
        tx,
        actor,
        id,
        { isDefault: true },
        { accountId: target.corporateAccountId, changes: { isDefault: true } },
      );
    });
    if (!row) throw await denial(db, actor, id);
    return toItem(actor, row);
  } catch (err) {
    return throwDbError(err, { unique: { message: HEADER_FOOTER_MESSAGES.defaultError } });
  }
}
