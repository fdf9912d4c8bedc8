import { and, count, eq, or } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  HEADER_FOOTER_MESSAGES,
  type HeaderFooterForm,
  type HeaderFooterItem,
} from "../../../domain/templates/templates";
import { headerFooterTemplates as hf } from "../../db/tables/header-footer";
import { documentTemplates } from "../../db/tables/templates";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { denial, editableHeaderFooter, storedValues, summary, toItem, updateEditable } from "./header-footer-rows";

export async function updateHeaderFooter(
  db: Db,
  actor: Actor,
  id: string,
  input: HeaderFooterForm,
): Promise<HeaderFooterItem> {
  const row = await db.transaction(async (tx) => {
    // Locked: a template taking it as its default (the FK check) waits for this change.
    const [current] = await tx
      .select({ corporateAccountId: hf.corporateAccountId, type: hf.type })
      .from(hf)
      .where(and(eq(hf.id, id), editableHeaderFooter(actor)))
      .for("update");
    if (!current) return null;
    const values = await storedValues(tx, input, current.corporateAccountId);
    const typeChanged = values.type !== current.type;
    if (typeChanged) {
      // A template's default header must stay a header (and a footer a footer).
      const [used] = await tx
        .select({ n: count() })
        .from(documentTemplates)
        .where(or(eq(documentTemplates.defaultHeaderId, id), eq(documentTemplates.defaultFooterId, id)));
      const templates = Number(used?.n ?? 0);
      if (templates > 0) {
        throw new AppError("HEADER_FOOTER_IN_USE", HEADER_FOOTER_MESSAGES.typeInUse(templates));
      }
    }
    return updateEditable(
      tx,
      actor,
      id,
      // A default moved to the other type would make two defaults there, and an inactive one is no default.
      { ...values, ...(typeChanged || !values.isActive ? { isDefault: false } : {}) },
      { accountId: current.corporateAccountId, changes: summary(values) },
    );
  });
  if (!row) throw await denial(db, actor, id);
  return toItem(actor, row);
}
