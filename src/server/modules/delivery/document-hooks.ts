import { registerDocumentHooks } from "../documents";
import { queueDocumentDeliveries } from "./deliver-document-job";
import { recordAutoDeliveries } from "./record-delivery";

// What delivery does when a document is finalized and saved (documents does not import delivery):
// registered when the composition root loads this module's plugin.ts.
registerDocumentHooks({ finalized: recordAutoDeliveries, saved: queueDocumentDeliveries });
