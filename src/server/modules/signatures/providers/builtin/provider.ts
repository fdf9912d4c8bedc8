import { SIGNATURE_MESSAGES } from "../../../../../domain/signatures/signatures";
import { fieldError } from "../../../../platform/errors/app-error";
import { queueDeliveries } from "../../../delivery";
import { inviteSigner, whatsappAvailable } from "../../signer-messages";
import type { SignatureProvider } from "../port";
import { deadlineOf } from "./seal-waiting";

/**
 * The built-in provider: Minuta sends the invitations (delivery log, sent by the delivery job), its
 * signers answer on the public signing page, and the PAdES seal (this folder) closes the PDF.
 */
export const builtinProvider: SignatureProvider = {
  name: "builtin",
  async refuse(deps, accountId, body) {
    const idIndex = body.recipients.findIndex((r) => r.authentication_method === "id_verification");
    if (idIndex >= 0) {
      throw fieldError(
        "VALIDATION_ERROR",
        `recipients.${idIndex}.authentication_method`,
        SIGNATURE_MESSAGES.idVerificationNeedsZapsign,
      );
    }
    const smsIndex = body.recipients.findIndex((r) => r.authentication_method === "sms");
    if (smsIndex >= 0 && !(await whatsappAvailable(deps, accountId))) {
      throw fieldError(
        "VALIDATION_ERROR",
        `recipients.${smsIndex}.authentication_method`,
        SIGNATURE_MESSAGES.smsNeedsWhatsapp,
      );
    }
  },
  reservedStatus: "sent",
  invite: inviteSigner,
  async create(deps, _settings, reserved) {
    await queueDeliveries(deps, reserved.deliveries);
    return "sent";
  },
  async cancel() {},
  read: (request) => ({ provider: "builtin", deadline: deadlineOf(request) }),
  webhook: null,
};
