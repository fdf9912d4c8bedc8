import { z } from "zod";
import { AUTH_FIELD_MESSAGES as M, MIN_FULL_NAME_LENGTH, MIN_PASSWORD_LENGTH, SIMPLE_EMAIL_PATTERN } from "./rules";

// The messages and rules live in zod-free modules so the app shell and the login page can use them
// without loading zod (auth-rules.ts: the login and password-recovery forms validate with them).
export { AUTH_MESSAGES } from "./messages";
export { MIN_FULL_NAME_LENGTH, MIN_PASSWORD_LENGTH, SIMPLE_EMAIL_PATTERN } from "./rules";

/** Sign-up and reset-password (spec 1 §5, §8): the web's sign-up and reset forms and the API. */
export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .regex(SIMPLE_EMAIL_PATTERN, M.emailInvalid)
  .transform((v) => v.toLowerCase());

const passwordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, M.passwordTooShort);

export const signUpSchema = z
  .object({
    fullName: z
      .string({ error: "Nome é obrigatório" })
      .trim()
      .min(1, "Nome é obrigatório")
      .min(MIN_FULL_NAME_LENGTH, "Nome deve ter pelo menos 2 caracteres")
      .max(120, "Nome muito longo"),
    email: emailField,
    password: passwordField.max(128, "Senha muito longa"),
    confirmPassword: z.string({ error: "Confirme a senha" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "As senhas não coincidem",
    path: ["confirmPassword"],
  });
export type SignUpInput = z.input<typeof signUpSchema>;

// The login and password-recovery forms check with `checkLogin` / `checkForgotPassword` (auth-rules.ts),
// which agree with `emailField` (tests/auth/auth-rules.test.ts).

export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "As senhas não coincidem",
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
