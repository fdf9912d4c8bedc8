import { documentTemplates } from "../../src/server/db/tables/templates";
import type { Db } from "../../src/server/platform/db/client";

/** The template the batch tests fill: text, CPF, money and date (required), a Sim/Não and a choice. */
export const BATCH_VARIABLES = [
  { key: "nome", label: "Nome do cliente", type: "text", required: true, options: [] },
  { key: "cpf", label: "CPF", type: "cpf", required: true, options: [] },
  { key: "valor", label: "Valor", type: "money", required: true, options: [] },
  { key: "inicio", label: "Data de início", type: "date", required: true, options: [] },
  { key: "pj", label: "Pessoa jurídica", type: "boolean", required: false, options: [] },
  { key: "plano", label: "Plano", type: "select", required: false, options: ["Básico", "Plus"] },
];

export async function insertBatchTemplate(
  db: Db,
  accountId: string | null,
  categoryId: string,
  title = "Contrato em lote",
) {
  const [row] = await db
    .insert(documentTemplates)
    .values({
      title,
      categoryId,
      corporateAccountId: accountId,
      templateContent: "<p>Contratante {{nome}}, CPF {{cpf}}, valor {{valor}}, início {{inicio}}, plano {{plano}}</p>",
      variablesSchema: BATCH_VARIABLES,
    })
    .returning({ id: documentTemplates.id });
  if (!row) throw new Error("template not created");
  return row.id;
}

/** Rows 2…n+1 numbered from 1; the rows listed in `invalid` (their number in the file) break one rule each. */
export function batchCsv(count: number, invalid: readonly number[] = []): string {
  const lines = ["Nome do cliente;CPF;Valor;Data de início;Pessoa jurídica;Plano"];
  const broken = new Set(invalid);
  for (let i = 1; i <= count; i++) {
    const fileRow = i + 1;
    const kind = broken.has(fileRow) ? fileRow % 3 : -1;
    lines.push(
      [
        `Cliente ${i}`,
        kind === 0 ? "111.111.111-11" : "529.982.247-25",
        kind === 1 ? "mil reais" : `${i},50`,
        kind === 2 ? "31/02/2026" : "15/03/2026",
        i % 2 ? "Sim" : "Não",
        i % 2 ? "Plus" : "Básico",
      ].join(";"),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** Seven rows spread over the file (numbers in the file, the header being row 1). */
export const SEVEN_INVALID = [2, 3, 4, 250, 501, 777, 1001];
