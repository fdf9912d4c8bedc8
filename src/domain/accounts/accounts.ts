import { z } from "zod";
import { SIMPLE_EMAIL_PATTERN } from "../auth/schemas";
import { smtpConfigViewSchema, whatsappConfigViewSchema } from "../settings/settings";
import { ACCESS_DENIED_MESSAGES } from "../shared/access-messages";
import { formatCnpj, isValidCnpj } from "../shared/brazil";
import { countSchema, isHttpUrl, labelledValues, listSearchText, requiredText } from "../shared/fields";
import { pageQuerySchema } from "../shared/list";

/** Corporate accounts (spec 2 §2.6, §2.7, §4, §5, §8). */
export const { values: SUBSCRIPTION_STATUSES, labels: SUBSCRIPTION_STATUS_LABELS } = labelledValues({
  free_trial: "Teste Gratuito",
  trial: "Período de Teste",
  active: "Ativa",
  paused: "Pausada",
  canceled: "Cancelada",
  expired: "Expirada",
});
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Hints under the account form's fields. */
export const ACCOUNT_FORM_HINTS = {
  subscriptionStart:
    "Usada no cálculo da receita: uma assinatura ativa conta a partir deste mês. Sem data, conta desde a criação da conta.",
} as const;

export const ACCOUNT_MESSAGES = {
  nameRequired: "Nome é obrigatório",
  emailInvalid: "E-mail inválido",
  cnpjInvalid: "CNPJ inválido",
  urlInvalid: "URL inválida",
  portInvalid: "Porta deve ser um número",
  dateInvalid: "Data inválida",
  smtpHostRequired: "Host SMTP é obrigatório",
  smtpFromRequired: "E-mail do remetente é obrigatório",
  whatsappKeyRequired: "Chave da API é obrigatória",
  whatsappInstanceRequired: "Nome da instância é obrigatório",
  planInvalid: "Plano inválido ou inativo",
  categoryInvalid: "Categoria inválida",
  listError: "Erro ao carregar contas corporativas. Tente novamente.",
  saveError: "Erro ao salvar conta corporativa. Tente novamente.",
  loadError: "Erro ao carregar dados da conta.",
  categoriesError: "Erro ao salvar categorias. Tente novamente.",
  deleteError: "Erro ao excluir conta corporativa. Tente novamente.",
  notFound: "Conta corporativa não encontrada.",
  denied: ACCESS_DENIED_MESSAGES.accounts,
  formDenied: ACCESS_DENIED_MESSAGES.accountForm,
  deleteWarning:
    "Esta ação não pode ser desfeita. A conta e todos os dados vinculados serão excluídos, afetando todos os usuários desta conta.",
  saved: "Conta corporativa salva com sucesso!",
} as const;

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalText = (max = 300) =>
  z.preprocess(blankToNull, z.string().trim().max(max, "Texto muito longo").nullable().optional());

/** "" → null; "2025-01-31" or an ISO timestamp → "2025-01-31". */
/** "YYYY-MM-DD" naming a day that exists (2025-02-30 does not; JavaScript's Date would roll it over). */
export function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const dateField = z.preprocess(
  (v) => {
    const b = blankToNull(v);
    return typeof b === "string" && /^\d{4}-\d{2}-\d{2}T/.test(b) ? b.slice(0, 10) : b;
  },
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ACCOUNT_MESSAGES.dateInvalid)
    .refine(isCalendarDate, ACCOUNT_MESSAGES.dateInvalid)
    .nullable()
    .optional(),
);

const portField = z.preprocess((v) => {
  if (v === "" || v === null || v === undefined || (typeof v === "number" && Number.isNaN(v))) return null;
  if (typeof v === "string" && /^\s*\d+\s*$/.test(v)) return Number(v);
  return v;
}, z
  .number({ error: ACCOUNT_MESSAGES.portInvalid })
  .int(ACCOUNT_MESSAGES.portInvalid)
  .min(1, ACCOUNT_MESSAGES.portInvalid)
  .max(65535, ACCOUNT_MESSAGES.portInvalid)
  .nullable());

const optionalEmail = z.preprocess(
  blankToNull,
  z.string().trim().regex(SIMPLE_EMAIL_PATTERN, ACCOUNT_MESSAGES.emailInvalid).max(254).nullable().optional(),
);

/** The SMTP section of the account form: stored only if any field is filled (port and SSL aside). */
export const accountSmtpSchema = z.object({
  host: optionalText(255),
  port: portField.optional(),
  username: optionalText(255),
  /** Blank keeps the stored password. */
  password: z.string().max(500).optional().default(""),
  fromEmail: optionalEmail,
  fromName: optionalText(255),
  secure: z.boolean().default(true),
});

/** The WhatsApp section: stored only if any field is filled. */
export const accountWhatsappSchema = z.object({
  apiUrl: z.preprocess(
    blankToNull,
    z.string().trim().max(500).refine(isHttpUrl, ACCOUNT_MESSAGES.urlInvalid).nullable().optional(),
  ),
  /** Blank keeps the stored key. */
  apiKey: z.string().max(500).optional().default(""),
  instanceName: optionalText(200),
});

export const smtpSectionFilled = (s: z.output<typeof accountSmtpSchema>) =>
  Boolean(s.host || s.username || s.password || s.fromEmail || s.fromName);
export const whatsappSectionFilled = (w: z.output<typeof accountWhatsappSchema>) =>
  Boolean(w.apiUrl || w.apiKey || w.instanceName);

