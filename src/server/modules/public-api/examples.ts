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

/** A one-page blank A4 PDF (367 bytes), as base64: what POST /api/v1/documents/pdf takes. */
export const EXAMPLE_PDF_BASE64 =
  "JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgMyAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKPj4KL01lZGlhQm94IFsgMCAwIDU5NS4yOCA4NDEuODkgXQo+PgplbmRvYmoKCnhyZWYKMCA0CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNiAwMDAwMCBuIAowMDAwMDAwMDc2IDAwMDAwIG4gCjAwMDAwMDAxMjYgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgNAovUm9vdCAyIDAgUgo+PgoKc3RhcnR4cmVmCjIyMwolJUVPRg==";

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
  "POST /api/v1/documents/pdf": { title: "Contrato de locação", file_base64: EXAMPLE_PDF_BASE64 },
  "PUT /api/v1/documents/{id}/fields": {
    fields: [
      { signer: 1, kind: "signature", page: 1, x: 0.1, y: 0.82, width: 0.35, height: 0.07, required: true },
      { signer: 1, kind: "cpf", page: 1, x: 0.55, y: 0.82, width: 0.3, height: 0.04, required: true },
      { signer: 2, kind: "signature", page: 1, x: 0.1, y: 0.9, width: 0.35, height: 0.07, required: true },
    ],
  },
  "POST /api/v1/documents/{id}/signature-requests": {
    recipients: [
      { signer_name: "Maria da Silva", signer_email: "maria.silva@exemplo.com.br", order_sequence: 1 },
      { signer_name: "João Souza", signer_email: "joao.souza@exemplo.com.br", order_sequence: 2 },
    ],
  },
  "POST /api/v1/webhook-endpoints": webhook,
  "PUT /api/v1/webhook-endpoints/{id}": { ...webhook, events: ["document.finalized"] },
};
