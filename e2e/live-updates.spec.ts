import { expect, test } from "@playwright/test";
import type { SessionView } from "../src/domain/session";
import { E2E_ADMIN } from "./support/env";
import { loginViaApi } from "./support/users";

const STANDARD = {
  slug: "standard_user",
  name: "Usuário Padrão",
  permissions: { create_documents: true, view_own_documents: true, edit_own_documents: true },
} as const;
const SUPERVISOR = {
  slug: "supervisor_user",
  name: "Supervisor",
  permissions: { create_documents: true, view_own_documents: true, edit_own_documents: true, view_reports: true },
} as const;

test("uma mudança de papel feita em outra sessão aparece sem recarregar", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const me = (await (await page.request.get("/api/me")).json()) as SessionView;
  const before: SessionView = {
    ...me,
    roles: [{ ...STANDARD, permissions: { ...STANDARD.permissions } }],
    permissions: ["create_documents", "view_own_documents", "edit_own_documents"],
  };
  const after: SessionView = {
    ...me,
    roles: [
      { ...SUPERVISOR, permissions: { ...SUPERVISOR.permissions } },
      { ...STANDARD, permissions: { ...STANDARD.permissions } },
    ],
    permissions: ["create_documents", "view_own_documents", "edit_own_documents", "view_reports"],
  };
  let promoted = false;
  await page.route("**/api/me", (route) => route.fulfill({ json: promoted ? after : before }));
  // Until the change, the stream is down (the view must keep working); then it carries the event.
  await page.route("**/api/events", (route) =>
    promoted
      ? route.fulfill({
          status: 200,
          headers: { "Content-Type": "text/event-stream" },
          body: `data: ${JSON.stringify({ table: "user_roles", op: "INSERT", id: null, corporate_account_id: null, user_id: me.user.id })}\n\n`,
        })
      : route.fulfill({ status: 503, body: "indisponível" }),
  );

  await page.goto("/dashboard");
  await expect(page.getByTestId("current-role")).toHaveText("Usuário Padrão");
  await expect(page.locator('[data-tile="corporate-dashboard"]')).toHaveCount(0);

  promoted = true;
  await expect(page.getByTestId("current-role")).toHaveText("Supervisor", { timeout: 40_000 });
  await expect(page.getByTestId("active-roles")).toHaveText("2 papéis ativos");
  await expect(page.locator('[data-tile="corporate-dashboard"]')).toBeVisible();
});

test("o fluxo de eventos real conecta e a tela segue funcionando", async ({ page }) => {
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stream = page.waitForResponse((r) => r.url().endsWith("/api/events"));
  await page.goto("/dashboard");
  const res = await stream;
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/event-stream");
  await page.getByRole("button", { name: "Atualizar dados" }).click();
  await expect(page.getByTestId("current-role")).toHaveText("Super Administrador");
});
