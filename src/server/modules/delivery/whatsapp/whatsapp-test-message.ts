import { SETTINGS_MESSAGES } from "../../../../domain/settings/settings";
import { isHttpUrl } from "../../../../domain/shared/fields";
import { AppError } from "../../../platform/errors/app-error";
import { OutboundError } from "../../../platform/outbound/outbound-http";
import { type EvolutionConfig, EvolutionError, sendText } from "./evolution";

/**
 * Sends the WhatsApp settings' real test message with an account's Evolution API configuration (spec 2
 * §2.12) and answers the success message; a refusal is a 502 WHATSAPP_TEST_FAILED with the provider's
 * reason. Routes and jobs call it alike.
 */
export async function sendWhatsappTestMessage(
  config: EvolutionConfig,
  input: { phone: string; message?: string | null; accountName: string },
  outbound: { timeoutMs: number; allowPrivate: boolean },
): Promise<string> {
  // A stored URL is re-checked before any request.
  if (!isHttpUrl(config.apiUrl)) throw new AppError("VALIDATION_ERROR", SETTINGS_MESSAGES.apiUrlInvalid);
  const text =
    input.message ||
    `Mensagem de teste do Minuta (${input.accountName}). A integração com o WhatsApp está funcionando.`;
  try {
    const sent = await sendText(config, input.phone, text, outbound);
    const id = sent.messageId ? ` (id ${sent.messageId})` : "";
    return `Mensagem de teste enviada para ${input.phone}${id}.`;
  } catch (err) {
    if (err instanceof EvolutionError || err instanceof OutboundError) {
      throw new AppError("WHATSAPP_TEST_FAILED", `${SETTINGS_MESSAGES.whatsappTestError} ${err.message}`);
    }
    throw err;
  }
}
