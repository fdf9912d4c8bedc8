-- Issue 48 point 4: an account's own categories, made from its template form. A category without an
-- account is the platform's (the super admin's, linked to accounts); one with an account is seen by that
-- account only. Names are unique among the platform's and within each account.
ALTER TABLE "categories" ADD COLUMN "corporate_account_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "categories_platform_name_key" ON "categories" USING btree ("name") WHERE "categories"."corporate_account_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_account_name_key" ON "categories" USING btree ("corporate_account_id","name") WHERE "categories"."corporate_account_id" is not null;--> statement-breakpoint
-- What an account may use: the platform's categories linked to it, and its own.
CREATE OR REPLACE FUNCTION "get_available_categories_for_account"(account_id uuid)
RETURNS SETOF "categories" LANGUAGE sql STABLE AS $$
  SELECT c.* FROM "categories" c
  WHERE c."corporate_account_id" = account_id
     OR (c."corporate_account_id" IS NULL AND EXISTS (
       SELECT 1 FROM "category_corporate_accounts" l
       WHERE l."category_id" = c."id" AND l."corporate_account_id" = account_id))
  ORDER BY c."name";
$$;
