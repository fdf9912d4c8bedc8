/**
 * Answers recorded from OpenAI-compatible models for the assistant's prompts (issue 29), replayed by
 * the fake model server: good JSON, a malformed answer, and each feature's shape.
 */
export const CONTRACT_TEXT = [
  "CONTRATO DE PRESTAÇÃO DE SERVIÇOS",
  "Contratante: Maria da Silva, CPF 123.456.789-09.",
  "Contratada: Oficina Boa Ltda., CNPJ 12.345.678/0001-95.",
  "Valor: R$ 1.500,00 (mil e quinhentos reais), pagos em 15/03/2026.",
  "Multa de 20% do valor do contrato em caso de atraso.",
  "Fica eleito o foro da comarca de Manaus/AM.",
].join("\n");

export const TEMPLATE_ANSWER = JSON.stringify({
  title: "Contrato de prestação de serviços",
  content: [
    "CONTRATO DE PRESTAÇÃO DE SERVIÇOS",
    "Contratante: {{nome_contratante}}, CPF {{cpf_contratante}}.",
    "Contratada: {{nome_contratada}}, CNPJ {{cnpj_contratada}}.",
    "Valor: {{valor_total}}, pagos em {{data_pagamento}}.",
    "Multa de 20% do valor do contrato em caso de atraso.",
    "Fica eleito o foro da comarca de Manaus/AM.",
  ].join("\n"),
  variables: [
    { key: "nome_contratante", label: "Nome da contratante", type: "text", example: "Maria da Silva" },
    { key: "cpf_contratante", label: "CPF da contratante", type: "cpf", example: "123.456.789-09" },
    { key: "nome_contratada", label: "Nome da contratada", type: "text", example: "Oficina Boa Ltda." },
    { key: "cnpj_contratada", label: "CNPJ da contratada", type: "cnpj", example: "12.345.678/0001-95" },
    { key: "valor_total", label: "Valor total", type: "money", example: "R$ 1.500,00" },
    { key: "data_pagamento", label: "Data do pagamento", type: "date", example: "15/03/2026" },
  ],
});

/** A model that wrapped its JSON in a fence and chatter: still read. */
export const FENCED_TEMPLATE_ANSWER = `Claro! Aqui está:\n\`\`\`json\n${TEMPLATE_ANSWER}\n\`\`\``;

/** Not JSON at all. */
export const BAD_ANSWER = "Desculpe, aqui vai o modelo: título Contrato; variáveis: nome, cpf";
/** JSON, but not the shape asked for. */
export const WRONG_SHAPE_ANSWER = JSON.stringify({ titulo: "Contrato", texto: "..." });

export const summaryAnswer = (inWords: string) =>
  JSON.stringify({
    parties: [
      { name: "Maria da Silva", role: "contratante", document: "123.456.789-09" },
      { name: "Oficina Boa Ltda.", role: "contratada", document: "12.345.678/0001-95" },
    ],
    object: "Prestação de serviços de manutenção",
    value: { cents: 150000, inWords },
    term: "Pagamento em 15/03/2026",
    penalties: ["Multa de 20% do valor do contrato em caso de atraso"],
    termination: "",
    forum: "Comarca de Manaus/AM",
  });

export const REVIEW_ANSWER = JSON.stringify({
  flags: [
    {
      item: "Multa acima de 10 % do valor do contrato",
      quote: "Multa de 20% do valor do contrato em caso de atraso.",
      explanation: "A multa de 20% passa do limite de 10%.",
    },
    {
      item: "Foro fora do estado da contratante",
      quote: "um trecho que não está no contrato",
      explanation: "Inventado.",
    },
  ],
});
