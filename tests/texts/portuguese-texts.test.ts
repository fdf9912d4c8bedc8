import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BATCH_MESSAGES } from "../../src/domain/batches/messages";
import { REPORT_STATUS_LABELS } from "../../src/domain/insight/insight";

/** Issue 48 point 10: English words and wrong Portuguese on the screens, in the reports and the PDFs. */

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** What a user must never read again, and where it used to stand. */
const GONE: Array<[RegExp, string]> = [
  [/label="Label"/, 'the variable editor\'s "Label" (now "Rótulo")'],
  [/"Download( Original)?"/, 'the document\'s "Download" / "Download Original" (now "Imprimir")'],
  [/Bem-vindo/, '"Bem-vindo" (now "Boas-vindas")'],
  [/\("Página X de Y"\)/, "the signed PDF's footer"],
  [/após as \$\{pages\}/, '"após as 1 página"'],
  [/\b(linha|documento|registro|rascunho|modelo|conta|item|signatário|código)\(s\)/, '"linha(s)", "documento(s)"'],
  [/"Top Templates"/, "the report's sheet"],
  [/Pendente Assinatura"/, 'the reports\' "Pendente Assinatura" (elsewhere "Aguardando Assinatura")'],
  [/["'`>]Email (inválido|do |já |para |de )/, '"Email" (elsewhere "E-mail")'],
  [/label="Email"/, 'the "Email" label'],
  [/Assinatura: \{SIGNATURE_STATUS_LABELS/, '"Assinatura: Concluído"'],
];

describe("the product's texts in Portuguese", () => {
  it("has none of the English or wrong forms of the round-3 review in src/", () => {
    const shown = [
      ...filesUnder("src/web"),
      ...filesUnder("src/domain"),
      "src/server/modules/signatures/providers/builtin/signed-pdf.ts",
    ];
    const found = shown.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return GONE.filter(([re]) => re.test(text)).map(([, what]) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });

  it("counts rows in the batch page with the right number, never 'linha(s)'", () => {
    expect(BATCH_MESSAGES.confirmPrompt(1, 1, true)).toBe(
      "Nada foi criado ainda. Confirme para gerar 1 documento finalizado; a linha com erros será ignorada.",
    );
    expect(BATCH_MESSAGES.confirmPrompt(1200, 3, false)).toBe(
      "Nada foi criado ainda. Confirme para gerar 1.200 rascunhos; as 3 linhas com erros serão ignoradas.",
    );
    expect(BATCH_MESSAGES.confirmPrompt(2, 0, true)).toBe(
      "Nada foi criado ainda. Confirme para gerar 2 documentos finalizados.",
    );
    expect(BATCH_MESSAGES.rowsFailed(1)).toBe("1 linha não pôde ser criada: veja os erros abaixo.");
    expect(BATCH_MESSAGES.rowsFailed(4)).toBe("4 linhas não puderam ser criadas: veja os erros abaixo.");
    expect(BATCH_MESSAGES.signatureLimit("Básico", 2, 1)).toBe(
      "O lote passaria do limite mensal de 2 assinaturas do plano Básico em 1. Remova 1 linha com signatários ou aguarde o próximo mês.",
    );
  });

  it("names a document waiting for signatures alike in the reports and everywhere else", () => {
    expect(REPORT_STATUS_LABELS.pending_signature).toBe("Aguardando Assinatura");
  });
});
