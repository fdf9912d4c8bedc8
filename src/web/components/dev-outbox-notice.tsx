import { DELIVERY_MESSAGES, type DeliveryChannel, type DeliveryChannelsStatus } from "../../domain/delivery/delivery";
import { Alert } from "./ui/alert";

/**
 * Development without SMTP (decision 0028): the server says so in the document's channel status, and
 * the share dialog and the signature screens tell the user where the messages go.
 */
export function DevOutboxNotice({
  status,
  channel = "email",
}: {
  status: DeliveryChannelsStatus | undefined;
  channel?: DeliveryChannel;
}) {
  if (!status?.devOutbox || status[channel]) return null;
  return (
    <Alert tone="info">
      {DELIVERY_MESSAGES.devOutboxNotice}{" "}
      <a href="/dev/mailbox" target="_blank" rel="noreferrer" className="font-medium underline">
        Abrir a caixa de saída
      </a>
    </Alert>
  );
}
