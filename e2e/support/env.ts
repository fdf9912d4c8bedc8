/** Ports and accounts of the e2e environment (shared by playwright.config.ts and the specs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The newcomer's server (nothing configured, e2e/newcomer), beside the main one in the same run. */
export const E2E_NEWCOMER_PORT = Number(process.env.E2E_NEWCOMER_PORT ?? E2E_PORT + 1);
export const E2E_NEWCOMER_BASE_URL = `http://localhost:${E2E_NEWCOMER_PORT}`;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2527);
export const E2E_ADMIN = { email: "admin@e2e.minuta.test", password: "Admin-e2e-123" } as const;
/** SUPPORT_INBOUND_ADDRESS / _SECRET of the e2e server: replies to support e-mails are received (decision 0050). */
export const E2E_INBOUND = {
  address: "suporte@minuta.e2e.test",
  secret: "segredo-e2e-recebimento-0123456789",
} as const;
