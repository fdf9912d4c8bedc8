import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./env";
import { loginViaApi, uniqueEmail } from "./users";

export const origin = { Origin: E2E_BASE_URL };
export const PASSWORD = "Senha-e2e-123";

/** A POST from the page's session that must answer `status`; its JSON. */
export async function post(page: Page, url: string, data: unknown, status = 201) {
  const res = await page.request.post(url, { headers: origin, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json();
}

/** Super admin: a user of `role` in the account, with PASSWORD; its e-mail. */
export async function createUserViaApi(page: Page, role: string, accountId: string, fullName: string) {
  const email = uniqueEmail(role);
  await post(page, "/api/users", {
    fullName,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role,
    corporateAccountId: accountId,
  });
  return email;
}

/**
 * Super admin: category, account, template, a standard user; then that user, signed in, makes and
 * finalizes a document. `label` names what the test is about (in the names it creates).
 */
export async function arrange(page: Page, label = "Assinaturas") {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const category = await post(page, "/api/categories", { name: `${label} ${stamp}` });
  const account = await post(page, "/api/corporate-accounts", {
    name: `Empresa ${label} ${stamp}`,
    categoryIds: [category.id],
  });
  const template = await post(page, "/api/templates", {
    title: `Contrato ${label} ${stamp}`,
    categoryId: category.id,
    templateContent: "<p><strong>CONTRATO</strong></p><p>Contratante: {{nome}}</p>",
    variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    isActive: true,
  });
  const email = await createUserViaApi(page, "standard_user", account.id, "Pessoa Solicitante");
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);
  const doc = await post(page, "/api/documents", {
    templateId: template.id,
    values: { nome: "Cliente Final" },
    status: "finalized",
  });
  return { docId: doc.id as string, title: doc.title as string, accountName: account.name as string };
}
