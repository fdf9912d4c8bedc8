-- Rate-limit windows shared by every web process on PostgreSQL (issue 28, decision 0048): one row per
-- limiter key, counted by one upsert per hit; PGlite (one process) keeps its counters in memory and
-- never writes here. Ended windows are deleted by the processes themselves, by reset_at.
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");
