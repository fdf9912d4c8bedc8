import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";

/** A person's addresses, as data-subject requests look them up (issue 27). */
export interface PersonAddresses {
  email: string | null;
  phone: string | null;
}

/**
 * Whether a stored address (an e-mail or a phone, as the column holds either) is one of the person's:
 * the e-mail case-insensitively, the phone by its digits (at least 8, so a blank or a short code never
 * matches everyone). Never true when the person has neither.
 */
export function addressedTo(column: AnyColumn, person: PersonAddresses): SQL {
  const digits = person.phone?.replace(/\D/g, "") ?? "";
  return (
    or(
      person.email ? sql`lower(${column}) = lower(${person.email})` : undefined,
      digits.length >= 8 ? sql`regexp_replace(${column}, '\\D', '', 'g') = ${digits}` : undefined,
    ) ?? sql`false`
  );
}
