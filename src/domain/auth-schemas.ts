import { z } from "zod";

// The messages live in a zod-free module so the app shell can use them without loading zod.
export { AUTH_MESSAGES } from "./auth-messages";

/** Sign-up, login and reset-password forms (spec 1 §5, §8); shared by the web forms and the API. */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_FULL_NAME_LENGTH = 2;

/** The "simple pattern" of spec 1 §5: something@something.something, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: "E-mail é obrigatório" })
  .trim()
  .min(1, "E-mail é obrigatório")
  .regex(SIMPLE_EMAIL_PATTERN, "E-mail inválido")
  .transform((v) => v.toLowerCase());

const passwordField = z
  .string({ error: "Senha é obrigatória" })
  .min(1, "Senha é obrigatória")
  .min(MIN_PASSWORD_LENGTH, "A senha deve ter pelo menos 6 caracteres");

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

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Senha é obrigatória"),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

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
