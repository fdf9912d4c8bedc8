import { z } from "zod";
import { SIMPLE_EMAIL_PATTERN } from "../auth/schemas";
import { ACCESS_DENIED_MESSAGES } from "../shared/access-messages";
import { isBrazilianE164, phoneDigits } from "../shared/brazil";
import { httpUrlText, isHttpUrl, requiredText } from "../shared/fields";

/** SMTP, WhatsApp and e-signature settings (spec 2 §2.9–§2.12, §5, §8). */

/** The ZapSign webhook token's minimum length: it is the only thing that authenticates the provider's calls. */
export const WEBHOOK_TOKEN_MIN_LENGTH = 24;

export const SETTINGS_MESSAGES = {
  saved: "Configurações salvas com sucesso!",
  smtpSaved: "Configuração SMTP salva com sucesso!",
  whatsappSaved: "Configuração WhatsApp salva com sucesso!",
  smtpSaveError: "Erro ao salvar configuração SMTP",
  whatsappSaveError: "Erro ao salvar configuração WhatsApp",
  smtpTestError: "Erro ao testar SMTP. Verifique as configurações.",
  whatsappTestError: "Erro ao testar WhatsApp. Verifique as configurações.",
  noAccount: "Conta corporativa não identificada",
  smtpNeedsSave: "Salvar a configuração SMTP antes de testar",
  whatsappNeedsSave: "Salvar a configuração WhatsApp antes de testar",
  smtpSaveAgain:
    "Não foi possível ler a senha SMTP salva (a chave de criptografia do servidor mudou). Salve a configuração SMTP novamente, informando a senha, antes de testar.",
  whatsappSaveAgain:
    "Não foi possível ler a chave da API do WhatsApp salva (a chave de criptografia do servidor mudou). Salve a configuração WhatsApp novamente, informando a chave, antes de testar.",
  testEmailRequired: "Digite um email para teste",
  testPhoneRequired: "Digite um número de telefone para teste",
  testPhoneFormat: "Informe o número com código do país e DDD, ex.: 5511999999999 (13 dígitos)",
  hostRequired: "Host é obrigatório",
  portInvalid: "Porta inválida",
  usernameRequired: "Usuário é obrigatório",
  passwordRequired: "Senha é obrigatória",
  fromEmailRequired: "E-mail do remetente é obrigatório",
  fromEmailInvalid: "E-mail do remetente inválido",
  fromNameRequired: "Nome do remetente é obrigatório",
  emailInvalid: "E-mail inválido",
  apiUrlInvalid: "URL inválida",
  apiKeyRequired: "Chave da API é obrigatória",
  instanceRequired: "Nome da instância é obrigatório",
  systemNotice:
    "Configuração global do sistema: como Super Administrador, você está editando a configuração da conta do sistema, usada quando nenhuma conta corporativa se aplica.",
  esignDenied: ACCESS_DENIED_MESSAGES.systemSettings,
  esignLoadError: "Erro ao carregar configurações do ZapSign.",
  esignSaveError: "Erro ao salvar configurações do ZapSign.",
  esignKeyMissing: "Chave de API não configurada. Preencha a chave de API antes de testar.",
  esignConnectionFailed: "Falha na conexão. Verifique se a chave de API está correta.",
  webhookUrlInvalid: "URL do webhook inválida. Use um endereço completo começando com http:// ou https://",
  webhookTokenRequired: "Informe o token do webhook antes de testar.",
  secretForNewAddress: "Para usar um endereço diferente do salvo, digite a senha/chave/token novamente.",
  headerSecretInvalid: "Use apenas letras, números e símbolos, sem espaços nem acentos.",
  webhookTokenTooShort: `O token do webhook deve ter pelo menos ${WEBHOOK_TOKEN_MIN_LENGTH} caracteres.`,
  webhookErrorPrefix: "Erro ao testar webhook: ",
} as const;

const required = (message: string, max = 255) => requiredText(message, max, "Texto muito longo");

/** An e-mail address typed in a settings form: trimmed; `required` when blank, `invalid` when not an address. */
const requiredEmail = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).regex(SIMPLE_EMAIL_PATTERN, invalid).max(254);

export const smtpSettingsSchema = z.object({
  host: required(SETTINGS_MESSAGES.hostRequired),
  port: z
    .number({ error: SETTINGS_MESSAGES.portInvalid })
    .int(SETTINGS_MESSAGES.portInvalid)
    .min(1, SETTINGS_MESSAGES.portInvalid)
    .max(65535, SETTINGS_MESSAGES.portInvalid),
  username: required(SETTINGS_MESSAGES.usernameRequired),
  /** Blank keeps the stored password (required when none is stored: checked by the server). */
  password: z.string().max(500).optional().default(""),
  fromEmail: requiredEmail(SETTINGS_MESSAGES.fromEmailRequired, SETTINGS_MESSAGES.fromEmailInvalid),
  fromName: required(SETTINGS_MESSAGES.fromNameRequired),
  secure: z.boolean().default(true),
  isActive: z.boolean().default(true),
});
export type SmtpSettingsInput = z.input<typeof smtpSettingsSchema>;

export const whatsappSettingsSchema = z.object({
  apiUrl: httpUrlText(SETTINGS_MESSAGES.apiUrlInvalid),
  /** Blank keeps the stored key (required when none is stored: checked by the server). */
  apiKey: z.string().trim().max(500).optional().default(""),
  instanceName: required(SETTINGS_MESSAGES.instanceRequired, 200),
  isActive: z.boolean().default(true),
});
export type WhatsappSettingsInput = z.input<typeof whatsappSettingsSchema>;

