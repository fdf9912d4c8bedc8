import { and, eq, ne, type SQL } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/system";
import { corporateAccounts } from "./schema";

/**
 * The one home of the system-account exclusion (issue 8 §4). The all-zero account is seeded, inactive and
 * used only as the super admins' settings scope: it is never listed, picked, linked, edited or deleted.
 */
export const notSystemAccount: SQL = ne(corporateAccounts.id, SYSTEM_ACCOUNT_ID);

/** Accounts users, categories and limits may be tied to: active and not the system account. */
export const activeCorporateAccount: SQL = and(eq(corporateAccounts.isActive, true), notSystemAccount) as SQL;

/** Whether an account id is the system account. */
export const isSystemAccount = (accountId: string | null | undefined): boolean => accountId === SYSTEM_ACCOUNT_ID;
