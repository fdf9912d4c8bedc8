-- White label's own host name (issue 26, decision 0043): one per corporate account. A claim starts
-- pending; the DNS TXT record _minuta.<host> = token proves control and makes it verified. Only one
-- account can hold a host verified (partial unique index), so a squatter's pending claim never
-- blocks the real owner. Host names are stored lower case.
CREATE TABLE "account_hosts" (
	"corporate_account_id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_hosts_status_check" CHECK ("account_hosts"."status" in ('pending', 'verified', 'failed')),
	CONSTRAINT "account_hosts_host_check" CHECK ("account_hosts"."host" = lower("account_hosts"."host") and char_length("account_hosts"."host") between 4 and 253)
);
--> statement-breakpoint
ALTER TABLE "account_hosts" ADD CONSTRAINT "account_hosts_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_hosts_verified_host_unique" ON "account_hosts" USING btree ("host") WHERE "account_hosts"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "account_hosts_host_idx" ON "account_hosts" USING btree ("host");
