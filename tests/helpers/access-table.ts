import type { RoleSlug } from "../../src/domain/auth/permissions";

/**
 * Who may call what, written from the specification's role sections (spec 1 §6, spec 2 §6, spec 3 §6)
 * and NOT from the routes' own declared rules (issue 31): tests/http/access-table.test.ts calls every
 * route as every role and compares with this table, so a route declaring the wrong permission fails.
 * A new route must be added here, with the spec's reason.
 */
export type Callers = "public" | "signed-in" | "webhook-token" | "api-key" | readonly RoleSlug[];

const SUPER: readonly RoleSlug[] = ["super_admin"];
/** Spec 1 §6 "Managing users: only super_admin or corporate_admin"; templates and header/footers alike (spec 2 §6). */
const ADMINS: readonly RoleSlug[] = ["super_admin", "corporate_admin"];
/** Spec 3 §6: create_documents / view_own_documents, held by every role. */
const EVERY_ROLE: readonly RoleSlug[] = ["super_admin", "corporate_admin", "supervisor_user", "standard_user"];
/**
 * The roles of a corporate account: the plan overview (spec 2 §6: corporate_admin, supervisor_user,
 * standard_user) and the corporate dashboard and reports, "scoped to the user's corporate account"
 * (spec 3 §6; the super admin has the admin dashboard and reports instead).
 */
const CORPORATE: readonly RoleSlug[] = ["corporate_admin", "supervisor_user", "standard_user"];

const routes = (callers: Callers, list: string[]) => list.map((r) => [r, callers] as const);

