import { AppError } from "../errors/app-error";

/** No browser to render with: PDF is off until an operator installs one (decision 0015). */
export const pdfUnavailable = () => new AppError("PDF_UNAVAILABLE");

export const pdfTimedOut = () => new AppError("PDF_TIMEOUT");
