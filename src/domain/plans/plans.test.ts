import { describe, expect, it } from "vitest";
import { itMaps } from "../../../tests/helpers/examples";
import { categoryLimitMessage } from "../categories/categories";
import { totalLimitMessage } from "../users/users";
import { DEFAULT_PLAN_FEATURES, mainFeatures } from "./features";
import {
  emptyPlanForm,
  formatPrice,
  type Plan,
  planFormSchema,
  planInUseMessage,
  planNamed,
  planToForm,
  signatureLimitMessage,
} from "./plans";

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

describe("plan form values (§9 defaults, what the form sends and shows)", () => {
  const issues = (input: unknown) =>
    Object.fromEntries((planFormSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

  it("starts empty, free, active and with the default features", () => {
    expect(emptyPlanForm()).toEqual({
      name: "",
      description: "",
      monthlyPrice: 0,
      annualPrice: 0,
      isActive: true,
      featuresConfig: DEFAULT_PLAN_FEATURES,
    });
  });

  it("a plan sent without description or status is saved active with an empty description", () => {
    const parsed = planFormSchema.parse({ name: "Básico", monthlyPrice: 10, featuresConfig: DEFAULT_PLAN_FEATURES });
    expect(parsed).toMatchObject({ name: "Básico", description: "", monthlyPrice: 10, isActive: true });
  });

  it("keeps the description without the spaces around it, up to 2,000 characters", () => {
    const form = { ...emptyPlanForm(), name: "Básico" };
    expect(planFormSchema.parse({ ...form, description: "  Para escritórios pequenos \n" }).description).toBe(
      "Para escritórios pequenos",
    );
    expect(planFormSchema.parse({ ...form, description: ` ${"x".repeat(2000)} ` }).description).toHaveLength(2000);
    expect(issues({ ...form, description: "x".repeat(2001) })).toEqual({ description: "Descrição muito longa" });
  });

  it("a price that is not a number gets the price message", () => {
    const form = { ...emptyPlanForm(), name: "Básico" };
    expect(issues({ ...form, monthlyPrice: undefined })).toEqual({ monthlyPrice: "Preço deve ser positivo" });
    expect(issues({ ...form, monthlyPrice: "10" })).toEqual({ monthlyPrice: "Preço deve ser positivo" });
    expect(issues({ ...form, annualPrice: "abc" })).toEqual({ annualPrice: "Preço deve ser positivo" });
  });

  it("an existing plan opens with its values; no description shows as blank", () => {
    const plan: Plan = {
      id: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70",
      name: "Profissional",
      description: null,
      monthlyPrice: 49.9,
      annualPrice: 499,
      isActive: false,
      featuresConfig: { ...DEFAULT_PLAN_FEATURES, max_categories_allowed: 7 },
      accountsCount: 3,
      createdAt: "2026-11-01T12:00:00.000Z",
    };
    const form = planToForm(plan);
    expect(form).toEqual({
      name: "Profissional",
      description: "",
      monthlyPrice: 49.9,
      annualPrice: 499,
      isActive: false,
      featuresConfig: plan.featuresConfig,
    });
    expect(planToForm({ ...plan, description: "Para equipes" }).description).toBe("Para equipes");
    // Editing the form's features leaves the plan as it was.
    form.featuresConfig.max_categories_allowed = 1;
    expect(plan.featuresConfig.max_categories_allowed).toBe(7);
  });
});

describe("plan messages", () => {
  itMaps(planNamed, [
    ["Básico", "plano Básico"],
    ["  Básico ", "plano Básico"],
    ["Plano Essencial", "Plano Essencial"],
    [" plano essencial", "plano essencial"],
    // "plano" only counts as the plan's own word at the start, and as a whole word.
    ["Meu Plano", "plano Meu Plano"],
    ["Planos Mensais", "plano Planos Mensais"],
  ]);

  it("a plan in use says by how many accounts, in the singular for one", () => {
    expect(planInUseMessage(1)).toBe(
      "Este plano não pode ser excluído porque está em uso por 1 conta corporativa. Altere o plano dessas contas ou desative o plano.",
    );
    expect(planInUseMessage(3)).toBe(
      "Este plano não pode ser excluído porque está em uso por 3 contas corporativas. Altere o plano dessas contas ou desative o plano.",
    );
  });
});
