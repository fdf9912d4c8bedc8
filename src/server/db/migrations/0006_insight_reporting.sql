-- Reporting views and functions of spec 3 §3/§7 (issue 12). Months are calendar months in
-- America/Sao_Paulo, written 'YYYY-MM'. The all-zero system account is never a customer.
-- Revenue: docs/decisions/0022-revenue.md.

CREATE FUNCTION "minuta_month"(ts timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(ts AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM');
$$;
--> statement-breakpoint
-- First instant of the month `months_back` months before the current one (São Paulo calendar).
CREATE FUNCTION "minuta_month_start"(months_back integer) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT (date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') - make_interval(months => months_back))
    AT TIME ZONE 'America/Sao_Paulo';
$$;
--> statement-breakpoint
CREATE VIEW "usage_summary" AS
SELECT
  ca."id" AS "corporate_account_id",
  ca."name" AS "corporate_account_name",
  coalesce(p."name", 'Plano Básico') AS "plan_name",
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
CREATE VIEW "user_growth" AS
WITH u AS (
  SELECT minuta_month(m."created_at") AS "month_year", count(*) AS n FROM "user_metadata" m GROUP BY 1
), a AS (
  SELECT minuta_month(ca."created_at") AS "month_year", count(*) AS n FROM "corporate_accounts" ca
  WHERE ca."id" <> '00000000-0000-0000-0000-000000000000' GROUP BY 1
)
SELECT coalesce(u."month_year", a."month_year") AS "month_year",
  coalesce(u.n, 0) AS "new_users_count",
  coalesce(a.n, 0) AS "new_corporate_accounts_count"
FROM u FULL JOIN a ON a."month_year" = u."month_year";
--> statement-breakpoint
CREATE VIEW "monthly_document_counts" AS
SELECT minuta_month(d."created_at") AS "month_year",
  d."corporate_account_id",
  ca."name" AS "corporate_account_name",
  count(*) AS "total_documents_generated"
FROM "generated_documents" d
LEFT JOIN "corporate_accounts" ca ON ca."id" = d."corporate_account_id"
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- What one paying account brings in each month it is subscribed (decision 0022).
CREATE VIEW "account_monthly_revenue" AS
SELECT
  ca."id" AS "corporate_account_id",
  ca."name" AS "corporate_account_name",
  to_char(gs.m, 'YYYY-MM') AS "month_year",
  CASE WHEN ca."subscription_end_date" IS NOT NULL
         AND ca."subscription_end_date" - ca."subscription_start_date" >= 365
       THEN round(p."annual_price" / 12, 2)
       ELSE p."monthly_price" END AS "revenue"
FROM "corporate_accounts" ca
JOIN "subscription_plans" p ON p."id" = ca."plan_id"
CROSS JOIN LATERAL generate_series(
  date_trunc('month', ca."subscription_start_date"::timestamp),
  date_trunc('month', least(coalesce(ca."subscription_end_date", 'infinity'::date)::timestamp,
                            now() AT TIME ZONE 'America/Sao_Paulo')),
  interval '1 month'
) AS gs(m)
WHERE ca."id" <> '00000000-0000-0000-0000-000000000000'
  AND ca."subscription_status" = 'active'
  AND ca."subscription_start_date" IS NOT NULL;
--> statement-breakpoint
CREATE VIEW "revenue_summary" AS
SELECT "month_year", sum("revenue") AS "monthly_revenue_total"
FROM "account_monthly_revenue"
GROUP BY 1;
--> statement-breakpoint
CREATE VIEW "signature_completion_rates" AS
SELECT minuta_month(s."created_at") AS "month_year",
  count(*) AS "total_requests",
  count(*) FILTER (WHERE s."status" IN ('completed', 'signed')) AS "completed_requests",
  count(*) FILTER (WHERE s."status" IN ('declined', 'canceled', 'expired')) AS "failed_requests",
  round(100.0 * count(*) FILTER (WHERE s."status" IN ('completed', 'signed')) / count(*), 2) AS "completion_rate_percentage"
FROM "signature_requests" s
GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "get_corporate_signature_completion_rates"(corporate_account_uuid uuid)
RETURNS TABLE("month_year" text, "total_requests" bigint, "completed_requests" bigint, "failed_requests" bigint,
              "completion_rate_percentage" numeric)
LANGUAGE sql STABLE AS $$
  SELECT minuta_month(s."created_at"),
    count(*),
    count(*) FILTER (WHERE s."status" IN ('completed', 'signed')),
    count(*) FILTER (WHERE s."status" IN ('declined', 'canceled', 'expired')),
    round(100.0 * count(*) FILTER (WHERE s."status" IN ('completed', 'signed')) / count(*), 2)
  FROM "signature_requests" s
  WHERE s."corporate_account_id" = corporate_account_uuid AND s."created_at" >= minuta_month_start(5)
  GROUP BY 1 ORDER BY 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "get_corporate_monthly_document_counts"(corporate_account_uuid uuid)
RETURNS TABLE("month_year" text, "total_documents_generated" bigint)
LANGUAGE sql STABLE AS $$
  SELECT minuta_month(d."created_at"), count(*)
  FROM "generated_documents" d
  WHERE d."corporate_account_id" = corporate_account_uuid AND d."created_at" >= minuta_month_start(5)
  GROUP BY 1 ORDER BY 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "get_users_with_email"(corporate_account_uuid uuid)
RETURNS TABLE("user_id" text, "full_name" text, "email" text, "phone" text)
LANGUAGE sql STABLE AS $$
  SELECT m."user_id", m."full_name", u."email", m."phone"
  FROM "user_metadata" m JOIN "users" u ON u."id" = m."user_id"
  WHERE m."corporate_account_id" = corporate_account_uuid AND m."is_active"
  ORDER BY m."full_name", m."user_id";
$$;
--> statement-breakpoint
CREATE INDEX "signature_requests_created_idx" ON "signature_requests" ("created_at");
--> statement-breakpoint
CREATE INDEX "user_metadata_created_idx" ON "user_metadata" ("created_at");
--> statement-breakpoint
-- Broadcast fan-out: one row per recipient and channel (issue 12). No NOTIFY trigger on purpose: no
-- screen watches single deliveries; progress reaches the screen through broadcast_messages (which has one).
CREATE TABLE "broadcast_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"broadcast_id" uuid NOT NULL,
	"user_id" text,
	"channel" text NOT NULL,
	"recipient" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_delivery_channel_check" CHECK ("broadcast_deliveries"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "broadcast_delivery_status_check" CHECK ("broadcast_deliveries"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "broadcast_messages" ADD COLUMN "total_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_broadcast_id_broadcast_messages_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_delivery_unique" ON "broadcast_deliveries" USING btree ("broadcast_id","user_id","channel");--> statement-breakpoint
CREATE INDEX "broadcast_delivery_status_idx" ON "broadcast_deliveries" USING btree ("broadcast_id","status");
