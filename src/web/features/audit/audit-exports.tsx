import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_EXPORT_LINK_HOURS,
  AUDIT_EXPORT_STATUS_LABELS,
  AUDIT_TARGET_LABELS,
  type AuditExport,
  type AuditExportStatus,
} from "../../../domain/audit/audit";
import { formatDateTime } from "../../../domain/shared/format";
import { countText } from "../../../domain/shared/plural";
import { Button } from "../../components/ui/button";
import { Pill } from "../../components/ui/pill";
import { useDownloadAction } from "../../lib/use-download-action";
import { auditExportsQuery, downloadAuditExport } from "./api";

const TONES: Record<AuditExportStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  ready: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  expired: "bg-slate-100 text-slate-700",
};

/** A filter's day (yyyy-mm-dd, a calendar day, no time zone) as dd/mm/yyyy. */
const day = (iso: string) => iso.split("-").reverse().join("/");

/** The filters an export was asked with, as one short line ("Todos os registros" when none). */
function filtersText(f: Record<string, string>): string {
  const parts = [
    f.from || f.to ? `Período: ${f.from ? day(f.from) : "início"} a ${f.to ? day(f.to) : "hoje"}` : "",
    f.actor ? `Autor: ${f.actor}` : "",
    f.action ? `Ação: ${(AUDIT_ACTION_LABELS as Record<string, string>)[f.action] ?? f.action}` : "",
    f.targetType ? `Alvo: ${AUDIT_TARGET_LABELS[f.targetType] ?? f.targetType}` : "",
    f.targetId ? `Id do alvo: ${f.targetId}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "Todos os registros";
}

function ExportLine({ item }: { item: AuditExport }) {
  const download = useDownloadAction(
    () => downloadAuditExport(item.id, item.format),
    "Não foi possível baixar a exportação agora. Tente novamente.",
  );
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {item.format === "csv" ? "CSV" : "Excel"} · pedida em {formatDateTime(item.createdAt)}
          <Pill tone={TONES[item.status]}>{AUDIT_EXPORT_STATUS_LABELS[item.status]}</Pill>
        </p>
        <p className="text-slate-600">
          {filtersText(item.filters)}
          {item.rows !== null && ` · ${countText(item.rows, "registro", "registros")}`}
          {item.status === "ready" && item.expiresAt && ` · link válido até ${formatDateTime(item.expiresAt)}`}
        </p>
        {download.errorLine}
      </div>
      {item.status === "ready" && (
        <Button icon={Download} variant="secondary" onClick={() => void download.run()} loading={download.busy}>
          Baixar
        </Button>
      )}
    </li>
  );
}

/**
 * "Exportações" on the trail's page (decision 0051): each export is prepared in the background; its
 * line says so, then offers the file for 24 hours. Nothing is shown before the first export.
 */
export function AuditExports() {
  const q = useQuery(auditExportsQuery);
  const exports = q.data?.exports ?? [];
  if (exports.length === 0) return null;
  return (
    <section aria-labelledby="audit-exports-title" className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="audit-exports-title" className="font-semibold text-slate-900">
        Exportações
      </h2>
      <p className="text-sm text-slate-600">
        Preparadas em segundo plano; cada link vale {AUDIT_EXPORT_LINK_HOURS} horas.
      </p>
      <ul className="divide-y divide-slate-100" aria-live="polite">
        {exports.map((item) => (
          <ExportLine key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
