// The documents module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { documentVisibleSql } from "./document-visibility";
export { setDocumentSignatureState, touchDocument } from "./signature-state";
