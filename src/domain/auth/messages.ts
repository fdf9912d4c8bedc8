import { NETWORK_ERROR_MESSAGE } from "../shared/network-message";

/** Portuguese texts of spec 1 §8 for the auth flows. */
export const AUTH_MESSAGES = {
  emailNotConfirmed:
    "Seu email ainda não foi confirmado. Entre em contato com o suporte ou administrador para ativar sua conta.",
  resendUnavailable:
    "O serviço de email está temporariamente indisponível. Por favor, entre em contato com o suporte para ativar sua conta manualmente.",
  resendSuccess: "E-mail de confirmação reenviado com sucesso! Verifique sua caixa de entrada e spam.",
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
  network: NETWORK_ERROR_MESSAGE,
} as const;
