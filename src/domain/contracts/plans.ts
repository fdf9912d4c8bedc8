import { z } from "zod";
import {
  planFormSchema,
  planIdParamsSchema,
  planListQuerySchema,
  planOptionSchema,
  planSchema,
  planStatusSchema,
} from "../plans";
import { planOverviewSchema } from "../usage";
import { defineContract, noContent, pageOf } from "./contract";

/** Subscription plans (spec 2 §2.4, §2.5; super_admin only) and the caller's own plan overview (§2.8). */
export const planContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/plans",
    summary: "Lista de planos de assinatura (10 por página)",
    query: planListQuerySchema,
    response: { 200: pageOf(planSchema) },
    errors: [],
  }),
  active: defineContract({
    method: "GET",
    path: "/api/plans/active",
    summary: "Planos ativos para o formulário de conta corporativa, pelo preço mensal",
    response: { 200: z.array(planOptionSchema) },
    errors: [],
  }),
  get: defineContract({
    method: "GET",
    path: "/api/plans/:planId",
    summary: "Um plano de assinatura",
    params: planIdParamsSchema,
    response: { 200: planSchema },
    errors: ["NOT_FOUND"],
  }),
  create: defineContract({
    method: "POST",
    path: "/api/plans",
    summary: "Cria um plano de assinatura",
    body: planFormSchema,
    response: { 201: planSchema },
    errors: ["PLAN_NAME_TAKEN", "SAVE_FAILED"],
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/plans/:planId",
    summary: "Edita um plano de assinatura",
    params: planIdParamsSchema,
    body: planFormSchema,
    response: { 200: planSchema },
    errors: ["NOT_FOUND", "PLAN_NAME_TAKEN"],
  }),
  setStatus: defineContract({
    method: "PATCH",
    path: "/api/plans/:planId/status",
    summary: "Ativa ou desativa um plano",
    params: planIdParamsSchema,
    body: planStatusSchema,
    response: { 200: planSchema },
    errors: ["NOT_FOUND"],
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/plans/:planId",
    summary: "Exclui um plano que nenhuma conta usa",
    params: planIdParamsSchema,
    response: { 204: noContent },
    errors: ["NOT_FOUND", "PLAN_IN_USE"],
  }),
  overview: defineContract({
    method: "GET",
    path: "/api/plan-overview",
    summary: "A conta do usuário: plano, uso do mês e categorias disponíveis",
    response: { 200: planOverviewSchema },
    errors: ["FORBIDDEN"],
  }),
};
