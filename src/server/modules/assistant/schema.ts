import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { AI_FEATURES, type AiFeature } from "../../../domain/assistant";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { accountRef } from "../accounts/schema";
import { userRef } from "../auth/schema";

/**
 * The model endpoints the super admin configures (issue 29, migration 0026): OpenAI-compatible
 * chat-completions APIs. The key is stored encrypted by the secrets platform and never shown whole.
 */
export const aiEndpoints = pgTable("ai_endpoints", {
  id: id(),
  name: text("name").notNull(),
  baseUrl: text("base_url").notNull(),
  model: text("model").notNull(),
  /** enc:v1:… or "" (a local server without a key). */
  apiKey: text("api_key").notNull().default(""),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every call to a model: who, which feature, tokens, time and model. The texts only when the account
 * opted in (assistant settings `store_text`). No foreign key to the endpoint: the record outlives it.
 */
export const aiCalls = pgTable(
  "ai_calls",
  {
    id: id(),
    corporateAccountId: accountRef("cascade"),
    userId: userRef("user_id", "set null"),
    feature: text("feature").$type<AiFeature>().notNull(),
    endpointId: uuid("endpoint_id"),
    model: text("model").notNull(),
    promptVersion: text("prompt_version").notNull(),
    status: text("status").$type<"ok" | "error">().notNull(),
    error: text("error"),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    totalTokens: integer("total_tokens").notNull().default(0),
    durationMs: integer("duration_ms").notNull(),
    attempts: integer("attempts").notNull().default(1),
    inputText: text("input_text"),
    outputText: text("output_text"),
    createdAt: createdAt(),
  },
  (t) => [
    check("ai_calls_feature_check", sql`${t.feature} in (${oneOf(AI_FEATURES)})`),
    check("ai_calls_status_check", sql`${t.status} in ('ok', 'error')`),
    index("ai_calls_account_idx").on(t.corporateAccountId, t.createdAt),
  ],
);

/** One row per account that changed the assistant's defaults: its checklist, text keeping and budget. */
export const aiAccountSettings = pgTable("ai_account_settings", {
  corporateAccountId: accountRef("cascade").primaryKey(),
  checklist: jsonb("checklist").$type<string[]>().notNull(),
  storeText: boolean("store_text").notNull().default(false),
  /** Overrides the plan's ai_monthly_tokens for this account (set by the super admin); null: the plan's. */
  monthlyTokenBudget: integer("monthly_token_budget"),
  updatedAt: updatedAt(),
});
