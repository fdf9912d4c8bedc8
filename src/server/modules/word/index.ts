// The word module's face to other modules: the only file of it they may import (docs/decisions/0027).

export { analyzeDocx } from "./analyze-docx";
export { exportDocumentDocx } from "./export-document";
