import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { loginViaApi, signUpAndConfirm } from "./support/users";

test("uma mudança de papel feita em outra sessão aparece no dashboard sem recarregar", async ({ page, browser }) => {
  // The user: signs up, confirms and stays on the dashboard as a standard user.
  const user = await signUpAndConfirm(page, "Usuária Promovida");
  await expect(page.getByTestId("current-role")).toHaveText("Usuário Padrão");
  await expect(page.locator('[data-tile="categories"]')).toHaveCount(0);
  const me = await (await page.request.get("/api/me")).json();

  // Another session (the super admin, in its own browser context) changes the user's role.
  const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await adminContext.newPage();
  await loginViaApi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  const res = await admin.request.put(`/api/users/${me.user.id}`, {
    headers: { Origin: E2E_BASE_URL },
    data: {
      fullName: user.fullName,
      email: user.email,
      phone: "",
      role: "super_admin",
      corporateAccountId: null,
      isActive: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await adminContext.close();

  // No reload: the event stream invalidates the session query and the dashboard follows.
  await expect(page.getByTestId("current-role")).toHaveText("Super Administrador", { timeout: 15_000 });
  await expect(page.locator('[data-tile="categories"]')).toBeVisible();
});

test("a tela segue funcionando quando o fluxo de eventos cai", async ({ page }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 503, body: "indisponível" }));
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/dashboard");
  await expect(page.getByTestId("current-role")).toHaveText("Super Administrador");
  await page.getByRole("button", { name: "Atualizar dados" }).click();
  await expect(page.getByTestId("current-role")).toHaveText("Super Administrador");
  await expect(page.locator("[data-tile]").first()).toBeVisible();
});
