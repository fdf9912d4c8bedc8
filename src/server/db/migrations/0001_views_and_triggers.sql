-- Read views named in the spec, the category availability function, and NOTIFY triggers for live updates.

CREATE VIEW "user_roles_with_metadata" AS
SELECT
  u."id" AS "user_id",
  u."email",
  u."email_verified",
  m."full_name",
  m."phone",
  (m."is_active" AND ur."is_active") AS "is_active",
  m."is_active" AS "metadata_is_active",
  ur."is_active" AS "role_is_active",
  ur."id" AS "user_role_id",
  ur."role_id" AS "assigned_role_id",
  r."name" AS "role_name",
  r."slug" AS "role_slug",
  m."corporate_account_id",
  ca."name" AS "corporate_account_name",
  m."id" AS "metadata_id",
  m."created_at" AS "metadata_created_at"
FROM "user_metadata" m
JOIN "users" u ON u."id" = m."user_id"
LEFT JOIN LATERAL (
  SELECT x.* FROM "user_roles" x WHERE x."user_id" = m."user_id"
  ORDER BY x."is_active" DESC, x."created_at" ASC LIMIT 1
) ur ON true
LEFT JOIN "roles" r ON r."id" = ur."role_id"
LEFT JOIN "corporate_accounts" ca ON ca."id" = m."corporate_account_id";
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
    'monthly_documents', (SELECT count(*) FROM "generated_documents" d WHERE d."corporate_account_id" = ca."id" AND d."created_at" >= date_trunc('month', now())),
    'monthly_signatures', (SELECT count(*) FROM "signature_requests" s WHERE s."corporate_account_id" = ca."id" AND s."created_at" >= date_trunc('month', now()))
  ) AS "usage_stats"
FROM "corporate_accounts" ca
LEFT JOIN "subscription_plans" p ON p."id" = ca."plan_id";
--> statement-breakpoint
CREATE FUNCTION "get_available_categories_for_account"(account_id uuid)
RETURNS SETOF "categories" LANGUAGE sql STABLE AS $$
  SELECT c.* FROM "categories" c
  JOIN "category_corporate_accounts" l ON l."category_id" = c."id"
  WHERE l."corporate_account_id" = account_id
  ORDER BY c."name";
$$;
--> statement-breakpoint
-- Live updates (ARCHITECTURE §6): one generic trigger that tells listeners what changed and for whom.
CREATE FUNCTION "minuta_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  PERFORM pg_notify('minuta_changes', jsonb_build_object(
    'table', TG_TABLE_NAME,
    'op', TG_OP,
    'id', coalesce(rec->>'id', rec->>'category_id'),
    'corporate_account_id', rec->>'corporate_account_id',
    'user_id', coalesce(rec->>'user_id', rec->>'created_by_user_id', rec->>'created_by')
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'user_metadata', 'user_roles', 'roles', 'corporate_accounts', 'subscription_plans', 'categories',
    'category_corporate_accounts', 'document_templates', 'header_footer_templates', 'generated_documents',
    'signature_requests', 'signature_recipients', 'document_delivery_log', 'smtp_configurations',
    'evolution_api_configurations', 'broadcast_messages', 'system_settings'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION minuta_notify_change()',
      t || '_notify', t);
  END LOOP;
END $$;
