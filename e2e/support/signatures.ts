import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL, E2E_SMTP_HTTP_PORT } from "./env";
import type { CaughtMail } from "./smtp-catcher";
import { loginViaApi, uniqueEmail } from "./users";

/** What the signature specs share: API calls with the app's origin, the caught e-mails, a finalized document. */
const origin = { Origin: E2E_BASE_URL };
const PASSWORD = "Senha-e2e-123";

export async function post(page: Page, url: string, data: unknown, status = 201) {
  const res = await page.request.post(url, { headers: origin, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json();
}

export async function mailsTo(email: string): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`);
  return ((await res.json()) as CaughtMail[]).filter((m) => m.to.includes(email.toLowerCase()));
}

/** Waits for an e-mail to `email` whose text matches `re`, and returns the first group. */
export async function waitForMail(email: string, re: RegExp, minCount = 1): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hits = (await mailsTo(email)).map((m) => re.exec(m.text)?.[1]).filter(Boolean);
        found = hits.length >= minCount ? (hits.at(-1) as string) : undefined;
        return Boolean(found);
      },
      { timeout: 20_000, message: `e-mail para ${email} com ${re}` },
    )
    .toBe(true);
  return found as string;
}

/** Super admin: category, account, template, a standard user; the user makes and finalizes a document. */
export async function arrange(page: Page) {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const category = await post(page, "/api/categories", { name: `Assinaturas ${stamp}` });
  const account = await post(page, "/api/corporate-accounts", {
    name: `Empresa Sig ${stamp}`,
    categoryIds: [category.id],
  });
  const template = await post(page, "/api/templates", {
    title: `Contrato Assinável ${stamp}`,
    categoryId: category.id,
    templateContent: "<p><strong>CONTRATO</strong></p><p>Contratante: {{nome}}</p>",
    variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    isActive: true,
  });
  const email = uniqueEmail("standard_user");
  await post(page, "/api/users", {
    fullName: "Pessoa Solicitante",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: "standard_user",
    corporateAccountId: account.id,
  });
  await page.context().clearCookies();
  await loginViaApi(page, email, PASSWORD);
  const doc = await post(page, "/api/documents", {
    templateId: template.id,
    values: { nome: "Cliente Final" },
    status: "finalized",
  });
  return { docId: doc.id as string, title: doc.title as string };
}
