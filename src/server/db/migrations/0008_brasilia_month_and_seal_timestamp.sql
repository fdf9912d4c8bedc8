-- One "start of the month" for plan limits, plan overview and dashboards: the calendar month in
-- America/Sao_Paulo of a given instant (issue 11 / issue 12 follow-up).
CREATE FUNCTION "minuta_month_start_at"(at timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', at AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo';
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "minuta_month_start"(months_back integer) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT ((minuta_month_start_at(now()) AT TIME ZONE 'America/Sao_Paulo') - make_interval(months => months_back))
    AT TIME ZONE 'America/Sao_Paulo';
$$;
--> statement-breakpoint
-- usage_stats counted months in UTC (date_trunc('month', now())); now the São Paulo month like the limit.
DROP VIEW "corporate_accounts_with_plans";
--> statement-breakpoint
CREATE VIEW "corporate_accounts_with_plans" AS
SELECT
  ca.*,
  p."name" AS "plan_name",
  p."description" AS "plan_description",
  p."monthly_price",
  p."annual_price",
  p."features_config",
  jsonb_build_object(
    'total_active_users', (SELECT count(*) FROM "user_metadata" m WHERE m."corporate_account_id" = ca."id" AND m."is_active"),
    'corporate_admin_users', (SELECT count(*) FROM "user_metadata" m JOIN "user_roles" ur ON ur."user_id" = m."user_id" AND ur."is_active" JOIN "roles" r ON r."id" = ur."role_id" WHERE m."corporate_account_id" = ca."id" AND m."is_active" AND r."slug" = 'corporate_admin'),
    'supervisor_users', (SELECT count(*) FROM "user_metadata" m JOIN "user_roles" ur ON ur."user_id" = m."user_id" AND ur."is_active" JOIN "roles" r ON r."id" = ur."role_id" WHERE m."corporate_account_id" = ca."id" AND m."is_active" AND r."slug" = 'supervisor_user'),
    'standard_users', (SELECT count(*) FROM "user_metadata" m JOIN "user_roles" ur ON ur."user_id" = m."user_id" AND ur."is_active" JOIN "roles" r ON r."id" = ur."role_id" WHERE m."corporate_account_id" = ca."id" AND m."is_active" AND r."slug" = 'standard_user'),
    'monthly_documents', (SELECT count(*) FROM "generated_documents" d WHERE d."corporate_account_id" = ca."id" AND d."created_at" >= minuta_month_start(0)),
    'monthly_signatures', (SELECT count(*) FROM "signature_requests" s WHERE s."corporate_account_id" = ca."id" AND s."created_at" >= minuta_month_start(0))
  ) AS "usage_stats"
FROM "corporate_accounts" ca
LEFT JOIN "subscription_plans" p ON p."id" = ca."plan_id";
--> statement-breakpoint
-- RFC 3161 timestamp of the built-in seal (PAdES-B-T): the TSA's time when granted, else why not.
ALTER TABLE "signature_requests" ADD COLUMN "timestamped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "timestamp_error" text;
