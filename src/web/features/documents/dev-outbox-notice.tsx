import { useQuery } from "@tanstack/react-query";
import { DELIVERY_MESSAGES, type DeliveryChannel } from "../../../domain/delivery";
import { Alert } from "../../components/ui/alert";
import { deliveryChannelsQuery } from "./delivery-api";

/**
 * Development without SMTP (decision 0028): the server says so in the document's channel status, and
 * the share dialog and the signature screens tell the user where the messages go.
 */
export function DevOutboxNotice({ documentId, channel = "email" }: { documentId: string; channel?: DeliveryChannel }) {
  const channels = useQuery(deliveryChannelsQuery(documentId));
  if (!channels.data?.devOutbox || channels.data[channel]) return null;
  return (
    <Alert tone="info">
      {DELIVERY_MESSAGES.devOutboxNotice}{" "}
      <a href="/dev/mailbox" target="_blank" rel="noreferrer" className="font-medium underline">
        Abrir a caixa de saída
      </a>
    </Alert>
  );
}
