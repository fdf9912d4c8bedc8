import { useQuery } from "@tanstack/react-query";
import { Eye, FilePlus2, RefreshCw } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { hasRole } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES, DOCUMENT_STATUS_LABELS, DOCUMENT_STATUSES } from "../../../domain/documents/documents";
import { DOCUMENT_SOURCE_LABELS, DOCUMENT_SOURCES } from "../../../domain/documents/uploaded-pdf";
import type { DocumentListItem } from "../../../domain/documents/views";
import { formatDate } from "../../../domain/shared/format";
import { canRequestSignature } from "../../../domain/signatures/state";
import { Button } from "../../components/ui/button";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import {
  actionsColumn,
  type Column,
  DeleteRowAction,
  EditRowAction,
  NameCell,
  RequestSignatureRowAction,
  RowAction,
} from "../../components/ui/data-table";
import { LabelledOptions, SelectField } from "../../components/ui/form-field";
import { ListResults } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ListFilters } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { ApiError } from "../../lib/api";
import { useSession } from "../../lib/session";
import { documentsListQuery, useDeleteDocument } from "./api";
import { ORG_WIDE_ROLES, SignatureBadge, StatusBadge } from "./status-badge";
import { UploadPdfButton } from "./upload-pdf-button";

/** /my-documents: 'Documentos' (whole organisation) or 'Meus Documentos' (own), spec 3 §2. */
export default function MyDocumentsPage() {
  const navigate = useNavigate();
  const { session } = useSession();
  const orgWide = session ? ORG_WIDE_ROLES.some((r) => hasRole(session, r)) : false;
  const state = useListState({ status: "", source: "" });
  const list = useQuery(
    documentsListQuery({
      page: state.page,
      title: state.search,
      status: state.filters.status,
      source: state.filters.source,
    }),
  );
  const remove = useDeleteDocument();
  const confirmDelete = useConfirm<DocumentListItem>(remove, {
    run: (d) => remove.mutateAsync(d.id),
    done: () => toast.success("Documento excluído com sucesso"),
  });
  const deleteError =
    remove.error instanceof ApiError && remove.error.status === 409
      ? remove.error.message
      : remove.error
        ? DOCUMENT_MESSAGES.deleteError
        : null;

  const columns: Column<DocumentListItem>[] = [
    {
      header: "Título",
      cell: (d) => (
        <NameCell name={d.title}>
          {orgWide && d.user.fullName && <p className="text-xs text-slate-600">{d.user.fullName}</p>}
        </NameCell>
      ),
    },
    {
      header: "Modelo",
      cell: (d) => (d.source === "pdf" ? DOCUMENT_SOURCE_LABELS.pdf : (d.template?.title ?? "—")),
    },
    { header: "Categoria", cell: (d) => d.category?.name ?? "—" },
    { header: "Status", cell: (d) => <StatusBadge status={d.status} /> },
    {
      header: "Datas",
      cell: (d) => (
        <div className="text-xs text-slate-700">
          <p>Criado em {formatDate(d.createdAt)}</p>
          <p>Atualizado em {formatDate(d.updatedAt)}</p>
        </div>
      ),
    },
    { header: "Assinatura", cell: (d) => <SignatureBadge status={d.signature?.status} /> },
    actionsColumn(
      (d) => (
        <>
          <RowAction
            label={`Visualizar ${d.title}`}
            tip="Visualizar"
            onClick={() => void navigate(`/my-documents/${d.id}`)}
          >
            <Eye aria-hidden="true" className="size-4" />
          </RowAction>
          {d.status === "draft" && (
            <EditRowAction name={d.title} onClick={() => void navigate(`/documents/edit/${d.id}`)} />
          )}
          {canRequestSignature(d) && (
            <RequestSignatureRowAction
              name={d.title}
              onClick={() => void navigate(`/documents/${d.id}/request-signature`)}
            />
          )}
          {d.canDelete && <DeleteRowAction name={d.title} onClick={() => confirmDelete.ask(d)} />}
        </>
      ),
      "w-40 text-right",
    ),
  ];

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={orgWide ? "Documentos" : "Meus Documentos"}
        description={orgWide ? "Todos os documentos da organização" : "Os documentos que você gerou"}
        actions={
          <>
            <Button icon={RefreshCw} variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
              Atualizar
            </Button>
            <UploadPdfButton />
            <Button icon={FilePlus2} onClick={() => void navigate("/documents/generate")}>
              Novo Documento
            </Button>
          </>
        }
      />
      <ListFilters state={state} searchLabel="Buscar por título" placeholder="Título do documento">
        <SelectField
          label="Status"
          className="min-w-48"
          value={state.filters.status}
          onChange={(e) => state.setFilter("status", e.target.value)}
        >
          <option value="">Todos os status</option>
          <LabelledOptions values={DOCUMENT_STATUSES} labels={DOCUMENT_STATUS_LABELS} />
        </SelectField>
        <SelectField
          label="Origem"
          className="min-w-44"
          value={state.filters.source}
          onChange={(e) => state.setFilter("source", e.target.value)}
        >
          <option value="">Todas as origens</option>
          <LabelledOptions values={DOCUMENT_SOURCES} labels={DOCUMENT_SOURCE_LABELS} />
        </SelectField>
      </ListFilters>
      <ListResults
        query={list}
        loadingLabel="Carregando documentos..."
        errorMessage={DOCUMENT_MESSAGES.listError}
        empty={
          state.isFiltered
            ? { title: "Nenhum documento encontrado", description: "Tente ajustar os filtros." }
            : { title: "Nenhum documento ainda", description: "Gere seu primeiro documento a partir de um modelo." }
        }
        columns={columns}
        rowKey={(d) => d.id}
        caption={orgWide ? "Documentos" : "Meus Documentos"}
        paging={state}
      />
      <ConfirmDialog
        {...confirmDelete.dialog}
        title="Excluir documento"
        description={DOCUMENT_MESSAGES.deleteConfirm(confirmDelete.target?.title ?? "")}
        confirmLabel="Excluir"
        error={deleteError}
      />
    </section>
  );
}
