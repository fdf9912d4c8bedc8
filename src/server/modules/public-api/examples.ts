/**
 * The request bodies the v1 reference shows (issue 48): values the API accepts, not placeholders made
 * from the schema's types — copied as they are, with the ids replaced by the account's own, each one
 * succeeds (tests/public-api/examples.test.ts sends every curl of the reference page). The template's
 * variables in `values` are those of an example template (nome, cpf, email): a real template's keys
 * come from GET /api/v1/templates.
 */

/** The ids the examples name: to be replaced by the account's (a template, a document, an endpoint). */
export const EXAMPLE_TEMPLATE_ID = "3f0c2d9e-7d1c-4c4e-9a57-6b8e2f0a1b11";

const values = { nome: "Maria da Silva", cpf: "529.982.247-25", email: "maria.silva@exemplo.com.br" };
const webhook = {
  url: "https://erp.exemplo.com.br/webhooks/minuta",
  description: "ERP da empresa",
  events: ["document.finalized", "signature.completed"],
  enabled: true,
};

/** The body of each v1 operation that takes one, by "METHOD /path" as the OpenAPI document writes it. */
export const V1_BODY_EXAMPLES: Record<string, unknown> = {
  "POST /api/v1/documents": {
    templateId: EXAMPLE_TEMPLATE_ID,
    values,
    status: "finalized",
    recipientEmail: "maria.silva@exemplo.com.br",
    recipientPhone: "(11) 98765-4321",
    autoSendEmail: false,
    autoSendWhatsapp: false,
  },
  "PUT /api/v1/documents/{id}": { values, status: "draft" },
  "POST /api/v1/documents/{id}/signature-requests": {
    recipients: [
      { signer_name: "Maria da Silva", signer_email: "maria.silva@exemplo.com.br", order_sequence: 1 },
      { signer_name: "João Souza", signer_email: "joao.souza@exemplo.com.br", order_sequence: 2 },
    ],
  },
  "POST /api/v1/webhook-endpoints": webhook,
  "PUT /api/v1/webhook-endpoints/{id}": { ...webhook, events: ["document.finalized"] },
};