export const ACCESS_TABLE: ReadonlyMap<string, Callers> = new Map<string, Callers>([
  // Outside the sign-in: health, sign-up, the session probe, public plans, shared links, the signer's
  // link, verification of a signed PDF, stored images (their own check), the e-signature provider's webhook.
  ...routes("public", [
    "GET /api/health",
    "POST /api/signup",
    "GET /api/session",
    "GET /api/public/plans",
    "GET /api/shared/:token",
    "GET /api/shared/:token/pdf",
    "GET /api/files/:id",
    "GET /api/sign/:token",
    "GET /api/sign/:token/pdf",
    "POST /api/sign/:token/code",
    "POST /api/sign/:token/sign",
    "POST /api/sign/:token/decline",
    "GET /api/verification/:code",
    "POST /api/verification",
    // Issue 23: how to call the public API is public; the API itself is not.
    "GET /api/v1/openapi.json",
    "GET /api/v1/docs",
    // Issue 27: a signer who is not a user asks for erasure by their signing link's token.
    "POST /api/privacy/signer-requests",
  ]),
  ...routes("signed-in", [
    "GET /api/me",
    "GET /api/events",
    // Issue 27 "Every signed-in user: Meus dados": export of their own data, request of their erasure.
    "GET /api/privacy/me",
    "POST /api/privacy/exports",
    "GET /api/privacy/exports/:id/download",
    "POST /api/privacy/erasure",
  ]),
  // Spec 2 (e-signature provider): the webhook is outside the sign-in but answers only its own token.
  ...routes("webhook-token", ["POST /api/webhooks/zapsign"]),
  // Issue 29 "replying to the e-mail adds to the ticket": the mail server delivers replies outside the
  // sign-in, opened only by SUPPORT_INBOUND_SECRET (Bearer); a session cookie opens nothing there.
  ...routes("webhook-token", ["POST /api/inbound/email"]),
  // Spec 2 §6: templates, header/footer templates (and their images) — super_admin and corporate_admin.
  ...routes(ADMINS, [
    "GET /api/templates",
    "GET /api/templates/options",
    "GET /api/templates/:id",
    "POST /api/templates",
    "PUT /api/templates/:id",
    "PATCH /api/templates/:id/status",
    "DELETE /api/templates/:id",
    // Issue 48 point 4: the template form's "Nova categoria" (an account's own category) is a template manager's.
    "POST /api/template-categories",
    // Issue 25: importing a .docx makes a template, so it is a template manager's action.
    "POST /api/templates/import/analyze",
    "POST /api/templates/import",
    "GET /api/header-footer",
    "GET /api/header-footer/:id",
    "POST /api/header-footer",
    "PUT /api/header-footer/:id",
    "DELETE /api/header-footer/:id",
    "POST /api/header-footer/:id/default",
    "POST /api/files/images",
    // Spec 2 §6: corporate_admin configures SMTP and WhatsApp of their account; super_admin the system's.
    "GET /api/settings/smtp",
    // Issue 48 point 6: whether signers get the signed copy by e-mail is the account's setting.
    "GET /api/signature-settings",
    "PUT /api/signature-settings",
    "PUT /api/settings/smtp",
    "POST /api/settings/smtp/test",
    "GET /api/settings/whatsapp",
    "PUT /api/settings/whatsapp",
    "POST /api/settings/whatsapp/test",
    // Spec 1 §6: managing users.
    "GET /api/users",
    "GET /api/users/roles",
    "GET /api/users/account-options",
    "GET /api/users/:userId",
    "POST /api/users",
    "PUT /api/users/:userId",
    "POST /api/users/:userId/deactivate",
  ]),
  ...routes(CORPORATE, ["GET /api/plan-overview", "GET /api/corporate/dashboard", "GET /api/corporate/reports"]),
  // Spec 3 §6: documents, their delivery and signature requests (create_documents, view_own_documents).
  ...routes(EVERY_ROLE, [
    "GET /api/documents/available-templates",
    "GET /api/documents/available-categories",
    "GET /api/documents/available-templates/:templateId",
    "GET /api/documents/header-footers",
    "GET /api/documents/pdf-status",
    "GET /api/documents",
    "POST /api/documents",
    "GET /api/documents/:id",
    "PUT /api/documents/:id",
    "POST /api/documents/:id/finalize",
    "DELETE /api/documents/:id",
    "GET /api/documents/:id/pdf",
    // Issue 40: an uploaded PDF is a document like the others (create_documents); its fields are its owner's.
    "POST /api/documents/pdf",
    "GET /api/documents/:id/fields",
    "PUT /api/documents/:id/fields",
    "GET /api/documents/:id/docx",
    "POST /api/documents/:id/share",
    "GET /api/documents/:id/deliveries",
    "POST /api/documents/:id/deliveries/:deliveryId/retry",
    "GET /api/documents/:id/delivery-channels",
    "POST /api/documents/:id/share-links/revoke",
    "POST /api/documents/:id/signature-requests",
    "GET /api/documents/:id/signature-request",
    "POST /api/signature-requests/:id/cancel",
    "GET /api/signature-requests/:id/signed-pdf",
    // Issue 24: many documents from one spreadsheet are documents too (create_documents).
    "GET /api/batches/model/:templateId",
    "POST /api/batches",
    "GET /api/batches",
    "GET /api/batches/:id",
    "GET /api/batches/:id/rows",
    "POST /api/batches/:id/confirm",
    "GET /api/batches/:id/errors",
    "DELETE /api/batches/:id",
  ]),
  // Spec 1 §6 and spec 2 §6: super_admin alone — plans, corporate accounts, e-signature provider
  // settings (and the platform's seal certificate), categories, confirming e-mails, admin dashboard,
  // reports, jobs and broadcasts.
  ...routes(SUPER, [
    "GET /api/plans",
    "GET /api/plans/active",
    "GET /api/plans/:planId",
    "POST /api/plans",
    "PUT /api/plans/:planId",
    "PATCH /api/plans/:planId/status",
    "DELETE /api/plans/:planId",
    "GET /api/corporate-accounts",
    "GET /api/corporate-accounts/category-options",
    "GET /api/corporate-accounts/:accountId",
    "POST /api/corporate-accounts",
    "PUT /api/corporate-accounts/:accountId",
    "DELETE /api/corporate-accounts/:accountId",
    "GET /api/settings/zapsign",
    "PUT /api/settings/zapsign",
    "POST /api/settings/zapsign/test-connection",
    "POST /api/settings/zapsign/test-webhook",
    "GET /api/signature-seal-certificate",
    "PUT /api/signature-seal-certificate",
    "DELETE /api/signature-seal-certificate",
    "POST /api/users/:userId/confirm-email",
    "GET /api/categories",
    "POST /api/categories",
    "PUT /api/categories/:categoryId",
    "DELETE /api/categories/:categoryId",
    "GET /api/categories/:categoryId/accounts",
    "PUT /api/categories/:categoryId/accounts",
    "GET /api/admin/jobs",
    "GET /api/admin/dashboard",
    "GET /api/admin/reports",
    "GET /api/admin/reports/accounts",
    "GET /api/admin/broadcast-recipients",
    "GET /api/admin/broadcasts",
    "GET /api/admin/broadcasts/:id",
    "POST /api/admin/broadcasts",
  ]),
  // Issue 23 "API keys (corporate admin, plan-gated)": the corporate admin manages its account's keys;
  // "Super admin sees keys of all accounts (not the secrets) and can revoke".
  ...routes(ADMINS, [
    "GET /api/api-keys",
    "GET /api/api-keys/access",
    "POST /api/api-keys",
    "POST /api/api-keys/:id/revoke",
  ]),
  // Issue 23 "Outbound webhooks": the corporate admin manages its account's endpoints (the super admin,
  // holding every permission, passes the gate and is answered NO_ACCOUNT: it has no account's endpoints).
  ...routes(ADMINS, [
    "GET /api/webhook-endpoints",
    "GET /api/webhook-endpoints/access",
    "POST /api/webhook-endpoints",
    "PUT /api/webhook-endpoints/:id",
    "DELETE /api/webhook-endpoints/:id",
    "POST /api/webhook-endpoints/:id/rotate-secret",
    "POST /api/webhook-endpoints/:id/test",
    "GET /api/webhook-endpoints/:id/deliveries",
    "POST /api/webhook-endpoints/:id/deliveries/:deliveryId/resend",
  ]),
  // Issue 29 "Contract assistant": the super admin configures the model endpoints; every role may read
  // the assistant's status and summarize or review a document it sees (the super admin passes the gate
  // and is answered NO_ACCOUNT: no account to charge); templates from text are the admins' (spec 2 §6);
  // the checklist and text keeping are the corporate admin's (manage_corporate_account). Decision 0049:
  // each user reads their own calls (a long request's result); the super admin reads an account's budget.
  ...routes(SUPER, [
    "GET /api/admin/ai-endpoints",
    "POST /api/admin/ai-endpoints",
    "PUT /api/admin/ai-endpoints/:id",
    "DELETE /api/admin/ai-endpoints/:id",
    "POST /api/admin/ai-endpoints/:id/test",
    "GET /api/admin/corporate-accounts/:id/ai-budget",
    "PUT /api/admin/corporate-accounts/:id/ai-budget",
  ]),
  ...routes(EVERY_ROLE, [
    "GET /api/assistant",
    "GET /api/assistant/calls",
    "GET /api/assistant/calls/:id",
    "POST /api/assistant/documents/:id/summary",
    "POST /api/assistant/documents/:id/review",
  ]),
  ...routes(ADMINS, [
    "POST /api/assistant/template-from-text",
    "POST /api/assistant/templates",
    "PUT /api/assistant/settings",
  ]),
  // Issue 23: the public API v1 opens only to an API key (Bearer), never to a session cookie — whatever
  // the role. Its scopes, plan gate and tenant are proven by tests/public-api/access.test.ts.
  ...routes("api-key", [
    "GET /api/v1/templates",
    "GET /api/v1/templates/:id",
    "GET /api/v1/documents",
    "POST /api/v1/documents",
    "GET /api/v1/documents/:id",
    "PUT /api/v1/documents/:id",
    "POST /api/v1/documents/:id/finalize",
    "DELETE /api/v1/documents/:id",
    "GET /api/v1/documents/:id/pdf",
    "POST /api/v1/documents/pdf",
    "GET /api/v1/documents/:id/fields",
    "PUT /api/v1/documents/:id/fields",
    "POST /api/v1/documents/:id/signature-requests",
    "GET /api/v1/signature-requests/:id",
    "POST /api/v1/signature-requests/:id/cancel",
    "GET /api/v1/signature-requests/:id/signed-pdf",
    "GET /api/v1/webhook-endpoints",
    "POST /api/v1/webhook-endpoints",
    "GET /api/v1/webhook-endpoints/:id",
    "PUT /api/v1/webhook-endpoints/:id",
    "DELETE /api/v1/webhook-endpoints/:id",
    "POST /api/v1/webhook-endpoints/:id/rotate-secret",
    "POST /api/v1/webhook-endpoints/:id/test",
    "GET /api/v1/webhook-endpoints/:id/deliveries",
    "POST /api/v1/webhook-endpoints/:id/deliveries/:deliveryId/resend",
  ]),
  // Issue 27: "corporate admin /corporate/audit (own account only), super admin /admin/audit (all)".
  ...routes(ADMINS, [
    "GET /api/audit",
    "POST /api/audit/exports",
    "GET /api/audit/exports",
    "GET /api/audit/exports/:id/download",
  ]),
  // Issue 27: "the corporate admin (or super admin for users without an account) confirms" an erasure.
  ...routes(ADMINS, ["GET /api/privacy/erasure-requests", "POST /api/privacy/erasure-requests/:id/decision"]),
  // Issue 26 "Branding (corporate admin, /corporate/settings/branding)": the corporate admin of the
  // account alone (the super admin has no account to brand); the look the app shell applies: anyone signed in.
  ...routes(
    ["corporate_admin"],
    [
      "GET /api/corporate/branding",
      "PUT /api/corporate/branding",
      "POST /api/corporate/branding/logo",
      // White label's own host name (decision 0043): the same admin of the same account.
      "GET /api/corporate/branding/host",
      "PUT /api/corporate/branding/host",
      "POST /api/corporate/branding/host/verify",
      "DELETE /api/corporate/branding/host",
    ],
  ),
  ...routes("signed-in", ["GET /api/branding/current"]),
  // Issue 29 "Support (everyone signed in …)": "Ajuda" opens and follows one's own tickets; the
  // "Super admin queue /admin/support" (filters, assignment, notes, canned replies) is the super admin's.
  ...routes("signed-in", [
    "GET /api/support/tickets",
    "POST /api/support/tickets",
    "GET /api/support/tickets/:id",
    "POST /api/support/tickets/:id/messages",
    "POST /api/support/attachments",
    "GET /api/support/attachments/:id",
  ]),
  ...routes(SUPER, [
    "GET /api/admin/support/tickets",
    "GET /api/admin/support/tickets/:id",
    "POST /api/admin/support/tickets/:id/messages",
    "PATCH /api/admin/support/tickets/:id",
    "GET /api/admin/support/agents",
    "GET /api/admin/support/summary",
    "GET /api/admin/support/canned-replies",
    "POST /api/admin/support/canned-replies",
    "DELETE /api/admin/support/canned-replies/:id",
  ]),
  // Issue 27 "Retention: per-account setting": the corporate admin of the account alone (the super
  // admin has no account whose drafts and delivery logs to delete).
  ...routes(["corporate_admin"], ["GET /api/corporate/retention", "PUT /api/corporate/retention"]),
]);
