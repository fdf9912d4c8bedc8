-- The reporting SQL functions only read tables and now(): declare them PARALLEL SAFE (issue 12). A query
-- calling a function left at the default PARALLEL UNSAFE never gets a parallel plan, so the dashboards'
-- scans of the documents ran on one core. Whichever of them exist (minuta_month_start_at comes with 0008)
-- are marked; a later CREATE OR REPLACE of one of them must say PARALLEL SAFE again.
DO $$
DECLARE f regprocedure;
BEGIN
  FOR f IN
    SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema()
      AND p.proname IN ('minuta_month', 'minuta_month_start', 'minuta_month_start_at',
                        'get_corporate_signature_completion_rates', 'get_corporate_monthly_document_counts',
                        'get_users_with_email')
  LOOP
    EXECUTE format('ALTER FUNCTION %s PARALLEL SAFE', f);
  END LOOP;
END $$;
