import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { checkBothWidths, openDocumentForm } from "./support/screens";
import { loginViaApi } from "./support/users";

/** Issue 24, written-out values: the author picks a formatter when inserting a variable; the preview shows it. */
test("an author inserts {{valor|extenso}} with the keyboard and the preview writes the amount out", async ({
  page,
}) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const categoryName = `Serviços ${stamp}`;
  const cat = await page.request.post("/api/categories", {
    headers: { Origin: E2E_BASE_URL },
    data: { name: categoryName },
  });
  expect(cat.status(), await cat.text()).toBe(201);

  await page.goto("/admin/templates/new");
  await page.locator(".ql-editor").waitFor();
  await page.getByRole("textbox", { name: "Título" }).fill(`Prestação ${stamp}`);
  await page.getByLabel(/^Categoria/).selectOption({ label: categoryName });
  await page.locator(".ql-editor").click();
  await page.keyboard.type("O contratante pagará");

  await page.getByRole("button", { name: "Adicionar variável" }).click();
  const card = page.getByRole("group", { name: "Variável 1" });
  await card.getByLabel(/^Chave/).fill("valor");
  await card.getByLabel(/^Rótulo/).fill("Valor");
  await card.getByLabel("Tipo").selectOption("money");
  const format = card.getByLabel(/^Formato ao inserir/);
  await format.focus();
  await page.keyboard.press("ArrowDown"); // "Por extenso", without a mouse
  await expect(format).toHaveValue("extenso");
  await expect(card.getByRole("heading", { name: /Variável 1/ })).toContainText("{{valor|extenso}}");
  await card.getByRole("button", { name: "Inserir no modelo" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".ql-editor")).toContainText("O contratante pagará {{valor|extenso}}");
  await card.getByLabel("Valor de teste da variável 1").fill("1500");

  await page.getByText("Pré-visualização com os valores de teste").click();
  const preview = page.locator(".minuta-document");
  await expect(preview).toContainText("O contratante pagará mil e quinhentos reais");
  expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);
  await card.screenshot({ path: "test-results/written-out-card-desktop.png" });
  await page.screenshot({ path: "test-results/written-out-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().width)}`)
      .slice(0, 8),
  );
  expect(wide).toEqual([]);
  await card.screenshot({ path: "test-results/written-out-card-390.png" });
  await page.screenshot({ path: "test-results/written-out-390.png", fullPage: true });
  expect(await seriousViolations(page, "[data-sonner-toaster]")).toEqual([]);

  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(page).toHaveURL(/\/admin\/templates$/);
});

/** Decision 0052: a number typed as the field asks ("12.500", dots between thousands) is twelve thousand five hundred. */
test("a number typed with dots between thousands reads as thousands in the document's preview", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const headers = { Origin: E2E_BASE_URL };
  const cat = await page.request.post("/api/categories", { headers, data: { name: `Imóveis ${stamp}` } });
  expect(cat.status(), await cat.text()).toBe(201);
  const title = `Área ${stamp}`;
  const template = await page.request.post("/api/templates", {
    headers,
    data: {
      title,
      categoryId: (await cat.json()).id,
      templateContent:
        "<p>Área de {{area}} m² ({{area|extenso}}).</p><p>{{#se area &gt; 100}}Acima de cem metros.{{/se}}</p>",
      variablesSchema: [{ key: "area", label: "Área", type: "number", required: true, options: [] }],
    },
  });
  expect(template.status(), await template.text()).toBe(201);

  await openDocumentForm(page, title);
  await page.getByLabel(/^Área/).fill("12.500");
  const preview = page.locator(".minuta-document");
  await expect(preview).toContainText("Área de 12.500 m² (doze mil e quinhentos).");
  await expect(preview).toContainText("Acima de cem metros.");
  await checkBothWidths(page, "number-thousands-form");
});
