import { countText } from "../shared/plural";

/** Limits and Portuguese messages of the spreadsheet batches (issue 24). */

export const MAX_BATCH_ROWS = 5000;
export const MAX_BATCH_BYTES = 10 * 1024 * 1024;
/** Most an .xlsx's parts may unpack to, counted while inflating (5 000 rows of 60 columns fit well inside). */
export const MAX_BATCH_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Most files an .xlsx may hold. */
export const MAX_BATCH_XLSX_PARTS = 2000;
/** Signer columns offered by the model spreadsheet: "Signatário 1 - Nome", "Signatário 1 - E-mail"… */
export const BATCH_SIGNERS = 3;

export const BATCH_MESSAGES = {
  emptyFile: "A planilha está vazia: preencha a linha de cabeçalho e ao menos uma linha de dados.",
  noRows: "A planilha não tem nenhuma linha de dados abaixo do cabeçalho.",
  tooManyRows: `A planilha tem linhas demais: no máximo ${MAX_BATCH_ROWS} por lote.`,
  tooLarge: `A planilha excede o tamanho máximo de ${MAX_BATCH_BYTES / 1024 / 1024} MB.`,
  unreadable: "Não foi possível ler a planilha. Envie um arquivo .xlsx ou .csv.",
  unpackedTooLarge: `A planilha descompactada passa de ${MAX_BATCH_UNPACKED_BYTES / 1024 / 1024} MB e não pode ser lida.`,
  unknownColumns: (names: string[]) =>
    `Colunas que não correspondem a nenhum campo do modelo: ${names.join(", ")}. Baixe a planilha modelo para ver os nomes aceitos.`,
  duplicateColumn: (name: string) => `A coluna "${name}" aparece mais de uma vez.`,
  missingColumns: (names: string[]) => `Faltam colunas obrigatórias: ${names.join(", ")}.`,
  booleanInvalid: "Use Sim ou Não",
  dateInvalid: "Data inválida: use dd/mm/aaaa",
  moneyInvalid: "Valor em reais inválido (ex.: 1.500,00)",
  signersNeedFinalized: "Assinaturas só podem ser solicitadas para documentos finalizados.",
  signerIncomplete: (n: number) => `Signatário ${n}: informe nome e e-mail`,
  notFound: "Lote não encontrado",
  notValidated: "Este lote já foi confirmado ou não tem linhas válidas.",
  nothingValid: "Nenhuma linha válida para gerar documentos.",
  signatureLimit: (plan: string, max: number, over: number) =>
    `O lote passaria do limite mensal de ${max} assinaturas do plano ${plan} em ${over}. Remova ${over === 1 ? "1 linha" : `${over} linhas`} com signatários ou aguarde o próximo mês.`,
  signatureFailed: (reason: string) => `Documento criado, mas a assinatura não foi solicitada: ${reason}`,
  rowFailed: "Não foi possível criar o documento desta linha.",
  /** The confirmation dialog's title, button and note of the rows left out (issue 48: a real dialog, counted words). */
  confirmTitle: (valid: number, finalized: boolean) =>
    `Gerar ${countText(valid, finalized ? "documento finalizado" : "rascunho", finalized ? "documentos finalizados" : "rascunhos")}?`,
  confirmButton: (valid: number) => `Gerar ${countText(valid, "documento", "documentos")}`,
  confirmIgnored: (invalid: number) =>
    invalid === 0
      ? ""
      : invalid === 1
        ? " A linha com erros será ignorada."
        : ` As ${countText(invalid, "linha", "linhas")} com erros serão ignoradas.`,
  /** The batch page before confirmation: what will be made, and the rows left out (issue 48: "1 linha", "3 linhas"). */
  confirmPrompt: (valid: number, invalid: number, finalized: boolean) =>
    `Nada foi criado ainda. Confirme para gerar ${countText(valid, finalized ? "documento finalizado" : "rascunho", finalized ? "documentos finalizados" : "rascunhos")}${
      invalid === 0
        ? ""
        : invalid === 1
          ? "; a linha com erros será ignorada"
          : `; as ${countText(invalid, "linha", "linhas")} com erros serão ignoradas`
    }.`,
  rowsFailed: (n: number) =>
    n === 1
      ? "1 linha não pôde ser criada: veja os erros abaixo."
      : `${countText(n, "linha", "linhas")} não puderam ser criadas: veja os erros abaixo.`,
} as const;
