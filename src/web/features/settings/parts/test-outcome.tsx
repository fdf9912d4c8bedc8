import { Alert } from "../../../components/ui/alert";
import { ApiError } from "../../../lib/api";

/** Result of a test action: the server's (provider's) answer in Portuguese. */
export function TestOutcome({ data, error }: { data?: { message: string } | null; error?: unknown }) {
  if (data) return <Alert tone="success">{data.message}</Alert>;
  if (error)
    return <Alert tone="error">{error instanceof ApiError ? error.message : "Erro de rede. Tente novamente."}</Alert>;
  return null;
}
