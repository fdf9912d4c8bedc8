import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { seriousViolations as axeViolations } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { PASSWORD, post } from "./support/signing";
import { loginViaApi, uniqueEmail } from "./support/users";

/** Issue 21, points 1, 2, 10, 11, 12, 14, 15, 16, 17: the round-2 walk-through's findings, in Chromium. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp/polish2-shots";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** axe, leaving out the toast library (its colours are checked where it is configured). */
const seriousViolations = (page: Page) => axeViolations(page, "[data-sonner-toaster]");

/** How far the page scrolls sideways (0 when nothing sticks out of the viewport). */
const sideOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** What sticks out on the right (elements, or text overflowing its box), to name in a failure. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const name = (e: Element) => `${e.tagName.toLowerCase()}.${e.className} "${e.textContent?.slice(0, 40)}"`;
    const out = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > w + 1)
      .map((e) => `box ${name(e)}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      if (range.getBoundingClientRect().right > w + 1 && n.parentElement) out.push(`text in ${name(n.parentElement)}`);
    }
    return out.slice(-6).join("; ");
  });

async function pageAs(browser: Browser, email: string, password: string, viewport = DESKTOP) {
  const page = await (await browser.newContext({ viewport, locale: "pt-BR" })).newPage();
  await loginViaApi(page, email, password);
  return page;
}

const stamp = Date.now();
const VARIABLES = [
  { key: "cliente", label: "Cliente", type: "text", required: true, options: [] },
  { key: "valor", label: "Valor", type: "money", required: false, options: [] },
  { key: "quantidade", label: "Quantidade", type: "number", required: false, options: [] },
];

interface World {
  adminEmail: string;
  templateId: string;
  draftId: string;
  finalized: { id: string; title: string };
  requested: { id: string; title: string };
}
let world: World | null = null;

/**
 * An account without plan and its corporate admin, a template with money and number variables, and
 * three documents (one draft, two finalized; one of these with a signature request of two signers).
 */
async function arrange(browser: Browser): Promise<World> {
  if (world) return world;
  const admin = await pageAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const category = await post(admin, "/api/categories", { name: `Polimento ${stamp}` });
  const account = await post(admin, "/api/corporate-accounts", {
    name: `Conta Sem Plano ${stamp}`,
    categoryIds: [category.id],
  });
  const template = await post(admin, "/api/templates", {
    title: `Contrato de Prestação de Serviços ${stamp}`,
    categoryId: category.id,
    templateContent: "<p>Cliente: {{cliente}}. Valor: {{valor}}. Quantidade: {{quantidade}}.</p>",
    variablesSchema: VARIABLES,
    isActive: true,
  });
  const adminEmail = uniqueEmail("corporate_admin");
  await post(admin, "/api/users", {
    fullName: "Gestora da Conta",
    email: adminEmail,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: "corporate_admin",
    corporateAccountId: account.id,
  });
  const corp = await pageAs(browser, adminEmail, PASSWORD);
  const doc = (values: Record<string, unknown>, status: string) =>
    post(corp, "/api/documents", { templateId: template.id, values, status });
  const draft = await doc({ cliente: "Mariana Duarte" }, "draft");
  const finalized = await doc({ cliente: "Rafael Lima", valor: 99000 }, "finalized");
  const requested = await doc({ cliente: "Beatriz Nogueira", valor: 150000 }, "finalized");
  await post(corp, `/api/documents/${requested.id}/signature-requests`, {
    recipients: [
      {
        signer_name: "Maria Aparecida dos Santos Oliveira",
        signer_email: `maria.aparecida.santos.oliveira.${stamp}@escritorio-exemplo.com.br`,
        authentication_method: "email",
        order_sequence: 1,
      },
      {
        signer_name: "João Pedro Albuquerque",
        signer_email: `joao.pedro.albuquerque.${stamp}@escritorio-exemplo.com.br`,
        authentication_method: "email",
        order_sequence: 2,
      },
    ],
  });
  world = { adminEmail, templateId: template.id, draftId: draft.id, finalized, requested };
  return world;
}

test.describe.configure({ timeout: 180_000 });

test("1 and 10: pt-BR percentages and completion pie colours that follow meaning", async ({ browser }) => {
  await arrange(browser);
  const admin = await pageAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto("/admin/dashboard");
  const pie = admin.getByRole("region", { name: "Taxa de conclusão de assinaturas" });
  // The platform's pie counts every account's requests (other specs' too): the format and colours are what count.
  await expect(pie.getByText(/Pendentes: \d+ \(\d+(,\d)?%\)/)).toBeVisible({ timeout: 20_000 });
  const swatch = (label: string) =>
    pie
      .locator("li", { hasText: label })
      .locator("span")
      .first()
      .evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await swatch("Concluídas")).toBe("rgb(21, 128, 61)"); // green
  expect(await swatch("Falhas")).toBe("rgb(185, 28, 28)"); // red
  expect(await swatch("Pendentes")).toBe("rgb(161, 98, 7)"); // amber
  await shot(admin, "1-admin-dashboard-desktop");
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.goto("/admin/reports");
  // Only this spec's account: the e2e database holds the other specs' documents too.
  await admin.getByRole("combobox", { name: "Conta Corporativa" }).selectOption({ label: `Conta Sem Plano ${stamp}` });
  await admin.getByRole("button", { name: "Aplicar" }).click();
  const byStatus = admin.getByRole("region", { name: "Documentos por status" });
  await expect(byStatus.getByText("Rascunho: 1 (33,3%)")).toBeVisible({ timeout: 20_000 });
  await expect(byStatus.getByText("Finalizado: 1 (33,3%)")).toBeVisible();
  await expect(byStatus.getByText("Aguardando Assinatura: 1 (33,3%)")).toBeVisible();
  await shot(admin, "1-admin-reports-desktop");
  expect(await seriousViolations(admin)).toEqual([]);

  const { adminEmail } = await arrange(browser);
  const corp = await pageAs(browser, adminEmail, PASSWORD);
  await corp.goto("/corporate/reports");
  await expect(
    corp.getByRole("region", { name: "Documentos por status" }).getByText("Rascunho: 1 (33,3%)"),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await seriousViolations(corp)).toEqual([]);

  await admin.goto("/admin/corporate-accounts/create");
  await expect(admin.getByText(/Usada no cálculo da receita/)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
});

test("2: one phone mask with 55 in the share dialog and the document form, typed key by key", async ({ browser }) => {
  const w = await arrange(browser);
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await pageAs(browser, w.adminEmail, PASSWORD, viewport);
    await page.goto(`/my-documents/${w.finalized.id}`);
    await page.getByRole("button", { name: "Compartilhar" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("WhatsApp").check();
    const phone = dialog.getByLabel("Telefone do destinatário (WhatsApp)");
    await phone.pressSequentially("5511987654321");
    await expect(phone).toHaveValue("55 (11) 98765-4321");
    await phone.fill("");
    await phone.pressSequentially("11987654321");
    await expect(phone).toHaveValue("55 (11) 98765-4321");
    await shot(page, `2-share-dialog-${viewport.width}`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/documents/edit/${w.draftId}`);
    const recipient = page.getByLabel("Telefone do destinatário", { exact: true });
    await recipient.pressSequentially("5511987654321");
    await expect(recipient).toHaveValue("55 (11) 98765-4321");
    expect(await sideOverflow(page), await overflowing(page)).toBe(0);
  }
});

