import { eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../src/domain/api-keys/api-keys";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createPlan, type TestContext, type TestUser } from "../helpers/app";
import { builtinSigningContext, codeIn, linkIn, mailsTo } from "../signatures/support";
import { createCategory } from "../templates/fixtures";

/** A template's variables: a required name, a required CPF and an optional e-mail (the form's rules). */
export const VARIABLES = [
  { key: "nome", label: "Nome", type: "text", required: true, options: [] },
  { key: "cpf", label: "CPF", type: "cpf", required: true, options: [] },
  { key: "email", label: "E-mail", type: "email", required: false, options: [] },
];
/** Values every rule accepts. */
export const VALID_VALUES = { nome: "Cliente API", cpf: "529.982.247-25" };

/** A call to the public API with a key (Bearer), as an outside system makes it: no cookie, no Origin. */
export function v1(ctx: TestContext, key: string | null, opts: InjectOptions & { headers?: Record<string, string> }) {
  const { headers, ...rest } = opts;
  return ctx.app.inject({ ...rest, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } });
}

/** A key created the way an admin creates one, on the screen's route: answers its secret and id. */
export async function createKey(
  ctx: TestContext,
  admin: TestUser,
  scopes: readonly ApiKeyScope[],
  name = "Integração",
) {
  const res = await api(ctx, { method: "POST", url: "/api/api-keys", cookie: admin.cookie, payload: { name, scopes } });
  if (res.statusCode !== 201) throw new Error(`key not created: ${res.body}`);
  const { key, secret } = res.json() as { key: { id: string }; secret: string };
  return { id: key.id, secret };
}

async function insertTemplate(ctx: TestContext, accountId: string, categoryId: string, title: string) {
  const [row] = await ctx.db
    .insert(documentTemplates)
    .values({
      title,
      categoryId,
      corporateAccountId: accountId,
      templateContent: "<p>Contrato com {{nome}}, CPF {{cpf}}</p>",
      variablesSchema: VARIABLES,
    })
    .returning({ id: documentTemplates.id });
  if (!row) throw new Error("template not created");
  return row.id;
}

/**
 * The public API's test bed: the real app (fake PDF service, jobs run at once), accounts A and B on a
 * plan with "Acesso à API", a template of each, and keys: A's with every scope, A's with one scope
 * each, A's revoked one, B's with every scope.
 */
export async function apiWorld(overrides: Parameters<typeof builtinSigningContext>[1] = {}) {
  const { ctx, tenants, a, b } = await builtinSigningContext(() => new Date(), overrides);
  const planId = await createPlan(ctx.db, `Plano API ${Date.now()}`, {
    ...DEFAULT_PLAN_FEATURES,
    api_access_enabled: true,
  });
  await ctx.db
    .update(corporateAccounts)
    .set({ planId })
    .where(inArray(corporateAccounts.id, [tenants.accountA, tenants.accountB]));
  const category = await createCategory(ctx.db, [tenants.accountA, tenants.accountB], "Contratos API");
  const templateA = await insertTemplate(ctx, tenants.accountA, category, "Contrato A");
  const templateB = await insertTemplate(ctx, tenants.accountB, category, "Contrato B");
  const keyA = await createKey(ctx, tenants.adminA, API_KEY_SCOPES);
  const keyB = await createKey(ctx, tenants.adminB, API_KEY_SCOPES);
  const revoked = await createKey(ctx, tenants.adminA, API_KEY_SCOPES, "Revogada");
  await api(ctx, { method: "POST", url: `/api/api-keys/${revoked.id}/revoke`, cookie: tenants.adminA.cookie });
  const only = {} as Record<ApiKeyScope, string>;
  for (const scope of API_KEY_SCOPES) only[scope] = (await createKey(ctx, tenants.adminA, [scope], scope)).secret;
  /** Turns "Acesso à API" of the accounts' plan on or off. */
  const setApiAccess = (enabled: boolean) =>
    ctx.db
      .update(subscriptionPlans)
      .set({ featuresConfig: { ...DEFAULT_PLAN_FEATURES, api_access_enabled: enabled } })
      .where(eq(subscriptionPlans.id, planId));
  /** A document of A created through the API (draft unless told). */
  const createDocument = async (key: string, status: "draft" | "finalized" = "draft", values = VALID_VALUES) => {
    const res = await v1(ctx, key, {
      method: "POST",
      url: "/api/v1/documents",
      payload: { templateId: templateA, values, status },
    });
    if (res.statusCode !== 201) throw new Error(`document not created: ${res.body}`);
    return res.json() as { id: string; status: string };
  };
  return { ctx, tenants, a, b, templateA, templateB, keyA, keyB, revoked, only, setApiAccess, createDocument };
}

/** Each signer signs, in order, through the link and the code of the e-mails they received (answers the last reply). */
export async function signAsEach(ctx: TestContext, emails: readonly string[]) {
  const replies = [];
  for (const email of emails) {
    const token = linkIn(mailsTo(ctx, email)[0]?.text ?? "");
    await api(ctx, { method: "POST", url: `/api/sign/${token}/code` });
    const code = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
    replies.push(
      await api(ctx, {
        method: "POST",
        url: `/api/sign/${token}/sign`,
        payload: { code, typedSignature: email.slice(0, 3) },
      }),
    );
  }
  return replies;
}
