import { asc, eq } from "drizzle-orm";
import type { PublicPlan } from "../../../domain/insight";
import { readPlanFeatures } from "../../../domain/plan-features";
import type { Db } from "../../platform/db/client";
import { subscriptionPlans } from "../plans/schema";

/** The landing page's price list: active plans, name, prices and a few readable features — nothing else. */
export async function publicPlans(db: Db): Promise<PublicPlan[]> {
  const rows = await db
    .select({
      name: subscriptionPlans.name,
      description: subscriptionPlans.description,
      monthlyPrice: subscriptionPlans.monthlyPrice,
      annualPrice: subscriptionPlans.annualPrice,
      features: subscriptionPlans.featuresConfig,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.monthlyPrice), asc(subscriptionPlans.name));
  return rows.map((r) => {
    const f = readPlanFeatures(r.features);
    const features = [
      `Até ${f.max_total_users} usuários`,
      `${f.monthly_signatures_limit} assinaturas por mês`,
      `Até ${f.max_templates_allowed} modelos`,
      `Até ${f.max_categories_allowed} categorias`,
      ...(f.custom_branding_enabled ? ["Marca personalizada"] : []),
      ...(f.priority_support ? ["Suporte prioritário"] : []),
      ...(f.api_access_enabled ? ["Acesso à API"] : []),
    ];
    return {
      name: r.name,
      description: r.description,
      monthlyPrice: Number(r.monthlyPrice),
      annualPrice: Number(r.annualPrice),
      features,
    };
  });
}
