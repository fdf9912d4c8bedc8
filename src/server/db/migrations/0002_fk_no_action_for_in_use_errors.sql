ALTER TABLE "corporate_accounts" DROP CONSTRAINT "corporate_accounts_plan_id_subscription_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "document_templates" DROP CONSTRAINT "document_templates_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "corporate_accounts" ADD CONSTRAINT "corporate_accounts_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;