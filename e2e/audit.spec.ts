import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { shooter } from "./support/shots";
import { createUserViaApi, PASSWORD, post } from "./support/signing";
import { loginViaApi } from "./support/users";

const SHOTS = process.env.AUDIT_SHOTS;

const shoot = shooter(SHOTS);

test.describe("trilha de auditoria", () => {
  test("o administrador corporativo vê só a própria conta; o super administrador, todas", async ({ page }) => {
    await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const stamp = Date.now();
    const account = await post(page, "/api/corporate-accounts", { name: `Empresa Auditada ${stamp}` });
    const other = await post(page, "/api/corporate-accounts", { name: `Outra Empresa ${stamp}` });
    const email = await createUserViaApi(page, "corporate_admin", account.id, "Alice Auditora");
    await createUserViaApi(page, "corporate_admin", other.id, "Otto Outro");

    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Trilha de auditoria" })).toBeVisible();
    await expect(page.getByRole("cell", { name: /Conta criada/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "audit-admin");

    await page.context().clearCookies();
    await loginViaApi(page, email, PASSWORD);
    await page.goto("/corporate/audit");
    await expect(page.getByRole("heading", { name: "Trilha de auditoria" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Entrada na plataforma" }).first()).toBeVisible();
    await expect(page.getByText(`Outra Empresa ${stamp}`)).toHaveCount(0);
    await page.getByLabel("Ação").selectOption({ label: "Usuário criado" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page.getByRole("cell", { name: "Usuário criado" }).first()).toBeVisible();
    await expect(page.getByRole("cell", { name: "Entrada na plataforma" })).toHaveCount(0);
    // Issue 48: readable by a business user — names and Portuguese labels; the raw record on demand.
    const created = page.getByRole("row").filter({ hasText: "Usuário criado" }).first();
    await expect(created).toContainText("Usuário “Alice Auditora”");
    await expect(created).toContainText("Função: Administrador Corporativo");
    const raw = created.getByText(/"role": "corporate_admin"/);
    await expect(raw).toBeHidden();
    await created.getByText("ver registro técnico").click();
    await expect(raw).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "audit-corporate");

    // The export is a job: asked for, shown as being prepared, then offered with a 24-hour link.
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    await expect(page.getByText("Exportação solicitada.")).toBeVisible();
    const exports = page.getByRole("region", { name: "Exportações" });
    await expect(exports.getByText("Pronto para baixar")).toBeVisible({ timeout: 30_000 });
    await expect(exports.getByText(/Ação: Usuário criado · \d+ registros? /)).toBeVisible();
    // The toast fades out (axe would read its half-transparent text): checked once it is gone.
    await expect(page.getByText("Exportação solicitada.")).toBeHidden({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, "audit-export-ready");
    const download = page.waitForEvent("download");
    await exports.getByRole("button", { name: "Baixar" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^trilha-de-auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path()) ?? "", "utf8");
    expect(text).toContain('"Usuário criado"');
    expect(text).toContain('"Função: Administrador Corporativo"');
    expect(text).not.toContain("Otto Outro");
  });
});
