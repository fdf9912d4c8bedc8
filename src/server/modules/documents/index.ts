// The documents module's face to other modules: the only file of it they may import (docs/decisions/0027).

export { anonymiseDocumentRecipient } from "./anonymise-recipient";
export { assertFieldsFitSigners } from "./assert-fields-fit-signers";
export { createDocumentIn } from "./create-document";
export { type PdfSource, pdfSourceColumns, renderDocumentPdf } from "./document-pdf";
export { documentVisibleSql } from "./document-visibility";
export { type DocumentHooks, type FinalizedDocument, registerDocumentHooks } from "./hooks";
export type { InsertedDocument } from "./insert-rendered";
export { queuePdfRender } from "./render-pdf-job";
export { deleteStaleDrafts } from "./retention-drafts";
export { pdfNotReady } from "./send-document-pdf";
export { putBackDocumentBefore, setDocumentSignatureState, touchDocument } from "./signature-state";
export { type StoredPdf, storedDocumentPdf } from "./stored-pdf";
export { usableTemplate } from "./template-access";
