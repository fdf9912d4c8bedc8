import { registerDocumentHooks } from "../documents";
import { activeSignatureRequestId } from "./active-request";

// A document with a signature request still running is not deleted (documents does not import
// signatures): registered when the composition root loads this module's plugin.ts.
registerDocumentHooks({ activeSignatureRequest: activeSignatureRequestId });
