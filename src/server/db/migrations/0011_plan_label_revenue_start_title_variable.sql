-- Issue 21, points 10, 11 and 16.
-- 11: an account without plan has no plan name here; every screen shows it as "Sem plano" (domain/usage.ts).
CREATE OR REPLACE VIEW "usage_summary" AS
SELECT
  ca."id" AS "corporate_account_id",
  ca."name" AS "corporate_account_name",
  p."name" AS "plan_name",
  (SELECT count(*) FROM "user_metadata" m WHERE m."corporate_account_id" = ca."id" AND m."is_active") AS "active_users_count",
  (p."features_config"->>'max_total_users')::integer AS "max_total_users",
  (SELECT count(*) FROM "generated_documents" d
    WHERE d."corporate_account_id" = ca."id" AND d."created_at" >= minuta_month_start(0)) AS "documents_used_current_month",
  (SELECT count(*) FROM "signature_requests" s
    WHERE s."corporate_account_id" = ca."id" AND s."created_at" >= minuta_month_start(0)) AS "signatures_used_current_month",
  (p."features_config"->>'monthly_signatures_limit')::integer AS "monthly_signatures_limit"
FROM "corporate_accounts" ca
LEFT JOIN "subscription_plans" p ON p."id" = ca."plan_id"
WHERE ca."id" <> '00000000-0000-0000-0000-000000000000';
--> statement-breakpoint
-- 10: an active account without a subscription start date counts from the day it was created
-- (São Paulo calendar) instead of bringing nothing (decision 0022).
CREATE OR REPLACE VIEW "account_monthly_revenue" AS
SELECT
  ca."id" AS "corporate_account_id",
  ca."name" AS "corporate_account_name",
  to_char(gs.m, 'YYYY-MM') AS "month_year",
  CASE WHEN ca."subscription_end_date" IS NOT NULL
         AND ca."subscription_end_date" - st."start_date" >= 365
       THEN round(p."annual_price" / 12, 2)
       ELSE p."monthly_price" END AS "revenue"
FROM "corporate_accounts" ca
JOIN "subscription_plans" p ON p."id" = ca."plan_id"
CROSS JOIN LATERAL (
  SELECT coalesce(ca."subscription_start_date", (ca."created_at" AT TIME ZONE 'America/Sao_Paulo')::date) AS "start_date"
) AS st
CROSS JOIN LATERAL generate_series(
  date_trunc('month', st."start_date"::timestamp),
  date_trunc('month', least(coalesce(ca."subscription_end_date", 'infinity'::date)::timestamp,
                            now() AT TIME ZONE 'America/Sao_Paulo')),
  interval '1 month'
) AS gs(m)
WHERE ca."id" <> '00000000-0000-0000-0000-000000000000'
  AND ca."subscription_status" = 'active';
--> statement-breakpoint
-- 16: the variable whose value completes a document's title ("Contrato — Mariana Duarte - 25/11/2026");
-- null: the first required text variable.
ALTER TABLE "document_templates" ADD COLUMN "title_variable_key" text;
