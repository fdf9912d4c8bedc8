import { clientErrorMessage } from "../lib/api";
import { Alert } from "./ui/alert";

/**
 * Above a plan-gated list (API keys, webhooks): why creating is off when the account's plan lacks
 * "Acesso à API", with the current plan's name, or why that could not be known.
 */
export function PlanAccessNotice({
  access,
  planMessage,
  loadError,
}: {
  access: { data?: { enabled: boolean; planName: string | null }; error: unknown };
  planMessage: string;
  loadError: string;
}) {
  return (
    <>
      {access.data && !access.data.enabled && (
        <div className="mb-4">
          <Alert tone="info">
            {planMessage}
            {access.data.planName && ` Plano atual: ${access.data.planName}.`}
          </Alert>
        </div>
      )}
      {access.error != null && (
        <div className="mb-4">
          <Alert tone="error">{clientErrorMessage(access.error, loadError)}</Alert>
        </div>
      )}
    </>
  );
}
