import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";

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
