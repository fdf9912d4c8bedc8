-- Contract assistant (issue 29, decision 0045): the super admin's model endpoints (key encrypted by the
-- secrets platform), one record per model call (texts only when the account opts in) and each
-- account's checklist, text-keeping choice and optional token budget override.
CREATE TABLE "ai_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"model" text NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_account_id" uuid,
	"user_id" text,
	"feature" text NOT NULL,
	"endpoint_id" uuid,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"input_text" text,
	"output_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_calls_feature_check" CHECK ("ai_calls"."feature" in ('template_from_text', 'summary', 'clause_review', 'test')),
	CONSTRAINT "ai_calls_status_check" CHECK ("ai_calls"."status" in ('ok', 'error'))
);
--> statement-breakpoint
CREATE TABLE "ai_account_settings" (
	"corporate_account_id" uuid PRIMARY KEY NOT NULL,
	"checklist" jsonb NOT NULL,
	"store_text" boolean DEFAULT false NOT NULL,
	"monthly_token_budget" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_account_settings" ADD CONSTRAINT "ai_account_settings_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_account_idx" ON "ai_calls" USING btree ("corporate_account_id","created_at");
