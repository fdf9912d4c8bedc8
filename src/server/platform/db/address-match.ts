import { type AnyColumn, eq, isNull, or, type SQL, sql } from "drizzle-orm";

/** A person's addresses, as data-subject requests look them up (issue 27). */
export interface PersonAddresses {
  email: string | null;
  phone: string | null;
}

/**
 * Whether a stored address (an e-mail or a phone, as the column holds either) is one of the person's:
 * the e-mail case-insensitively, the phone by its last 10–11 digits (DDD and number, so "(11) 98765-4321"
 * and "+5511987654321" are the same phone; fewer than 10 digits never match). Never true when the person has neither.
 */
export function addressedTo(column: AnyColumn, person: PersonAddresses): SQL {
  const digits = (person.phone?.replace(/\D/g, "") ?? "").slice(-11);
  return (
    or(
      person.email ? sql`lower(${column}) = lower(${person.email})` : undefined,
      digits.length >= 10
        ? sql`right(regexp_replace(${column}, '\\D', '', 'g'), ${digits.length}) = ${digits}`
        : undefined,
    ) ?? sql`false`
  );
}

/**
 * The row belongs to `accountId` (null: to no account). What a data-subject request reaches of a person
 * is always inside one account, in the same `where` as the address (decision 0041).
 */
export function inAccount(column: AnyColumn, accountId: string | null): SQL {
  return accountId === null ? isNull(column) : eq(column, accountId);
}
