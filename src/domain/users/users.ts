import { z } from "zod";
import { ROLE_SLUGS, type RoleSlug } from "../auth/permissions";
import { MIN_PASSWORD_LENGTH, SIMPLE_EMAIL_PATTERN } from "../auth/schemas";
import { planLimitReached } from "../plans/plans";
import { ACCESS_DENIED_MESSAGES } from "../shared/access-messages";
import { listSearchText, namedRefSchema, requiredText } from "../shared/fields";
import { pageQuerySchema } from "../shared/list";

/** User management (spec 1 §2.7, §5, §8): schemas shared by the web form and the API. */

export const USER_MESSAGES = {
  fullNameRequired: "Nome completo é obrigatório",
  emailRequired: "E-mail é obrigatório",
  emailInvalid: "E-mail inválido",
  passwordRequired: "Senha é obrigatória",
  passwordTooShort: "A senha deve ter pelo menos 6 caracteres",
  passwordsDiffer: "As senhas não coincidem",
  roleRequired: "Papel é obrigatório",
  accountRequired: "Conta corporativa é obrigatória para este papel",
  phoneInvalid: "Formato de telefone inválido",
  emailTaken: "E-mail já está em uso",
  invalidData: "Dados inválidos fornecidos",
  notAuthorized: "Não autorizado a criar usuários",
  accessDenied: ACCESS_DENIED_MESSAGES.users,
  loadError: "Erro ao carregar usuários: ",
  rolesError: "Erro ao carregar papéis disponíveis.",
  deactivateError: "Erro ao desativar usuário. Tente novamente.",
  timeout:
    "Timeout ao criar usuário. A operação pode ter sido concluída. Verifique se o usuário foi criado antes de tentar novamente.",
  notFound: "Usuário não encontrado.",
  invalidAccount: "Conta corporativa inválida ou inativa.",
  otherAccount: "Você só pode gerenciar usuários da sua conta corporativa.",
  superAdminRole: "Apenas Super Administradores podem atribuir o papel Super Administrador.",
  selfDeactivate: "Você não pode desativar a sua própria conta.",
} as const;

/**
 * A user id as this platform creates them: Better Auth's ids come from `generateId: crypto.randomUUID()`
 * (server/modules/auth/auth.ts) and createAccount uses the same, so the text column only ever holds UUIDs.
 * Anything else cannot name a user: 400 with the spec's "not found" text, before any query.
 */
const USER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const userIdSchema = z.string().regex(USER_ID_PATTERN, USER_MESSAGES.notFound);
export const userIdParamsSchema = z.object({ userId: userIdSchema });

/** Create-user request time-out (spec 1 §9). */
export const CREATE_USER_TIMEOUT_MS = 60_000;

/** Spec 1 §5: without spaces, dashes and brackets: optional "+", a non-zero digit, then up to 15 digits. */
export const USER_PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export function normalizeUserPhone(value: string): string {
  return value.replace(/[\s\-()[\]]/g, "");
}

export function isValidUserPhone(value: string): boolean {
  return USER_PHONE_PATTERN.test(normalizeUserPhone(value));
}

const phoneField = z
  .string()
  .trim()
  .max(40, USER_MESSAGES.phoneInvalid)
  .optional()
  .transform((v) => (v ? normalizeUserPhone(v) : ""))
  .refine((v) => v === "" || USER_PHONE_PATTERN.test(v), USER_MESSAGES.phoneInvalid);

const userFields = {
  fullName: requiredText(USER_MESSAGES.fullNameRequired, 120, "Nome muito longo"),
  email: z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .min(1, USER_MESSAGES.emailRequired)
    .max(254, USER_MESSAGES.emailInvalid)
    .regex(SIMPLE_EMAIL_PATTERN, USER_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
  phone: phoneField,
  password: z.string().max(128, "Senha muito longa").optional().default(""),
  confirmPassword: z.string().optional().default(""),
  /** The role's slug (the form's role select). */
  role: z.union([z.enum(ROLE_SLUGS), z.literal("")], { error: USER_MESSAGES.roleRequired }),
  corporateAccountId: z.union([z.uuid(USER_MESSAGES.invalidAccount), z.literal("")]).nullish(),
};

type Rules = { passwordRequired: boolean };

function checkRules(
  v: { password: string; confirmPassword: string; role: RoleSlug | ""; corporateAccountId?: string | null },
  ctx: z.RefinementCtx,
  rules: Rules,
) {
  if (rules.passwordRequired && v.password === "") {
    ctx.addIssue({ code: "custom", path: ["password"], message: USER_MESSAGES.passwordRequired });
  } else if (v.password !== "" && v.password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", path: ["password"], message: USER_MESSAGES.passwordTooShort });
  }
  if ((v.password !== "" || v.confirmPassword !== "") && v.password !== v.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: USER_MESSAGES.passwordsDiffer });
  }
  if (v.role === "") {
    ctx.addIssue({ code: "custom", path: ["role"], message: USER_MESSAGES.roleRequired });
  } else if (v.role !== "super_admin" && !v.corporateAccountId) {
    ctx.addIssue({ code: "custom", path: ["corporateAccountId"], message: USER_MESSAGES.accountRequired });
  }
}

/** Create form / POST /api/users. `sendConfirmationEmail`: false creates the user already confirmed. */
export const createUserSchema = z
  .object({ ...userFields, sendConfirmationEmail: z.boolean().optional().default(false) })
  .superRefine((v, ctx) => checkRules(v, ctx, { passwordRequired: true }));

/**
 * Edit form / PUT /api/users/:userId: password optional (same rules when given), the active checkbox.
 * A changed e-mail is unconfirmed; `sendConfirmationEmail` sends the confirmation to the new address.
 */
export const updateUserSchema = z
  .object({
    ...userFields,
    isActive: z.boolean().optional().default(true),
    sendConfirmationEmail: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => checkRules(v, ctx, { passwordRequired: false }));

export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserData = z.output<typeof createUserSchema>;
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUserData = z.output<typeof updateUserSchema>;

/** GET /api/users: search by name, role filter, 10 per page. */
export const userListQuerySchema = pageQuerySchema.extend({
  search: listSearchText,
  role: z.enum(ROLE_SLUGS).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListItemSchema = z.object({
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  role: z.object({ slug: z.enum(ROLE_SLUGS), name: z.string() }).nullable(),
  corporateAccount: namedRefSchema.nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const roleOptionSchema = z.object({ id: z.string(), slug: z.enum(ROLE_SLUGS), name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const accountOptionSchema = namedRefSchema;
export type AccountOption = z.infer<typeof accountOptionSchema>;

export const createdUserSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    email_confirmed: z.boolean(),
    confirmation_sent_at: z.string().nullable(),
  }),
});
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** Status label of the list (spec 1 §2.7). */
export const userStatusLabel = (isActive: boolean) => (isActive ? "Ativo" : "Inativo");

/** Limit message of the account's plan (refusing a create or a reactivation). */
export function roleLimitMessage(planName: string, limit: number, roleName: string): string {
  return `${planLimitReached(planName, limit, "usuário", "usuários")} com o papel ${roleName}.`;
}

export function totalLimitMessage(planName: string, limit: number): string {
  return `${planLimitReached(planName, limit, "usuário ativo", "usuários ativos")} no total.`;
}
