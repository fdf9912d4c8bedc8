import { asc } from "drizzle-orm";
import type { ReportAccounts } from "../../../domain/insight/insight";
import { corporateAccounts } from "../../db/tables/accounts";
import type { Db } from "../../platform/db/client";
import { activeCorporateAccount } from "../accounts";

/** The admin report's account filter: every active corporate account, by name (spec 3 §2). */
export async function reportAccounts(db: Db): Promise<ReportAccounts> {
  const accounts = await db
    .select({ id: corporateAccounts.id, name: corporateAccounts.name })
    .from(corporateAccounts)
    .where(activeCorporateAccount)
    .orderBy(asc(corporateAccounts.name), asc(corporateAccounts.id));
  return { accounts };
}
