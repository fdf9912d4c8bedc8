-- Branding (issue 26): one row per corporate account with its logo, colours, display name, support
-- contacts and e-mail signature. Applied only while the account's plan has custom_branding_enabled;
-- the row is kept when the plan loses the flag, so the look returns with it. Colours are #rrggbb.
CREATE TABLE "account_branding" (
	"corporate_account_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"logo_file_id" uuid,
	"support_email" text,
	"support_phone" text,
	"email_signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_branding_colors_check" CHECK ("account_branding"."primary_color" ~ '^#[0-9a-f]{6}$' and "account_branding"."accent_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "account_branding_display_name_check" CHECK (char_length("account_branding"."display_name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "account_branding" ADD CONSTRAINT "account_branding_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_branding" ADD CONSTRAINT "account_branding_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;
