// The PDF browser's words shared by server and web (issue 30). Zod-free: error-codes.ts imports it.

/** The one command that puts the PDF browser (playwright-core's pinned headless shell) in place: said at install, start, in the 503 and on screen. */
export const BROWSER_INSTALL_COMMAND = "npx playwright-core install chromium-headless-shell";

/** What the screens that need a PDF (document, signature request) say when the server has no browser. */
export const PDF_BROWSER_MESSAGES = {
  unavailableTitle: "PDF e assinaturas indisponíveis neste servidor",
  unavailable:
    "O servidor não encontrou um navegador para gerar PDFs, então não é possível baixar o PDF nem solicitar assinaturas. Quem administra o Minuta resolve rodando, na pasta do Minuta, o comando abaixo e reiniciando o servidor:",
} as const;
