import { CheckCircle2, Info } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { SETTINGS_MESSAGES } from "../../../domain/settings";
import { Alert } from "../../components/ui/alert";
import { ApiError } from "../../lib/api";

/** A success flag that disappears after 3 s (spec 2 §4: settings save). */
export function useSuccessFlag(ms = 3000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const t = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(t);
  }, [message, ms]);
  return { message, show: setMessage, hide: () => setMessage(null) };
}

export function SuccessFlag({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
    >
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {message}
    </div>
  );
}

/** The notice a super admin sees: they edit the all-zero system account. */
export function SystemAccountNotice({ show, accountName }: { show: boolean; accountName: string }) {
  if (!show) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Info aria-hidden="true" className="size-4" />
        Configuração exclusiva da conta {accountName}.
      </p>
    );
  }
  return <Alert tone="warning">{SETTINGS_MESSAGES.systemNotice}</Alert>;
}

export function Panel({
  title,
  children,
  description,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <div className="mt-1 mb-4 text-sm text-slate-600">{description}</div>}
      {!description && <div className="mb-4" />}
      {children}
    </section>
  );
}

/** Result of a test action: the server's (provider's) answer in Portuguese. */
export function TestOutcome({ data, error }: { data?: { message: string } | null; error?: unknown }) {
  if (data) return <Alert tone="success">{data.message}</Alert>;
  if (error)
    return <Alert tone="error">{error instanceof ApiError ? error.message : "Erro de rede. Tente novamente."}</Alert>;
  return null;
}

/** Field errors of an ApiError, for react-hook-form's setError. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  return err instanceof ApiError ? err.fieldErrors : {};
}
