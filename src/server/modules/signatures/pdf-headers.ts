import { pdfContentDisposition } from "../../platform/pdf/pdf-disposition";

/** The file is named from the document's title, sanitized (issue 21 §13), never from an id. */
export const pdfHeaders = (disposition: "inline" | "attachment", title: string) => ({
  "Content-Type": "application/pdf",
  "Content-Disposition": pdfContentDisposition(title, disposition),
  "Cache-Control": "no-store",
});

/** The signed PDF's download headers (the web's route and the public API's). */
export const signedPdfHeaders = (title: string) => pdfHeaders("attachment", `${title} - assinado`);
