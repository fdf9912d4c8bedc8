import type { PublicPlan } from "../../../domain/insight/insight";
import { deliveredFlagLabels } from "../../../domain/plans/features";
import type { Db } from "../../platform/db/client";
import { activePlans } from "../plans";

/** The landing page's price list: active plans, name, prices and a few readable features — nothing else. */
export async function publicPlans(db: Db): Promise<PublicPlan[]> {
  return (await activePlans(db)).map((p) => {
    const f = p.features;
    const features = [
      `Até ${f.max_total_users} usuários`,
      `${f.monthly_signatures_limit} assinaturas por mês`,
      `Até ${f.max_templates_allowed} modelos`,
      `Até ${f.max_categories_allowed} categorias`,
      ...deliveredFlagLabels(f),
    ];
    return {
      name: p.name,
      description: p.description,
      monthlyPrice: p.monthlyPrice,
      annualPrice: p.annualPrice,
      features,
    };
  });
}