test("12 and 16: money typed in reais (issue 48), numbers without exponent, a title completed by a variable", async ({
  browser,
}) => {
  const w = await arrange(browser);
  const page = await pageAs(browser, w.adminEmail, PASSWORD, PHONE);
  await page.goto(`/documents/edit/${w.draftId}`);
  const money = page.getByLabel("Valor", { exact: true });
  await money.pressSequentially("2500,50");
  await expect(page.getByText("Valor entendido: R$ 2.500,50")).toBeVisible();
  const quantity = page.getByLabel("Quantidade");
  await quantity.pressSequentially("1e3");
  await expect(quantity).toHaveValue("13");
  await quantity.fill("");
  await quantity.pressSequentially("2500,5");
  await shot(page, "12-document-form-390");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Salvar Rascunho" }).click();
  await expect(page).toHaveURL(/\/my-documents$/, { timeout: 15_000 });
  await page.goto(`/my-documents/${w.draftId}`);
  await expect(page.getByText("Valor: R$ 2.500,50. Quantidade: 2.500,5.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("— Mariana Duarte");

  await page.setViewportSize(DESKTOP);
  await page.goto("/my-documents");
  for (const name of ["Mariana Duarte", "Rafael Lima", "Beatriz Nogueira"])
    await expect(page.getByRole("cell", { name: new RegExp(`^Contrato .* — ${name} - `) })).toBeVisible();
  await page.goto("/corporate/dashboard");
  await expect(page.getByRole("link", { name: /— Mariana Duarte - / })).toBeVisible();

  const admin = await pageAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto(`/admin/templates/edit/${w.templateId}`);
  const titleVariable = admin.getByLabel("Variável do título dos documentos");
  await expect(titleVariable.locator("option:checked")).toHaveText("Automática: Cliente (cliente)");
  await titleVariable.selectOption("valor");
  await shot(admin, "16-template-form-desktop");
  expect(await seriousViolations(admin)).toEqual([]);
});

test("11: an account without plan reads 'Sem plano', the same limits on the dashboard and 'Meu Plano'", async ({
  browser,
}) => {
  const w = await arrange(browser);
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await pageAs(browser, w.adminEmail, PASSWORD, viewport);
    await page.goto("/corporate/dashboard");
    await expect(page.getByRole("region", { name: "Plano atual" })).toContainText("Sem plano");
    await expect(page.getByText("Plano Básico")).toHaveCount(0);
    await expect(page.getByText("1 / ∞").first()).toBeVisible();
    expect(await sideOverflow(page), await overflowing(page)).toBe(0);
    await shot(page, `11-corporate-dashboard-${viewport.width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/corporate/plan-overview");
    await expect(page.getByRole("region", { name: "Plano atual" })).toContainText("Sem plano");
    const users = page.locator("div", { has: page.getByText("Usuários totais", { exact: true }) }).last();
    await expect(users).toContainText("1 / ∞");
    await shot(page, `11-plan-overview-${viewport.width}`);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test("14: signers as cards on a phone, a table on a desktop, no sideways scroll", async ({ browser }) => {
  const w = await arrange(browser);
  const phone = await pageAs(browser, w.adminEmail, PASSWORD, PHONE);
  await phone.goto(`/my-documents/${w.requested.id}`);
  const signers = phone.getByRole("list", { name: "Signatários" });
  await expect(signers.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
  await expect(signers.getByRole("listitem").first()).toContainText("Maria Aparecida dos Santos Oliveira");
  // The signers' invitations in the delivery history carry the same long addresses.
  await expect(phone.getByTestId("delivery-row").first()).toBeVisible({ timeout: 20_000 });
  expect(await sideOverflow(phone), await overflowing(phone)).toBe(0);
  await shot(phone, "14-signers-390");
  expect(await seriousViolations(phone)).toEqual([]);

  const desk = await pageAs(browser, w.adminEmail, PASSWORD);
  await desk.goto(`/my-documents/${w.requested.id}`);
  await expect(desk.getByRole("table", { name: "Signatários" })).toBeVisible({ timeout: 20_000 });
  await shot(desk, "14-signers-desktop");
  expect(await seriousViolations(desk)).toEqual([]);
});

test("17: distinct row icons for 'Editar' and 'Solicitar assinatura', with tooltips and names", async ({ browser }) => {
  const w = await arrange(browser);
  const desk = await pageAs(browser, w.adminEmail, PASSWORD);
  await desk.goto("/my-documents");
  const edit = desk.getByRole("button", { name: /^Editar .*Mariana Duarte/ });
  const request = desk.getByRole("button", { name: /^Solicitar assinatura de .*Rafael Lima/ });
  const iconOf = (b: typeof edit) => b.locator("svg").getAttribute("class");
  expect(await iconOf(edit)).toContain("lucide-pencil");
  expect(await iconOf(request)).toContain("lucide-signature");
  await request.hover();
  await expect(desk.locator("[data-tooltip]:visible")).toHaveText("Solicitar assinatura");
  await shot(desk, "17-row-icons-desktop");
  await edit.focus();
  await desk.mouse.move(0, 0);
  await expect(desk.locator("[data-tooltip]:visible")).toHaveText("Editar");
  expect(await seriousViolations(desk)).toEqual([]);
});

test("15: the pager shows a window around the current page and marks it", async ({ browser }) => {
  const admin = await pageAs(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const existing = (await (await admin.request.get("/api/categories?page=1")).json()).total as number;
  for (let i = existing; i < 65; i++) await post(admin, "/api/categories", { name: `Paginação ${stamp} ${i}` });
  await admin.goto("/admin/categories");
  const pager = admin.getByRole("navigation", { name: "Paginação" });
  for (let n = 1; n < 7; n++) await pager.getByRole("button", { name: "Próxima página" }).click();
  await expect(pager.getByRole("button", { name: "Página 7" })).toHaveAttribute("aria-current", "page");
  const numbers = await pager.getByRole("button", { name: /^Página \d+$/ }).allTextContents();
  expect(numbers).toEqual(["3", "4", "5", "6", "7"]);
  await shot(admin, "15-pager-desktop");
  expect(await seriousViolations(admin)).toEqual([]);
});
