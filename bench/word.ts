/**
 * Word in, Word out (issue 25): the import's analysis of a 40-page .docx with 50 variables (open,
 * checks, mammoth → editor HTML, placeholders, proposal) and the export of a document (the original
 * filled in place by docxtemplater; the editor-made clean .docx), p50/p95 over 20 runs with CPU time
 * per run. Targets of the issue: import ≤ 1.5 s, export ≤ 300 ms. Measures, never asserts.
 * Run alone: `npx tsx bench/word.ts`.
 */
import { analyzeDocx } from "../src/server/modules/word/analyze-docx";
import { fillDocx } from "../src/server/modules/word/fill-docx";
import { generateDocx } from "../src/server/modules/word/generate-docx";
import { bigDocx, contractDocx } from "../tests/word/docx-fixtures";

async function measure(label: string, runs: number, fn: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 3; i++) await fn();
  const cpu = process.cpuUsage();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.floor(q * (samples.length - 1))]?.toFixed(1);
  const used = process.cpuUsage(cpu);
  const cpuMs = ((used.user + used.system) / 1000 / runs).toFixed(1);
  console.log(`${label.padEnd(58)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  CPU ${cpuMs} ms/run  (${runs} runs)`);
}

const big = await bigDocx();
const analysis = await analyzeDocx(big);
console.log(
  `40-page file: ${(big.byteLength / 1024).toFixed(0)} kB, ${analysis.paragraphs} paragraphs, ${analysis.variables.length} variables`,
);
await measure("import analysis, 40 pages, 50 + 10 variables", 20, () => analyzeDocx(big));

const bigValues = Object.fromEntries(
  analysis.variables.map((v) => [v.key, v.type === "money" ? 123456 : `Valor de ${v.key}`]),
);
await measure("export: 40-page original filled in place", 20, () => fillDocx(big, analysis.variables, bigValues));

const contract = await contractDocx();
const proposal = await analyzeDocx(contract);
const values = {
  nome_cliente: "Maria da Silva",
  cpf: "52998224725",
  data_nascimento: "1990-03-15",
  multa: 150000,
  parcelas: Array.from({ length: 24 }, (_, i) => ({ valor: 50000 + i, vencimento: "2026-03-15" })),
  cidade: "Campinas",
  email_cliente: "maria@example.com",
  telefone: "11987654321",
};
await measure("export: contract with condition and 24 installments", 20, () =>
  fillDocx(contract, proposal.variables, values),
);
await measure("export: editor-made document (40 pages of HTML) → clean .docx", 20, () =>
  generateDocx({ title: "Contrato", body: analysis.templateContent, headerHtml: "<p>Empresa</p>", footerHtml: null }),
);
