import { expect, test } from "@playwright/test";
import { arrangeApiAccount } from "./support/api-account";
import { seriousViolations } from "./support/axe";
import { shooter } from "./support/shots";
import { post } from "./support/signing";
import { startReceiver, verifiedEvent } from "./support/webhook-receiver";

const SHOTS = process.env.WEBHOOKS_SHOTS;

const shoot = shooter(SHOTS);

test.describe("webhooks", () => {
  test("o administrador cadastra um endpoint, finaliza um documento e vê a entrega assinada no registro", async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      const { templateId } = await arrangeApiAccount(page, {
        label: "Webhooks",
        adminName: "Wanda Webhooks",
        templateContent: "<p>Recibo de {{nome}}</p>",
      });
      await page.goto("/corporate/settings/integrations");
      await page.getByRole("link", { name: /Webhooks/ }).click();
      await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
      await expect(page.getByText("Nenhum endpoint de webhook")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, "webhooks-empty");

      await page.getByRole("button", { name: "Novo endpoint" }).click();
      await page.getByRole("button", { name: "Criar endpoint" }).click();
      await expect(page.getByText("Informe a URL do endpoint")).toBeVisible();
      await expect(page.getByText("Escolha ao menos um evento")).toBeVisible();
      await page.getByLabel("URL").fill(receiver.url);
      await page.getByLabel("Descrição").fill("ERP");
      await page.getByLabel(/Documento finalizado/).check();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, "webhooks-form");
      await page.getByRole("button", { name: "Criar endpoint" }).click();

      const secretField = page.getByTestId("webhook-secret");
      await expect(secretField).toHaveValue(/^whsec_/);
      const secret = await secretField.inputValue();
      await shoot(page, "webhooks-secret");
      await page.getByRole("button", { name: "Já guardei o segredo" }).click();
      const row = page.getByRole("row", { name: new RegExp(receiver.url) });
      await expect(row).toContainText("Ativo");

      const doc = await post(page, "/api/documents", {
        templateId,
        values: { nome: "Cliente Final" },
        status: "finalized",
      });
      await expect.poll(() => receiver.hits.length, { timeout: 15_000 }).toBe(1);
      const hit = receiver.hits[0]!;
      expect(verifiedEvent(secret, hit)).toMatchObject({ type: "document.finalized", data: { documentId: doc.id } });

      await row.getByRole("button", { name: `Registro de entregas de ${receiver.url}` }).click();
      const log = page.getByRole("dialog", { name: "Registro de entregas" });
      const delivery = log.getByRole("row", { name: /Documento finalizado/ });
      await expect(delivery).toContainText("Entregue");
      await expect(delivery).toContainText("HTTP 200");
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, "webhooks-log");
      await delivery.getByRole("button", { name: /Reenviar/ }).click();
      await expect.poll(() => receiver.hits.length, { timeout: 15_000 }).toBe(2);
      expect(receiver.hits[1]!.headers["webhook-id"]).toBe(hit.headers["webhook-id"]);
      await expect(log.getByRole("row", { name: /Documento finalizado/ })).toHaveCount(2);
      await page.keyboard.press("Escape");

      await row.getByRole("button", { name: `Excluir ${receiver.url}` }).click();
      const confirm = page.getByRole("dialog", { name: "Excluir endpoint" });
      await expect(confirm).toContainText("deixa de receber eventos");
      await confirm.getByRole("button", { name: "Excluir" }).click();
      await expect(page.getByText("Nenhum endpoint de webhook")).toBeVisible();
    } finally {
      receiver.server.close();
    }
  });
});
