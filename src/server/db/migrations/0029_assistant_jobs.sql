-- Contract assistant, long requests as jobs and a budget that holds (issue 29, decision 0049): a call's
-- record is written when it starts ("queued" for a job, "running" while streamed) with the tokens it
-- reserves of the month's budget, a job's document id or pasted text (until it ends) and its parsed
-- result (kept a day). Users hear their calls change through the live updates trigger.
ALTER TABLE "ai_calls" DROP CONSTRAINT "ai_calls_status_check";--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_status_check" CHECK ("ai_calls"."status" in ('queued', 'running', 'ok', 'error'));--> statement-breakpoint
ALTER TABLE "ai_calls" ADD COLUMN "mode" text DEFAULT 'stream' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_mode_check" CHECK ("ai_calls"."mode" in ('stream', 'job'));--> statement-breakpoint
ALTER TABLE "ai_calls" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD COLUMN "reserved_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "ai_calls" ALTER COLUMN "duration_ms" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_calls_user_idx" ON "ai_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_calls_unfinished_idx" ON "ai_calls" USING btree ("status","updated_at") WHERE "ai_calls"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "ai_calls_result_idx" ON "ai_calls" USING btree ("updated_at") WHERE "ai_calls"."result" is not null;--> statement-breakpoint
CREATE TRIGGER "ai_calls_notify" AFTER INSERT OR UPDATE OR DELETE ON "ai_calls" FOR EACH ROW EXECUTE FUNCTION minuta_notify_change();
