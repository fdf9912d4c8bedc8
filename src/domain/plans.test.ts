import { describe, expect, it } from "vitest";
import { categoryLimitMessage } from "./categories";
import { DEFAULT_PLAN_FEATURES, mainFeatures } from "./plan-features";
import { emptyPlanForm, formatPrice, planFormSchema, planInUseMessage, signatureLimitMessage } from "./plans";
import { totalLimitMessage } from "./users";

describe("plan form", () => {
  it("starts with the §9 defaults and computes max_total_users as the sum of the role limits", () => {
    const form = emptyPlanForm();
    expect(form.isActive).toBe(true);
    const parsed = planFormSchema.parse({
      ...form,
      name: "Básico",
      featuresConfig: {
        ...DEFAULT_PLAN_FEATURES,
        max_total_users: 999,
        user_roles_limit: { corporate_admin: 2, supervisor_user: 0, standard_user: 7 },
      },
    });
    expect(parsed.featuresConfig.max_total_users).toBe(9);
  });
  it("gives the §5 messages", () => {
    const r = planFormSchema.safeParse({
      name: "",
      monthlyPrice: -1,
      annualPrice: -2,
      isActive: true,
      featuresConfig: {
        ...DEFAULT_PLAN_FEATURES,
        user_roles_limit: { corporate_admin: 0, supervisor_user: -1, standard_user: 0 },
        monthly_signatures_limit: -1,
        max_categories_allowed: 0,
        max_templates_allowed: 0,
      },
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({
      name: "Nome é obrigatório",
      monthlyPrice: "Preço deve ser positivo",
      annualPrice: "Preço deve ser positivo",
      "featuresConfig.user_roles_limit.corporate_admin": "Mínimo 1 admin corporativo",
      "featuresConfig.user_roles_limit.supervisor_user": "Limite deve ser positivo",
      "featuresConfig.user_roles_limit.standard_user": "Mínimo 1 usuário padrão",
      "featuresConfig.monthly_signatures_limit": "Limite deve ser positivo",
      "featuresConfig.max_categories_allowed": "Mínimo 1 categoria",
      "featuresConfig.max_templates_allowed": "Mínimo 1 template",
    });
    expect(planFormSchema.safeParse({ ...emptyPlanForm(), name: "x".repeat(101) }).error?.issues[0]?.message).toBe(
      "Nome muito longo",
    );
  });
  it("formats prices and the main features", () => {
    expect(formatPrice(0)).toBe("Gratuito");
    expect(formatPrice(null)).toBe("Gratuito");
    expect(formatPrice(1234.5)).toBe("R$ 1.234,50");
    expect(mainFeatures(DEFAULT_PLAN_FEATURES)).toEqual(["Até 5 usuários", "25 assinaturas/mês", "Até 20 modelos"]);
    expect(planInUseMessage(2)).toContain("2 contas corporativas");
  });
  it("plan-limit messages name the plan once and use a real plural (issue 21 §7)", () => {
    expect(signatureLimitMessage("Plano Essencial", 2)).toMatch(
      /^Limite do plano atingido: o Plano Essencial permite no máximo 2 solicitações de assinatura por mês\./,
    );
    expect(signatureLimitMessage("Básico", 1)).toMatch(/o plano Básico permite no máximo 1 solicitação de assinatura/);
    expect(totalLimitMessage("Plano Mini", 3)).toBe(
      "Limite do plano atingido: o Plano Mini permite no máximo 3 usuários ativos no total.",
    );
    expect(categoryLimitMessage("Plano Uma", 1, "Acme")).toBe(
      "Limite do plano atingido: a conta Acme (Plano Uma) permite no máximo 1 categoria.",
    );
  });
});
