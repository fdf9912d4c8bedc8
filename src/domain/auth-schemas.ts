import { z } from "zod";

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

/** Portuguese texts of spec 1 §8 for the auth flows. */
export const AUTH_MESSAGES = {
  emailNotConfirmed:
    "Seu email ainda não foi confirmado. Entre em contato com o suporte ou administrador para ativar sua conta.",
  resendUnavailable:
    "O serviço de email está temporariamente indisponível. Por favor, entre em contato com o suporte para ativar sua conta manualmente.",
  resendSuccess: "Email de confirmação reenviado com sucesso! Verifique sua caixa de entrada e spam.",
  resendErrorPrefix: "Erro ao reenviar email: ",
  emailTaken: "Este e-mail já está cadastrado. Tente fazer login ou use outro e-mail.",
  invalidEmail: "E-mail inválido. Verifique o formato do e-mail.",
  weakPassword: "Senha muito fraca. Use pelo menos 6 caracteres com letras e números.",
  signUpFailed: "Erro ao criar conta. Tente novamente.",
  unexpected: "Erro inesperado. Tente novamente mais tarde.",
  invalidLink: "Link de confirmação inválido ou expirado. Por favor, solicite um novo link de confirmação.",
  resetFailed: "Erro ao redefinir senha",
  invalidCredentials: "E-mail ou senha inválidos.",
  tooManyRequests: "Muitas tentativas. Aguarde um minuto e tente novamente.",
  network: "Erro de conexão. Verifique sua internet e tente novamente.",
} as const;
