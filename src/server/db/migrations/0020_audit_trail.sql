-- The audit trail (issue 27, docs/decisions/0039): append-only. Each row carries the SHA-256 of its own
-- content and of the previous row of the same account (prev_hash), computed by the server under a
-- per-account advisory lock, so `npm run audit:verify` finds any edit or removal. No foreign keys: the
-- trail outlives the account, user or document it names.
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"changes" jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_actor_kind_check" CHECK ("audit_events"."actor_kind" in ('user', 'api_key', 'signer', 'system', 'anonymous'))
);
--> statement-breakpoint
-- The screens list newest first with a (created_at, id) cursor: one index per way in (account, all, actor, action, target).
CREATE INDEX "audit_events_account_time_idx" ON "audit_events" ("account_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_events_time_idx" ON "audit_events" ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_events_actor_time_idx" ON "audit_events" ("actor_id", "created_at" DESC, "id" DESC) WHERE "actor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_action_time_idx" ON "audit_events" ("action", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" ("target_type", "target_id");--> statement-breakpoint
-- The chain walk of audit:verify and the writer's "last row of this account".
CREATE INDEX "audit_events_chain_idx" ON "audit_events" ("account_id", "id");--> statement-breakpoint
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();--> statement-breakpoint
-- Where the database has roles (PostgreSQL in production): nobody but the owner may change rows, even
-- with the triggers off. The application role (minuta_app, when a deployment creates it: decision 0039)
-- may only read and append. PGlite runs as a superuser, where REVOKE changes nothing; the triggers hold.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM PUBLIC;--> statement-breakpoint
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'minuta_app') THEN
		REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM minuta_app;
		GRANT SELECT, INSERT ON "audit_events" TO minuta_app;
	END IF;
END;
$$;
