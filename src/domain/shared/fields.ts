import { z } from "zod";
import { safeText } from "./safe-text";

/**
 * A required text field as every form of the product reads it: trimmed; missing, empty or only
 * spaces answer `required`; longer than `max` answers `tooLong` (the pt-BR default of zod-config
 * when not given).
 */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  safeText(
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, tooLong ? { error: tooLong } : undefined),
  );

/** A URL typed by a user: absolute, http or https only, with a host. Checked before any request. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value.trim());
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A URL typed in a form: trimmed, at most 500 characters, http or https (isHttpUrl); `invalid` otherwise. */
export const httpUrlText = (invalid: string, tooLong?: string) =>
  z
    .string({ error: invalid })
    .trim()
    .max(500, tooLong ? { error: tooLong } : undefined)
    .refine(isHttpUrl, invalid);

/**
 * A closed set of values written once, with their pt-BR labels: the values are the labels' keys,
 * in order (for z.enum, check constraints and selects), so a value cannot lack its label.
 */
export function labelledValues<const L extends Record<string, string>>(labels: L) {
  type Value = Extract<keyof L, string>;
  return { values: Object.keys(labels) as [Value, ...Value[]], labels: labels as Readonly<Record<Value, string>> };
}

/** The search box of an admin list: trimmed, at most 100 characters, optional. */
export const listSearchText = z.string().trim().max(100).optional();

/** A record named by another one: `{ id, name }` (a category, an account, a user). */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });

/** A count the server answers (rows, uses, deliveries): a whole number. */
export const countSchema = z.number().int();
