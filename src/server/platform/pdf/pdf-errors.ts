import { AppError } from "../errors/app-error";

/** No browser to render with: PDF is off until an operator installs one (decision 0015). */
export const pdfUnavailable = () =>
  new AppError(
    "PDF_UNAVAILABLE",
    503,
    "A geração de PDF está indisponível no momento: o servidor não tem o Chromium instalado ou não conseguiu iniciá-lo. Avise o administrador do sistema.",
  );

export const pdfTimedOut = () =>
  new AppError("PDF_TIMEOUT", 504, "A geração do PDF demorou mais que o esperado. Tente novamente em instantes.");
