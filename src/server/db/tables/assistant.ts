import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  AI_CALL_MODES,
  AI_CALL_STATUSES,
  AI_FEATURES,
  type AiCallMode,
  type AiCallStatus,
  type AiFeature,
} from "../../../domain/assistant/assistant";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";

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
 * Since migration 0029 (decision 0049) the row is written when the gate lets the call start: "running"
 * (streamed) or "queued" (a long request, a job) with `reserved_tokens` counted in the month's spending
 * until the end replaces them with the real usage. A job's pasted text waits in `input_text` only until
 * the job ends (kept after only with the account's consent); its parsed `result` stays for a day.
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
    status: text("status").$type<AiCallStatus>().notNull(),
    mode: text("mode").$type<AiCallMode>().notNull().default("stream"),
    /** The document a summary or review is about (a job reads its text again by this id). */
    documentId: uuid("document_id"),
    /** The estimate held while the call runs (estimateCallTokens); 0 once it ends. */
    reservedTokens: integer("reserved_tokens").notNull().default(0),
    /** A job's parsed answer, for the user to read (GET /api/assistant/calls/:id); cleared after a day. */
    result: jsonb("result"),
    error: text("error"),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    totalTokens: integer("total_tokens").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    attempts: integer("attempts").notNull().default(1),
    inputText: text("input_text"),
    outputText: text("output_text"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ai_calls_feature_check", sql`${t.feature} in (${oneOf(AI_FEATURES)})`),
    check("ai_calls_status_check", sql`${t.status} in (${oneOf(AI_CALL_STATUSES)})`),
    check("ai_calls_mode_check", sql`${t.mode} in (${oneOf(AI_CALL_MODES)})`),
    index("ai_calls_account_idx").on(t.corporateAccountId, t.createdAt),
    index("ai_calls_user_idx").on(t.userId, t.createdAt),
    index("ai_calls_unfinished_idx").on(t.status, t.updatedAt).where(sql`${t.status} in ('queued', 'running')`),
    // The sweep's clearing of day-old results reads only the calls that still hold one.
    index("ai_calls_result_idx").on(t.updatedAt).where(sql`${t.result} is not null`),
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
