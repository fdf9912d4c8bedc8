import { z } from "zod";
import { ACCESS_DENIED_MESSAGES } from "../shared/access-messages";
import { countSchema, listSearchText, requiredText } from "../shared/fields";
import { pageQuerySchema } from "../shared/list";
import { countLabel } from "../shared/plural";
import { DEFAULT_PLAN_FEATURES, type PlanFeatures, planFeaturesInputSchema, planFeaturesSchema } from "./features";

/** Subscription plans (spec 2 §2.4, §2.5, §5, §8, §9). */
export const PLAN_MESSAGES = {
  nameRequired: "Nome é obrigatório",
  nameTooLong: "Nome muito longo",
  pricePositive: "Preço deve ser positivo",
  nameTaken: "Já existe um plano com este nome",
  saveError: "Erro ao salvar plano. Tente novamente.",
  loadError: "Erro ao carregar dados do plano.",
  listError: "Erro ao carregar planos de assinatura. Tente novamente.",
  deleteError: "Erro ao excluir plano. Tente novamente.",
  toggleError: "Erro ao alterar status do plano. Tente novamente.",
  notFound: "Plano não encontrado.",
  denied: ACCESS_DENIED_MESSAGES.plans,
  formDenied: ACCESS_DENIED_MESSAGES.planForm,
  saved: "Plano salvo com sucesso!",
} as const;

/** "plano Básico", but "Plano Essencial" when the name already says it (issue 21 §7: no "plano Plano"). */
export function planNamed(planName: string): string {
  const name = planName.trim();
  return /^plano\b/i.test(name) ? name : `plano ${name}`;
}

/** The plan-limit family's opening: "Limite do plano atingido: o plano Básico permite no máximo 2 categorias". */
export function planLimitReached(planName: string, limit: number, one: string, many: string): string {
  return `Limite do plano atingido: o ${planNamed(planName)} permite no máximo ${countLabel(limit, one, many)}`;
}

/**
 * Refusal of a signature request beyond the plan's monthly_signatures_limit (calendar month in Brasília).
 * The spec gives no text: the plan-limit family's wording, plus what the user can do about it.
 */
export function signatureLimitMessage(planName: string, limit: number): string {
  return `${planLimitReached(planName, limit, "solicitação", "solicitações")} de assinatura por mês. Aguarde o próximo mês ou fale com o administrador para mudar de plano.`;
}

/** The question before a plan's status badge changes it (issue 48: one click used to deactivate it). */
export function planToggleQuestion(plan: { name: string; isActive: boolean }): string {
  return plan.isActive
    ? `Tem certeza que deseja desativar o plano "${plan.name}"? Ele deixa de ser oferecido na página inicial e no cadastro de contas.`
    : `Ativar o plano "${plan.name}"? Ele passa a ser oferecido na página inicial e no cadastro de contas.`;
}

/** A plan used by accounts cannot be deleted (the FK is RESTRICT): say why and how many. */
export function planInUseMessage(accounts: number): string {
  const n = accounts === 1 ? "1 conta corporativa" : `${accounts} contas corporativas`;
  return `Este plano não pode ser excluído porque está em uso por ${n}. Altere o plano dessas contas ou desative o plano.`;
}

const price = z.number({ error: PLAN_MESSAGES.pricePositive }).min(0, PLAN_MESSAGES.pricePositive).max(99_999_999);

export const planFormSchema = z.object({
  name: requiredText(PLAN_MESSAGES.nameRequired, 100, PLAN_MESSAGES.nameTooLong),
  description: z.string().trim().max(2000, "Descrição muito longa").optional().default(""),
  monthlyPrice: price,
  /** Optional: blank is stored as 0 (shown as "Gratuito"). */
  annualPrice: price.nullable().optional(),
  isActive: z.boolean().default(true),
  featuresConfig: planFeaturesInputSchema,
});
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormOutput = z.output<typeof planFormSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyPrice: z.number(),
  annualPrice: z.number(),
  isActive: z.boolean(),
  featuresConfig: planFeaturesSchema,
  accountsCount: countSchema,
  createdAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

/** PATCH /api/plans/:planId/status. */
export const planStatusSchema = z.object({ isActive: z.boolean() });

/** The `:planId` of a plan route. */
export const planIdParamsSchema = z.object({ planId: z.uuid(PLAN_MESSAGES.notFound) });

export const planStatusFilter = z.enum(["all", "active", "inactive"]);
export const planListQuerySchema = pageQuerySchema.extend({
  search: listSearchText,
  status: planStatusFilter.optional().default("all"),
});
export type PlanListQuery = z.input<typeof planListQuerySchema>;

/** An active plan for the account form's select (ordered by monthly price), with its category limit. */
export const planOptionSchema = planSchema
  .pick({ id: true, name: true, monthlyPrice: true })
  .extend({ maxCategoriesAllowed: z.number().int() });
export type PlanOption = z.infer<typeof planOptionSchema>;

/** The form's starting values (§9 defaults). */
export function emptyPlanForm(): PlanFormInput {
  return {
    name: "",
    description: "",
    monthlyPrice: 0,
    annualPrice: 0,
    isActive: true,
    featuresConfig: structuredClone(DEFAULT_PLAN_FEATURES),
  };
}

export function planToForm(plan: Plan): PlanFormInput {
  return {
    name: plan.name,
    description: plan.description ?? "",
    monthlyPrice: plan.monthlyPrice,
    annualPrice: plan.annualPrice,
    isActive: plan.isActive,
    featuresConfig: structuredClone(plan.featuresConfig) as PlanFeatures,
  };
}

export { formatPrice } from "./price-format";
