// The delivery module's face to other modules: the only file of it they may import (docs/decisions/0027).

export { anonymiseDeliveryRecipient } from "./anonymise-recipient";
export {
  handleDeliverySourcesWith,
  handleSignerMessagesWith,
  queueDeliveries,
  queueDocumentDeliveries,
} from "./deliver-document-job";
export { DEV_OUTBOX, deliverySmtp, deliveryWhatsapp } from "./delivery-config";
export { DeliveryFailure, smtpFailure, whatsappFailure } from "./delivery-errors";
export { sendToDevOutbox } from "./dev-outbox";
export {
  deleteSmtp,
  deleteWhatsapp,
  loadAccountSmtp,
  loadAccountWhatsapp,
  saveSmtp,
  saveWhatsapp,
  smtpConfigView,
  whatsappConfigView,
} from "./integration-configs";
export { type OutboxSweep, type OutboxSweepResult, registerOutboxSweep } from "./outbox-sweeps";
export type { NewDelivery } from "./record-delivery";
export { recordAutoDeliveries, recordDeliveries } from "./record-delivery";
export { deleteDeliveryLogsBefore } from "./retention-logs";
export { pdfFileName } from "./send-document";
export { shareLinkAccount } from "./shared-document";
export { sendAccountMailPooled } from "./smtp/account-mail-pool";
export { smtpErrorMessage } from "./smtp/account-mailer";
export { EvolutionError, sendText } from "./whatsapp/evolution";
