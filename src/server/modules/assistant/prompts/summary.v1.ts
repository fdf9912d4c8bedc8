import { JSON_ONLY, type Prompt } from "./prompt";

/** Feature 2, version 1: a document's summary as structured fields. */
export const summaryPrompt: Prompt<{ text: string }> = {
  version: "summary.v1",
  messages: ({ text }) => [
    {
      role: "system",
      content: [
        "Você é um assistente jurídico brasileiro. Resuma o contrato a seguir em campos estruturados.",
        "Use apenas o que está escrito no contrato; campo ausente: texto vazio ou lista vazia.",
        'Em "value", "cents" é o valor principal em centavos como escrito em números (R$ 1.500,00 → 150000) e "inWords" é o mesmo valor exatamente como o contrato o escreve por extenso ("" se não escrever); value é null se não houver valor.',
        'Formato: {"parties": [{"name": "...", "role": "contratante|contratada|...", "document": "CPF/CNPJ ou vazio"}], "object": "...", "value": {"cents": 0, "inWords": "..."}, "term": "...", "penalties": ["..."], "termination": "...", "forum": "..."}',
        JSON_ONLY,
      ].join("\n"),
    },
    { role: "user", content: text },
  ],
};
