/**
 * Live updates (ARCHITECTURE §6, decision 0005): the one list of watched tables. Every table here has a
 * `<table>_notify` trigger in the migrations (tests/http/live-tables.test.ts checks the migrated database
 * both ways), the event hub forwards a change by the table's visibility rule, and the web maps each one
 * to the queries it makes stale (its map is typed by this list, so it cannot name a table that is not one).
 *
 * Visibility (super_admin hears everything; anyone hears changes to rows whose user_id is theirs):
 * - `tenant`: rows of an account reach that account's users; rows without an account reach no one else.
 * - `catalogue`: like `tenant`, but rows without an account (global ones) reach every signed-in user.
 * - `personal`: rows of an account reach its corporate_admin and supervisor_user, and the row's own user.
 * - `documents`: the document visibility rule (the same one the document queries use).
 */
export type LiveVisibility = "tenant" | "catalogue" | "personal" | "documents";

export const LIVE_TABLES = {
  user_metadata: "tenant",
  user_roles: "tenant",
  roles: "catalogue",
  corporate_accounts: "tenant",
  subscription_plans: "catalogue",
  categories: "catalogue",
  category_corporate_accounts: "tenant",
  document_templates: "catalogue",
  header_footer_templates: "catalogue",
  generated_documents: "documents",
  signature_requests: "personal",
  signature_recipients: "tenant",
  document_delivery_log: "personal",
  smtp_configurations: "tenant",
  evolution_api_configurations: "tenant",
  broadcast_messages: "tenant",
  system_settings: "tenant",
  document_batches: "documents",
  support_tickets: "personal",
  ai_calls: "personal",
} as const satisfies Record<string, LiveVisibility>;

export type LiveTable = keyof typeof LIVE_TABLES;

export const LIVE_TABLE_NAMES = Object.keys(LIVE_TABLES) as LiveTable[];

export function isLiveTable(name: string): name is LiveTable {
  return Object.hasOwn(LIVE_TABLES, name);
}