/** Which account the settings screens work on, and whether it is the all-zero system account. */
const settingsScope = {
  accountId: z.string(),
  accountName: z.string(),
  isSystemAccount: z.boolean(),
};

/** How every stored configuration view ends: whether it is on, and when it was last saved. */
const storedConfigState = { isActive: z.boolean(), updatedAt: z.string() };

/**
 * A stored secret as the browser sees it: `<name>Set`, whether one is stored, and `<name>Masked`, a
 * hint of it (maskSecret on the server); never the secret itself.
 */
const maskedSecret = <Name extends string>(name: Name) =>
  ({ [`${name}Set`]: z.boolean(), [`${name}Masked`]: z.string() }) as Record<`${Name}Set`, z.ZodBoolean> &
    Record<`${Name}Masked`, z.ZodString>;

/** A settings screen's answer: the account it works on and its stored configuration (null before the first save). */
const settingsView = <Config extends z.ZodType>(config: Config) =>
  z.object({ ...settingsScope, config: config.nullable() });

/** A stored SMTP configuration as the browser sees it: the password only as "is set". */
export const smtpConfigViewSchema = z.object({
  host: z.string(),
  port: z.number(),
  username: z.string().nullable(),
  passwordSet: z.boolean(),
  fromEmail: z.string(),
  fromName: z.string().nullable(),
  secure: z.boolean(),
  ...storedConfigState,
});

export const smtpSettingsViewSchema = settingsView(smtpConfigViewSchema);
export type SmtpSettingsView = z.infer<typeof smtpSettingsViewSchema>;

/** A stored WhatsApp configuration as the browser sees it: the key only masked. */
export const whatsappConfigViewSchema = z.object({
  apiUrl: z.string(),
  ...maskedSecret("apiKey"),
  instanceName: z.string(),
  ...storedConfigState,
});

export const whatsappSettingsViewSchema = settingsView(whatsappConfigViewSchema);
export type WhatsappSettingsView = z.infer<typeof whatsappSettingsViewSchema>;

export const smtpTestSchema = z.object({
  to: requiredEmail(SETTINGS_MESSAGES.testEmailRequired, SETTINGS_MESSAGES.emailInvalid),
});

export const whatsappTestSchema = z.object({
  phone: z
    .string({ error: SETTINGS_MESSAGES.testPhoneRequired })
    .trim()
    .min(1, { error: SETTINGS_MESSAGES.testPhoneRequired, abort: true })
    .refine((v) => isBrazilianE164(v), SETTINGS_MESSAGES.testPhoneFormat)
    .transform(phoneDigits),
  message: z.string().trim().max(1000).optional(),
});

/** The answer of every test action. */
export const testResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export type TestResult = z.infer<typeof testResultSchema>;

/** E-signature provider settings (system_settings row "zapsign"). */
export const ESIGN_SETTINGS_KEY = "zapsign";
export const ESIGN_WEBHOOK_PATH = "/api/webhooks/zapsign";
/** The header ZapSign must send with the webhook token (configured as a static header in its panel). */
export const ESIGN_WEBHOOK_TOKEN_HEADER = "X-Webhook-Token";

const optionalWebhookUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === "" || isHttpUrl(v), SETTINGS_MESSAGES.webhookUrlInvalid)
  .optional()
  .default("");

/**
 * A provider key or webhook token travels in an HTTP header: only visible ASCII fits there (a space,
 * an accent or a control character would fail before any connection), so it is refused as input.
 */
const headerSecret = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^[\x21-\x7E]*$/.test(v), SETTINGS_MESSAGES.headerSecretInvalid)
  .optional()
  .default("");

/**
 * A PUT replaces the settings, so every field is required: a body missing fields is refused instead
 * of silently resetting stored values to defaults. Only the secrets may be blank ("keep the stored one").
 */
export const esignSettingsSchema = z.object({
  /** Blank keeps the stored key. */
  apiKey: headerSecret,
  sandboxMode: z.boolean(),
  enableSecurityVerifications: z.boolean(),
  webhookUrl: optionalWebhookUrl.unwrap().unwrap(),
  /** Blank keeps the stored token; a new one has at least 24 characters (it is the webhook's only credential). */
  webhookToken: headerSecret.refine(
    (v) => v === "" || v.length >= WEBHOOK_TOKEN_MIN_LENGTH,
    SETTINGS_MESSAGES.webhookTokenTooShort,
  ),
});
export type EsignSettingsInput = z.input<typeof esignSettingsSchema>;

export const esignSettingsViewSchema = z.object({
  ...maskedSecret("apiKey"),
  sandboxMode: z.boolean(),
  enableSecurityVerifications: z.boolean(),
  webhookUrl: z.string(),
  ...maskedSecret("webhookToken"),
  /** This server's public webhook address, to paste in the provider's panel. */
  providerWebhookUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type EsignSettingsView = z.infer<typeof esignSettingsViewSchema>;

export const esignConnectionTestSchema = z.object({
  /** Blank uses the stored key. */
  apiKey: headerSecret,
  sandboxMode: z.boolean().default(true),
});

export const esignWebhookTestSchema = z.object({
  webhookUrl: httpUrlText(SETTINGS_MESSAGES.webhookUrlInvalid),
  /** Blank uses the stored token. */
  webhookToken: headerSecret,
});
