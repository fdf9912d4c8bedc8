import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { Document, Packer, Paragraph, TextRun } from "docx";
import mammoth from "mammoth";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/env";
import { checkBothWidths, openDocumentForm, openMyDocument } from "./support/screens";
import { loginViaApi } from "./support/users";

const SHOTS = "test-results";

/** A company's contract, made here: a placeholder split across runs, a condition with "senão", a table-free body. */
const contract = () =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: "Contrato de Locação", bold: true, size: 32 })] }),
            new Paragraph({
              children: [
                new TextRun("LOCATÁRIO: {{nome_"),
                new TextRun({ text: "locatario", bold: true }),
                new TextRun("}}, CPF {{cpf}}."),
              ],
            }),
            new Paragraph("Aluguel mensal de {{valor_aluguel|com_extenso}}."),
            new Paragraph("{{#se fiador}}"),
            new Paragraph("Há fiador neste contrato."),
            new Paragraph("{{#senão}}"),
            new Paragraph("Sem fiador."),
            new Paragraph("{{/se}}"),
          ],
        },
      ],
    }),
  );

/** Issue 25: import a .docx in the browser, accept the proposal, generate a document, download PDF and Word. */
test("Word in, Word out: import, generate, download PDF and .docx", async ({ page }) => {
  test.setTimeout(180_000);
  await loginViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const stamp = Date.now();
  const categoryName = `Locação ${stamp}`;
  const title = `Locação Word ${stamp}`;
  const cat = await page.request.post("/api/categories", {
    headers: { Origin: E2E_BASE_URL },
    data: { name: categoryName },
  });
  expect(cat.status(), await cat.text()).toBe(201);

  await page.goto("/admin/templates");
  await page.getByRole("button", { name: "Importar do Word" }).click();
  await expect(page.getByRole("heading", { name: "Importar modelo do Word" })).toBeVisible();

  // A file that is not a .docx is refused by its bytes, in Portuguese.
  await page.getByLabel("Arquivo .docx (até 10 MB)").setInputFiles({
    name: "contrato.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from("isto não é um docx"),
  });
  await expect(page.getByRole("alert")).toContainText("O arquivo não é um documento do Word (.docx).");

  await page.getByLabel("Arquivo .docx (até 10 MB)").setInputFiles({
    name: "contrato.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await contract(),
  });
  await expect(page.getByText(/Arquivo lido: .* 4 variáveis propostas/)).toBeVisible();
  const editor = page.locator(".ql-editor");
  await expect(editor).toContainText("LOCATÁRIO: {{nome_locatario}}, CPF {{cpf}}.");
  // Issue 48: the label takes the accents the file writes ("LOCATÁRIO"), not "Nome locatario".
  await expect(page.getByRole("group", { name: "Variável 2" }).getByRole("textbox", { name: "Rótulo" })).toHaveValue(
    "Nome locatário",
  );
  await expect(page.getByRole("group", { name: "Variável 1" }).getByLabel("Tipo", { exact: true })).toHaveValue(
    "boolean",
  );
  await expect(page.getByRole("group", { name: "Variável 3" }).getByLabel("Tipo", { exact: true })).toHaveValue("cpf");
  await expect(page.getByRole("group", { name: "Variável 4" }).getByLabel("Tipo", { exact: true })).toHaveValue(
    "money",
  );
  await page.getByRole("textbox", { name: "Título" }).fill(title);
  await page.getByLabel(/^Categoria/).selectOption({ label: categoryName });
  await checkBothWidths(page, "word-import");
  await page.getByRole("button", { name: "Salvar modelo" }).click();
  await expect(page).toHaveURL(/\/admin\/templates$/);

  await openDocumentForm(page, title);
  await page.getByLabel(/^Fiador/).check();
  await page.getByLabel(/^Nome locatário/).fill("Ana Souza");
  await page.getByLabel(/^CPF/).fill("52998224725");
  await page.getByLabel(/^Valor aluguel/).fill("2500,00");
  await page.getByRole("button", { name: "Finalizar Documento" }).click();
  // Finalizing makes the first PDF: slow on a busy machine.
  await expect(page.getByText("Documento Gerado!")).toBeVisible({ timeout: 45_000 });

  await openMyDocument(page, title);
  await expect(page.getByRole("button", { name: "Baixar Word" })).toBeVisible();
  // Issue 48: the filled data under the variables' labels, which took the file's accents.
  const filled = page.getByRole("region", { name: "Dados Preenchidos" });
  await expect(filled.getByRole("term")).toHaveText(["Fiador", "Nome locatário", "CPF", "Valor aluguel"]);
  await checkBothWidths(page, "word-document");

  const pdfDownload = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: "Baixar PDF" }).click();
  const pdfPath = join(SHOTS, "word.pdf");
  await (await pdfDownload).saveAs(pdfPath);
  const pdfText = execFileSync("pdftotext", [pdfPath, "-"]).toString().replace(/\s+/g, " ");
  expect(pdfText).toContain("LOCATÁRIO: Ana Souza, CPF 529.982.247-25.");

  const docxDownload = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: "Baixar Word" }).click();
  const download = await docxDownload;
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const docxPath = join(SHOTS, "word.docx");
  await download.saveAs(docxPath);
  const text = (await mammoth.extractRawText({ buffer: readFileSync(docxPath) })).value.replace(/\s+/g, " ");
  expect(text).toContain("LOCATÁRIO: Ana Souza, CPF 529.982.247-25.");
  expect(text).toContain("Aluguel mensal de R$ 2.500,00 (dois mil e quinhentos reais).");
  expect(text).toContain("Há fiador neste contrato.");
  expect(text).not.toContain("Sem fiador.");
});
