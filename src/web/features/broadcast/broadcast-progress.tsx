import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  BROADCAST_MESSAGES,
  BROADCAST_STATUS_LABELS,
  type Broadcast,
  broadcastOutcome,
} from "../../../domain/broadcast/broadcast";
import { Alert } from "../../components/ui/alert";
import { ProgressBar } from "../../components/ui/progress-bar";
import { broadcastQuery } from "./api";

export const panel = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm";

/** Where the super admin fixes a channel's platform configuration. */
const SETTINGS_LINKS = [
  { channel: "sendEmail", href: "/admin/settings/smtp", label: "Configurar o SMTP da plataforma" },
  { channel: "sendWhatsapp", href: "/admin/settings/whatsapp", label: "Configurar o WhatsApp da plataforma" },
] as const;

/** The finished broadcast's outcome: green only when everything went; else the reasons and where to fix them. */
function Outcome({ b }: { b: Broadcast }) {
  const outcome = broadcastOutcome(b);
  if (outcome === "success") {
    return (
      <p className="mt-2 font-medium text-green-800" role="status">
        {BROADCAST_MESSAGES.done(b.sentCount, b.failedCount)}
      </p>
    );
  }
  return (
    <div className="mt-2">
      <Alert tone={outcome === "failed" ? "error" : "warning"}>
        <p className="font-medium">
          {outcome === "failed"
            ? BROADCAST_MESSAGES.noneSent(b.failedCount)
            : BROADCAST_MESSAGES.someFailed(b.sentCount, b.failedCount)}
        </p>
        {b.failureReasons.length > 0 && (
          <>
            <p className="mt-1">{BROADCAST_MESSAGES.reasonsTitle}</p>
            <ul className="ml-5 list-disc">
              {b.failureReasons.map((r) => (
                <li key={r.reason}>
                  {r.reason} ({r.count})
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-1 flex flex-wrap gap-x-4">
          {SETTINGS_LINKS.filter((l) => b[l.channel]).map((l) => (
            <Link key={l.href} to={l.href} className="font-medium underline">
              {l.label}
            </Link>
          ))}
        </p>
      </Alert>
    </div>
  );
}

export function BroadcastProgress({ id }: { id: string }) {
  const q = useQuery(broadcastQuery(id));
  const announced = useRef(false);
  const b = q.data;
  const finished = b && b.status !== "sending";
  useEffect(() => {
    if (b && finished && !announced.current) {
      announced.current = true;
      const outcome = broadcastOutcome(b);
      if (outcome === "success") toast.success(BROADCAST_MESSAGES.done(b.sentCount, b.failedCount));
      else if (outcome === "partial") toast.warning(BROADCAST_MESSAGES.someFailed(b.sentCount, b.failedCount));
      else toast.error(BROADCAST_MESSAGES.noneSent(b.failedCount));
    }
  }, [b, finished]);
  if (!b) return null;
  const doneCount = b.sentCount + b.failedCount;
  const pct = b.totalCount ? Math.round((doneCount / b.totalCount) * 100) : 100;
  return (
    <section className={`${panel} mt-4`} aria-label="Progresso do envio">
      <h2 className="mb-2 text-base font-semibold">Progresso do envio</h2>
      <ProgressBar
        percent={pct}
        label="Progresso do envio"
        valueText={`${doneCount} de ${b.totalCount}`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        fillClassName="h-full rounded-full bg-blue-700 transition-all"
      />
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {BROADCAST_STATUS_LABELS[b.status] ?? b.status}: enviados {b.sentCount} · falhas {b.failedCount} · total{" "}
        {b.totalCount}
      </p>
      {finished && <Outcome b={b} />}
    </section>
  );
}
