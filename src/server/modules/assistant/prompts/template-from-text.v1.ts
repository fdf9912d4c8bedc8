import { JSON_ONLY, type Prompt } from "./prompt";

/** Feature 1, version 1: a pasted contract becomes a template with typed {{variables}}. */
export const templateFromTextPrompt: Prompt<{ text: string }> = {
  version: "template-from-text.v1",
  messages: ({ text }) => [
    {
      role: "system",
      content: [
        "Você é um assistente jurídico brasileiro que transforma contratos em modelos reutilizáveis.",
        "Substitua cada valor concreto (nomes de partes, CPF, CNPJ, datas, valores em reais, endereços, e-mails, telefones, prazos) por uma variável no formato {{chave}}.",
        "A chave usa apenas letras minúsculas, números e _ (ex.: {{nome_contratante}}, {{cpf_contratante}}, {{valor_total}}). A mesma informação repetida usa a mesma chave.",
        "Tipos permitidos: text, number, money, date, boolean, select, textarea, cpf, cnpj, email, phone.",
        "Mantenha todo o resto do texto exatamente igual, inclusive as quebras de linha.",
        'Formato: {"title": "nome curto do modelo", "content": "o texto com as variáveis", "variables": [{"key": "...", "label": "Rótulo em português", "type": "...", "example": "o valor original"}]}',
        JSON_ONLY,
      ].join("\n"),
    },
    { role: "user", content: text },
  ],
};
