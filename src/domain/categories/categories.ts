import { z } from "zod";
import { planLimitReached, planNamed } from "../plans/plans";
import { ACCESS_DENIED_MESSAGES } from "../shared/access-messages";
import { countSchema, listSearchText, requiredText } from "../shared/fields";
import { pageQuerySchema } from "../shared/list";
import { countLabel } from "../shared/plural";

/** Category management (spec 1 §2.8, §5, §8; links to corporate accounts: spec 2 §3). */
export const CATEGORY_MESSAGES = {
  nameRequired: "Nome da categoria é obrigatório",
  duplicate: "Já existe uma categoria com este nome",
  inUse: "Não é possível excluir esta categoria pois existem modelos de documentos associados a ela.",
  saveError: "Erro ao salvar categoria. Tente novamente.",
  deleteError: "Erro ao excluir categoria. Tente novamente.",
  loadError: "Erro ao carregar categorias. Tente novamente.",
  accessDenied: ACCESS_DENIED_MESSAGES.categories,
  notFound: "Categoria não encontrada.",
  invalidAccounts: "Conta corporativa inválida ou inativa.",
  linksSaveError: "Erro ao salvar as contas corporativas da categoria. Tente novamente.",
  noDescription: "Sem descrição",
  invalidData: "Dados inválidos. Verifique o nome e a descrição da categoria.",
} as const;

/** Refusal of a link beyond the plan's max_categories_allowed (the account named when several are saved at once). */
export function categoryLimitMessage(planName: string, limit: number, accountName?: string): string {
  if (!accountName) return `${planLimitReached(planName, limit, "categoria", "categorias")}.`;
  return `Limite do plano atingido: a conta ${accountName} (${planNamed(planName)}) permite no máximo ${countLabel(limit, "categoria", "categorias")}.`;
}

export const categoryFormSchema = z.object({
  name: requiredText(CATEGORY_MESSAGES.nameRequired, 100, "Nome muito longo"),
  /** Optional; stored as null when empty. */
  description: z
    .string()
    .trim()
    .max(500, "Descrição muito longa")
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormData = z.output<typeof categoryFormSchema>;

export const categoryListQuerySchema = pageQuerySchema.extend({
  search: listSearchText,
});
export type CategoryListQuery = z.input<typeof categoryListQuerySchema>;

/** The `:categoryId` of a category route. */
export const categoryIdParamsSchema = z.object({ categoryId: z.uuid("Categoria inválida") });

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  /** How many corporate accounts may use the category. */
  accountCount: countSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryAccountsSchema = z.object({
  accounts: z.array(z.object({ id: z.string(), name: z.string(), linked: z.boolean() })),
});
export type CategoryAccounts = z.infer<typeof categoryAccountsSchema>;

export const categoryLinksInputSchema = z.object({
  accountIds: z.array(z.uuid(CATEGORY_MESSAGES.invalidAccounts)).max(1000),
});
export type CategoryLinksInput = z.infer<typeof categoryLinksInputSchema>;
