import { PDF_UPLOAD_MESSAGES, type UploadedPdfInfo } from "../../../domain/documents/uploaded-pdf";
import type { uploadedPdfs } from "../../db/tables/documents";

/** An uploaded PDF's row as the detail shows it, with the warning a PDF already signed carries. */
export function uploadedPdfInfo(row: typeof uploadedPdfs.$inferSelect): UploadedPdfInfo {
  return {
    pageCount: row.pageCount,
    pages: row.pages,
    byteSize: row.byteSize,
    originalSha256: row.originalSha256,
    hadSignatures: row.hadSignatures,
    warnings: row.hadSignatures ? [PDF_UPLOAD_MESSAGES.alreadySigned] : [],
  };
}
