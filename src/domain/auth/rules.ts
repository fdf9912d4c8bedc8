/**
 * The rules and messages of the sign-in forms (spec 1 §5, §8) without Zod: the login and
 * password-recovery forms validate with these in the login page's chunk, which a visitor downloads
 * first and which stays free of Zod (issue 21 §18, decision 0031). The Zod schemas of
 * `auth-schemas.ts` (sign-up, reset, the API) are built on the same constants and messages, and
 * tests/auth/auth-rules.test.ts proves both answer alike.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_FULL_NAME_LENGTH = 2;

/** The "simple pattern" of spec 1 §5: something@something.something, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const AUTH_FIELD_MESSAGES = {
  emailRequired: "E-mail é obrigatório",
  emailInvalid: "E-mail inválido",
  passwordRequired: "Senha é obrigatória",
  passwordTooShort: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres`,
} as const;

/** A form's answer: its values as the API takes them, or a message per refused field. */
export type FormCheck<V extends Record<string, string>> =
  | { ok: true; values: V }
  | { ok: false; errors: Partial<Record<keyof V, string>> };

/** The e-mail as the API takes it (trimmed, lower case), or the message that refuses it. */
export function checkEmail(raw: string): { ok: true; value: string } | { ok: false; error: string } {
  const email = raw.trim();
  if (email.length === 0) return { ok: false, error: AUTH_FIELD_MESSAGES.emailRequired };
  if (!SIMPLE_EMAIL_PATTERN.test(email)) return { ok: false, error: AUTH_FIELD_MESSAGES.emailInvalid };
  return { ok: true, value: email.toLowerCase() };
}

/** The login form: an e-mail and any non-empty password (the server judges it). */
export function checkLogin(raw: { email: string; password: string }): FormCheck<{ email: string; password: string }> {
  const email = checkEmail(raw.email);
  const passwordError = raw.password.length === 0 ? AUTH_FIELD_MESSAGES.passwordRequired : undefined;
  if (email.ok && !passwordError) return { ok: true, values: { email: email.value, password: raw.password } };
  return { ok: false, errors: { email: email.ok ? undefined : email.error, password: passwordError } };
}

/** The password-recovery form: an e-mail. */
export function checkForgotPassword(raw: { email: string }): FormCheck<{ email: string }> {
  const email = checkEmail(raw.email);
  return email.ok ? { ok: true, values: { email: email.value } } : { ok: false, errors: { email: email.error } };
}
