/**
 * Rendering a long contract (issue 24): 30 pages of clauses (240 paragraphs, ~400 characters each,
 * two placeholders each), 20 conditional sections (half nested), a repeating block over a Lista of
 * 200 installments (4 sub-fields, index, formatters) and the total written out. Measures, never
 * asserts: renderTemplate (what the server runs on every save) and the values check with visibility
 * (documentValuesSchema with the body), p50/p95 over 200 runs. Run alone: `npx tsx bench/template-render.ts`.
 */
import { documentValuesSchema } from "../src/domain/documents/values";
import { renderTemplate } from "../src/domain/templates/render-template";
import type { VariableDefinition } from "../src/domain/templates/variables";

const LOREM =
  "O CONTRATADO obriga-se a prestar os serviços descritos neste instrumento com zelo, diligência e observância das normas técnicas aplicáveis, respondendo por perdas e danos decorrentes de culpa ou dolo, nos termos da legislação civil vigente, sem prejuízo das demais obrigações aqui previstas e das que decorram da boa-fé objetiva.";

const variables: VariableDefinition[] = [
  { key: "cliente", label: "Cliente", type: "text", required: true, options: [] },
  { key: "pj", label: "Pessoa jurídica", type: "boolean", required: false, options: [] },
  { key: "multa", label: "Multa", type: "money", required: false, options: [] },
  { key: "uf", label: "UF", type: "select", required: false, options: ["SP", "RJ", "MG"] },
  {
    key: "parcelas",
    label: "Parcelas",
    type: "list",
    required: true,
    options: [],
    minItems: 1,
    maxItems: 500,
    fields: [
      { key: "numero", label: "Número", type: "number", required: true, options: [] },
      { key: "vencimento", label: "Vencimento", type: "date", required: true, options: [] },
      { key: "valor", label: "Valor", type: "money", required: true, options: [] },
      { key: "obs", label: "Observação", type: "text", required: false, options: [] },
    ],
  },
];

const parts: string[] = [];
for (let i = 0; i < 240; i++) {
  if (i % 12 === 0) {
    const nested = i % 24 === 0 ? '<p>{{#se uf em "SP", "RJ"}}</p><p>Foro da capital de {{uf}}.</p><p>{{/se}}</p>' : "";
    parts.push(
      `<p>{{#se pj}}</p><p>Cláusula ${i}: a empresa {{cliente|maiusculas}}.</p>${nested}<p>{{#senão}}</p><p>Cláusula ${i}: pessoa física.</p><p>{{/se}}</p>`,
    );
  }
  parts.push(`<p><strong>${i + 1}.</strong> ${LOREM} Cliente: {{cliente}}; multa {{multa|com_extenso}}.</p>`);
}
parts.push(
  "<ol><li>{{#cada parcelas}}</li><li>{{parcelas.indice|ordinal_f}} parcela ({{parcelas.numero}}): {{parcelas.valor|com_extenso}} em {{parcelas.vencimento|extenso}} {{parcelas.obs}}</li><li>{{/cada}}</li></ol>",
  "<p>Total: {{parcelas.soma.valor|com_extenso}} em {{parcelas.quantidade}} parcelas.</p>",
);
const content = parts.join("");
const values = {
  cliente: "Acme Serviços Ltda",
  pj: true,
  multa: 150000,
  uf: "SP",
  parcelas: Array.from({ length: 200 }, (_, i) => ({
    numero: i + 1,
    vencimento: `2027-${String((i % 12) + 1).padStart(2, "0")}-15`,
    valor: 123456 + i,
    obs: i % 3 ? "" : "com desconto",
  })),
};

function measure(label: string, runs: number, fn: () => unknown) {
  for (let i = 0; i < 20; i++) fn();
  const cpu = process.cpuUsage();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.floor(q * (samples.length - 1))]?.toFixed(2);
  // CPU time per run too: on a loaded machine the wall clock mostly measures the other processes.
  const used = process.cpuUsage(cpu);
  const cpuMs = ((used.user + used.system) / 1000 / runs).toFixed(2);
  console.log(`${label.padEnd(56)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  CPU ${cpuMs} ms/run  (${runs} runs)`);
}

const html = renderTemplate({ content, variables, values });
console.log(`body ${(content.length / 1024).toFixed(0)} kB, rendered ${(html.length / 1024).toFixed(0)} kB`);
measure("renderTemplate, 30 pages + 200 list items", 200, () => renderTemplate({ content, variables, values }));
const schema = documentValuesSchema(variables, { mode: "final", content });
measure("documentValuesSchema (with visibility), same values", 200, () => schema.parse(values));
if (process.env.BENCH_DETAIL) {
  const { parseSections } = await import("../src/domain/templates/sections");
  measure("  parseSections alone", 200, () => parseSections(content));
  const { formatWith } = await import("../src/domain/templates/formatters");
  measure("  200 × com_extenso of money", 200, () => {
    for (let i = 0; i < 200; i++) formatWith("money", 123456 + i, ["com_extenso"]);
  });
  measure("  200 × extenso of date", 200, () => {
    for (let i = 0; i < 200; i++) formatWith("date", "2027-03-15", ["extenso"]);
  });
}
