import { AUTH_MESSAGES } from "./messages";

/**
 * Better Auth's error codes → the Portuguese text a client sees (the spec's texts where spec 1 §8
 * names the case). The auth bridge answers these in the one error shape; the web keeps the codes.
 * Its own module: the login form needs it, the web's entry chunk does not.
 */
export const AUTH_ERROR_CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotConfirmed,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  PASSWORD_TOO_LONG: "Senha muito longa.",
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailTaken,
  EMAIL_TAKEN: AUTH_MESSAGES.emailTaken,
  INVALID_TOKEN: AUTH_MESSAGES.invalidLink,
  TOKEN_EXPIRED: AUTH_MESSAGES.invalidLink,
  TOO_MANY_REQUESTS: AUTH_MESSAGES.tooManyRequests,
  USER_INACTIVE: "Usuário inativo. Entre em contato com o administrador.",
  USER_NOT_FOUND: "Usuário não encontrado.",
  INVALID_USER: "Usuário não encontrado.",
  USER_EMAIL_NOT_FOUND: "Usuário não encontrado.",
  INVALID_PASSWORD: "Senha inválida.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Conta não encontrada.",
  ACCOUNT_NOT_FOUND: "Conta não encontrada.",
  EMAIL_ALREADY_VERIFIED: "Este e-mail já foi confirmado.",
  EMAIL_MISMATCH: "O e-mail não confere.",
  EMAIL_CAN_NOT_BE_UPDATED: "O e-mail não pode ser alterado.",
  CHANGE_EMAIL_DISABLED: "O e-mail não pode ser alterado.",
  VERIFICATION_EMAIL_NOT_ENABLED: AUTH_MESSAGES.resendUnavailable,
  SESSION_EXPIRED: "Sessão expirada. Entre novamente para continuar.",
  SESSION_NOT_FRESH: "Sessão expirada. Entre novamente para continuar.",
  INVALID_ORIGIN: "Origem da requisição não permitida.",
  MISSING_OR_NULL_ORIGIN: "Origem da requisição não permitida.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Origem da requisição não permitida.",
  INVALID_CALLBACK_URL: "Endereço de retorno inválido.",
  INVALID_REDIRECT_URL: "Endereço de retorno inválido.",
  INVALID_ERROR_CALLBACK_URL: "Endereço de retorno inválido.",
  INVALID_NEW_USER_CALLBACK_URL: "Endereço de retorno inválido.",
  CALLBACK_URL_REQUIRED: "Endereço de retorno inválido.",
  VALIDATION_ERROR: "Dados inválidos fornecidos",
  MISSING_FIELD: "Dados inválidos fornecidos",
  FIELD_NOT_ALLOWED: "Dados inválidos fornecidos",
  BODY_MUST_BE_AN_OBJECT: "Dados inválidos fornecidos",
};
