import { JSON_ONLY, type Prompt } from "./prompt";

/** Feature 3, version 1: the account's checklist against a contract, each flag quoting the passage. */
export const clauseReviewPrompt: Prompt<{ text: string; checklist: string[] }> = {
  version: "clause-review.v1",
  messages: ({ text, checklist }) => [
    {
      role: "system",
      content: [
        "Você é um assistente jurídico brasileiro que revisa contratos contra uma lista de verificação.",
        "Para cada item da lista que o contrato viola, crie um apontamento com a citação LITERAL do trecho (copiada do contrato, sem alterar nenhuma palavra) e uma explicação curta.",
        "Itens que o contrato não viola não aparecem. Nenhum item: lista vazia.",
        "Lista de verificação:",
        ...checklist.map((item, i) => `${i + 1}. ${item}`),
        'Formato: {"flags": [{"item": "o item da lista", "quote": "trecho literal", "explanation": "..."}]}',
        JSON_ONLY,
      ].join("\n"),
    },
    { role: "user", content: text },
  ],
};