export const accountFormSchema = z
  .object({
    name: requiredText(ACCOUNT_MESSAGES.nameRequired, 200, "Nome muito longo"),
    email: optionalEmail,
    phone: optionalText(40),
    address: optionalText(500),
    document: z.preprocess(
      blankToNull,
      z.string().trim().refine(isValidCnpj, ACCOUNT_MESSAGES.cnpjInvalid).transform(formatCnpj).nullable().optional(),
    ),
    planId: z.preprocess(blankToNull, z.uuid(ACCOUNT_MESSAGES.planInvalid).nullable().optional()),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES, { error: "Status inválido" }).default("free_trial"),
    subscriptionStartDate: dateField,
    subscriptionEndDate: dateField,
    lastBillingDate: dateField,
    nextBillingDate: dateField,
    smtp: accountSmtpSchema.default({ password: "", secure: true }),
    whatsapp: accountWhatsappSchema.default({ apiKey: "" }),
    categoryIds: z.array(z.uuid(ACCOUNT_MESSAGES.categoryInvalid)).max(500).default([]),
  })
  .superRefine((v, ctx) => {
    if (smtpSectionFilled(v.smtp)) {
      if (!v.smtp.host)
        ctx.addIssue({ code: "custom", path: ["smtp", "host"], message: ACCOUNT_MESSAGES.smtpHostRequired });
      if (!v.smtp.fromEmail)
        ctx.addIssue({ code: "custom", path: ["smtp", "fromEmail"], message: ACCOUNT_MESSAGES.smtpFromRequired });
    }
    if (whatsappSectionFilled(v.whatsapp)) {
      if (!v.whatsapp.apiUrl)
        ctx.addIssue({ code: "custom", path: ["whatsapp", "apiUrl"], message: ACCOUNT_MESSAGES.urlInvalid });
      if (!v.whatsapp.instanceName)
        ctx.addIssue({
          code: "custom",
          path: ["whatsapp", "instanceName"],
          message: ACCOUNT_MESSAGES.whatsappInstanceRequired,
        });
    }
  });
export type AccountFormInput = z.input<typeof accountFormSchema>;
export type AccountFormOutput = z.output<typeof accountFormSchema>;

export const accountListQuerySchema = pageQuerySchema.extend({
  search: listSearchText,
  status: z
    .enum([...SUBSCRIPTION_STATUSES, "all"])
    .optional()
    .default("all"),
});
export type AccountListQuery = z.input<typeof accountListQuerySchema>;

/** The account as the form loads it: secrets only as "is set" flags and a masked hint. */
export const accountDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  document: z.string().nullable(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionStartDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  lastBillingDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  // The same rows the SMTP and WhatsApp settings screens show (one source of truth).
  smtp: smtpConfigViewSchema.omit({ isActive: true, updatedAt: true }).nullable(),
  whatsapp: whatsappConfigViewSchema.omit({ isActive: true, updatedAt: true }).nullable(),
  categoryIds: z.array(z.string()),
  createdAt: z.string(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** A row of the accounts list: the detail's name, contact, plan and status, and how many users it has. */
export const accountListItemSchema = accountDetailSchema
  .pick({
    id: true,
    name: true,
    email: true,
    document: true,
    planName: true,
    subscriptionStatus: true,
    createdAt: true,
  })
  .extend({ usersCount: countSchema });
export type AccountListItem = z.infer<typeof accountListItemSchema>;

export const accountIdParamsSchema = z.object({ accountId: z.uuid(ACCOUNT_MESSAGES.notFound) });

/** A category the account form offers for the account's allowed categories. */
export const categoryOptionSchema = z.object({ id: z.string(), name: z.string(), description: z.string().nullable() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export function emptyAccountForm(): AccountFormInput {
  return {
    name: "",
    email: "",
    phone: "",
    address: "",
    document: "",
    planId: "",
    subscriptionStatus: "free_trial",
    subscriptionStartDate: "",
    subscriptionEndDate: "",
    lastBillingDate: "",
    nextBillingDate: "",
    smtp: { host: "", port: 587, username: "", password: "", fromEmail: "", fromName: "", secure: true },
    whatsapp: { apiUrl: "", apiKey: "", instanceName: "" },
    categoryIds: [],
  };
}

export function accountToForm(a: AccountDetail): AccountFormInput {
  return {
    name: a.name,
    email: a.email ?? "",
    phone: a.phone ?? "",
    address: a.address ?? "",
    document: a.document ?? "",
    planId: a.planId ?? "",
    subscriptionStatus: a.subscriptionStatus,
    subscriptionStartDate: a.subscriptionStartDate ?? "",
    subscriptionEndDate: a.subscriptionEndDate ?? "",
    lastBillingDate: a.lastBillingDate ?? "",
    nextBillingDate: a.nextBillingDate ?? "",
    smtp: {
      host: a.smtp?.host ?? "",
      port: a.smtp?.port ?? 587,
      username: a.smtp?.username ?? "",
      password: "",
      fromEmail: a.smtp?.fromEmail ?? "",
      fromName: a.smtp?.fromName ?? "",
      secure: a.smtp?.secure ?? true,
    },
    whatsapp: { apiUrl: a.whatsapp?.apiUrl ?? "", apiKey: "", instanceName: a.whatsapp?.instanceName ?? "" },
    categoryIds: [...a.categoryIds],
  };
}
