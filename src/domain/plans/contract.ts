import { z } from "zod";
import { readContract } from "../shared/contracts/define";
import { resourceContracts } from "../shared/contracts/resource";
import {
  planFormSchema,
  planIdParamsSchema,
  planListQuerySchema,
  planOptionSchema,
  planSchema,
  planStatusSchema,
} from "./plans";
import { planOverviewSchema } from "./usage";

const plans = resourceContracts("/api/plans", "/api/plans/:planId", planIdParamsSchema);

/** Subscription plans (spec 2 §2.4, §2.5; super_admin only) and the caller's own plan overview (§2.8). */
export const planContracts = {
  list: plans.list("Lista de planos de assinatura (10 por página)", planListQuerySchema, planSchema),
  active: readContract(
    "/api/plans/active",
    "Planos ativos para o formulário de conta corporativa, pelo preço mensal",
    z.array(planOptionSchema),
  ),
  get: plans.get("Um plano de assinatura", planSchema),
  create: plans.create("Cria um plano de assinatura", planFormSchema, planSchema, ["PLAN_NAME_TAKEN", "SAVE_FAILED"]),
  update: plans.update("Edita um plano de assinatura", planFormSchema, planSchema, ["NOT_FOUND", "PLAN_NAME_TAKEN"]),
  setStatus: plans.onItem("PATCH", "/status", "Ativa ou desativa um plano", {
    body: planStatusSchema,
    response: { 200: planSchema },
    errors: ["NOT_FOUND"],
  }),
  remove: plans.remove("Exclui um plano que nenhuma conta usa", ["NOT_FOUND", "PLAN_IN_USE"]),
  overview: readContract(
    "/api/plan-overview",
    "A conta do usuário: plano, uso do mês e categorias disponíveis",
    planOverviewSchema,
    ["FORBIDDEN"],
  ),
};
