import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Download, FileSpreadsheet } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_LABELS,
  AUDIT_MESSAGES,
  AUDIT_TARGET_LABELS,
  type AuditExportFormat,
  type AuditFilters,
  type AuditItem,
  auditActionLabel,
} from "../../../domain/audit/audit";
import { auditChangeLines, auditRawRecord, auditTargetText } from "../../../domain/audit/readable";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { formatDateTime } from "../../../domain/shared/format";
import { Button } from "../../components/ui/button";
import { type Column, DataTable, NameCell } from "../../components/ui/data-table";
import { InputField, SelectField } from "../../components/ui/form-field";
import { ListEmpty, ListError, ListLoading } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { clientErrorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import { auditAccountsQuery, auditQuery, useRequestAuditExport } from "./api";
import { AuditExports } from "./audit-exports";

const LOAD_ERROR = "Não foi possível carregar a trilha de auditoria.";

/** What changed, one "Campo: valor" line each, and the raw record behind "ver registro técnico". */
function ChangesCell({ row }: { row: AuditItem }) {
  const lines = auditChangeLines(row);
  return (
    <div className="flex flex-col gap-1 text-xs text-slate-700">
      {lines.length > 0 && (
        <ul className="flex flex-col gap-0.5">
          {lines.map((l) => (
            <li key={l} className="[overflow-wrap:anywhere]">
              {l}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-blue-700 underline">ver registro técnico</summary>
        <pre className="mt-1 max-w-md overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-[11px] text-slate-800">
          {JSON.stringify(auditRawRecord(row), null, 2)}
        </pre>
      </details>
    </div>
  );
}

const columns = (superAdmin: boolean): Column<AuditItem>[] => [
  { header: "Data e hora", cell: (r) => formatDateTime(r.createdAt), className: "whitespace-nowrap" },
  ...(superAdmin
    ? [{ header: "Conta", cell: (r: AuditItem) => r.accountName ?? (r.accountId ? "Conta excluída" : "Plataforma") }]
    : []),
  {
    header: "Autor",
    cell: (r) => <NameCell name={r.actorName ?? AUDIT_ACTOR_LABELS[r.actorKind]} detail={r.ip ?? undefined} />,
  },
  { header: "Ação", cell: (r) => auditActionLabel(r.action) },
  { header: "Alvo", cell: (r) => <span className="[overflow-wrap:anywhere]">{auditTargetText(r)}</span> },
  { header: "Alterações", cell: (r) => <ChangesCell row={r} /> },
];

/**
 * /corporate/audit and /admin/audit (issue 27): who did what and when. The server scopes the rows (the
 * corporate admin's account; every account for the super admin); the super admin may pick one account.
 */
export default function AuditPage() {
  const { session } = useSession();
  const superAdmin = session ? isSuperAdmin(session) : false;
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState<AuditFilters>({});
  const q = useInfiniteQuery(auditQuery(filters));
  const accounts = useQuery({ ...auditAccountsQuery, enabled: superAdmin });
  const requestExport = useRequestAuditExport();
  const rows = q.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (name: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: e.target.value || undefined }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
  };
  const exportAs = async (format: AuditExportFormat) => {
    try {
      await requestExport.mutateAsync({ filters, format });
      toast.success(AUDIT_MESSAGES.exportQueued);
    } catch (err) {
      toast.error(clientErrorMessage(err, "Não foi possível exportar a trilha."));
    }
  };
  return (
    <AdminPage
      title="Trilha de auditoria"
      description={
        superAdmin
          ? "Quem fez o quê e quando, em todas as contas da plataforma"
          : "Quem fez o quê e quando na sua conta: entradas, alterações, documentos, envios e assinaturas"
      }
      actions={
        <div className="flex gap-2">
          <Button variant="secondary" disabled={requestExport.isPending} onClick={() => void exportAs("csv")}>
            <Download className="size-4" aria-hidden /> Exportar CSV
          </Button>
          <Button variant="secondary" disabled={requestExport.isPending} onClick={() => void exportAs("xlsx")}>
            <FileSpreadsheet className="size-4" aria-hidden /> Exportar Excel
          </Button>
        </div>
      }
    >
      <form
        onSubmit={apply}
        className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-4"
      >
        <InputField label="De" type="date" value={draft.from ?? ""} onChange={set("from")} />
        <InputField label="Até" type="date" value={draft.to ?? ""} onChange={set("to")} />
        <InputField
          label="Autor (e-mail)"
          value={draft.actor ?? ""}
          onChange={set("actor")}
          placeholder="pessoa@empresa.com"
        />
        <SelectField label="Ação" value={draft.action ?? ""} onChange={set("action")}>
          <option value="">Todas</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tipo de alvo" value={draft.targetType ?? ""} onChange={set("targetType")}>
          <option value="">Todos</option>
          {Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <InputField label="Id do alvo" value={draft.targetId ?? ""} onChange={set("targetId")} />
        {superAdmin && (
          <SelectField label="Conta" value={draft.accountId ?? ""} onChange={set("accountId")}>
            <option value="">Todas</option>
            <option value="platform">Plataforma (sem conta)</option>
            {(accounts.data?.accounts ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="flex items-end">
          <Button type="submit">Filtrar</Button>
        </div>
      </form>
      <AuditExports />
      {q.isPending ? (
        <ListLoading />
      ) : q.isError ? (
        <ListError message={clientErrorMessage(q.error, LOAD_ERROR)} onRetry={() => void q.refetch()} />
      ) : rows.length === 0 ? (
        <ListEmpty title="Nenhum registro" description="Nada foi registrado com esses filtros." />
      ) : (
        <>
          <DataTable
            columns={columns(superAdmin)}
            rows={rows}
            rowKey={(r) => String(r.id)}
            caption="Trilha de auditoria"
          />
          {q.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
                {q.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
              </Button>
            </div>
          )}
        </>
      )}
    </AdminPage>
  );
}
