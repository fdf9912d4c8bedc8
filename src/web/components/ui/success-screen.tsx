import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";

/** Shown after a save; calls `onDone` after `delayMs` (spec: back to the list after 2 s). */
export function SuccessScreen({
  title,
  message,
  onDone,
  delayMs = 2000,
}: {
  title: string;
  message?: string;
  onDone: () => void;
  delayMs?: number;
}) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-6 py-12 text-center"
    >
      <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
      <p className="text-xl font-semibold text-green-900">{title}</p>
      {message && <p className="text-sm text-green-800">{message}</p>}
      <p className="text-xs text-green-700">Voltando para a lista...</p>
    </div>
  );
}
