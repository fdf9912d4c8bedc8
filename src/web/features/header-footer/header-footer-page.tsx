import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { renderHeaderFooter } from "../../../domain/templates/render-template";
import {
  HEADER_FOOTER_MESSAGES,
  type HeaderFooterItem,
  type HeaderFooterType,
} from "../../../domain/templates/templates";
import { RenderedHtml } from "../../components/rendered-html";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Dialog, DialogFooter } from "../../components/ui/dialog";
import { ListEmpty, ListLoading, QueryError } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { clientErrorMessage } from "../../lib/api";
import { headerFooterListQuery, useDeleteHeaderFooter, useSetDefaultHeaderFooter } from "./api";
import { HeaderFooterCard } from "./header-footer-card";
import { HeaderFooterFormView } from "./header-footer-form";

type Tab = "all" | HeaderFooterType;
const TABS: { id: Tab; label: string }[] = [
  { id: "all", label: "Todos" },
  { id: "header", label: "Cabeçalhos" },
  { id: "footer", label: "Rodapés" },
];

type Mode = { kind: "list" } | { kind: "create" } | { kind: "edit"; item: HeaderFooterItem };

/** /admin/header-footer (spec 2 §2.3): tabs with counts, cards, preview, default, form with live preview. */
export default function HeaderFooterPage() {
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const toList = () => setMode({ kind: "list" });
  return (
    <div>
      <PageHeader
        title={
          mode.kind === "create"
            ? "Novo Template"
            : mode.kind === "edit"
              ? "Editar Template"
              : "Templates de Cabeçalho e Rodapé"
        }
        description="Cabeçalhos e rodapés inseridos nos documentos gerados"
        onBack={mode.kind === "list" ? undefined : toList}
        actions={
          mode.kind === "list" ? (
            <Button icon={Plus} onClick={() => setMode({ kind: "create" })}>
              Novo Template
            </Button>
          ) : undefined
        }
      />
      {mode.kind === "list" && <HeaderFooterList onEdit={(item) => setMode({ kind: "edit", item })} />}
      {mode.kind === "create" && <HeaderFooterFormView onDone={toList} />}
      {mode.kind === "edit" && <HeaderFooterFormView key={mode.item.id} item={mode.item} onDone={toList} />}
    </div>
  );
}

function HeaderFooterList({ onEdit }: { onEdit: (item: HeaderFooterItem) => void }) {
  const list = useQuery(headerFooterListQuery);
  const [tab, setTab] = useState<Tab>("all");
  const [preview, setPreview] = useState<HeaderFooterItem | null>(null);
  const [toDelete, setToDelete] = useState<HeaderFooterItem | null>(null);
  const setDefault = useSetDefaultHeaderFooter();
  const remove = useDeleteHeaderFooter();

  if (list.isPending) return <ListLoading label="Carregando templates..." />;
  if (list.isError) {
    return <QueryError query={list} message={HEADER_FOOTER_MESSAGES.listError} />;
  }
  const items = list.data;
  const count = (t: Tab) => (t === "all" ? items.length : items.filter((i) => i.type === t).length);
  const shown = tab === "all" ? items : items.filter((i) => i.type === tab);

  const runSetDefault = async (item: HeaderFooterItem) => {
    try {
      await setDefault.mutateAsync(item.id);
      toast.success(`"${item.name}" definido como padrão`);
    } catch (err) {
      toast.error(clientErrorMessage(err, HEADER_FOOTER_MESSAGES.defaultError));
    }
  };

  const runDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success("Template excluído com sucesso");
      setToDelete(null);
    } catch {
      // shown in the dialog
    }
  };

  return (
    <div>
      <div role="tablist" aria-label="Tipo de template" className="mb-4 flex gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`hf-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="hf-tabpanel"
            onClick={() => setTab(t.id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              tab === t.id ? "border-blue-700 text-blue-800" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {t.label} ({count(t.id)})
          </button>
        ))}
      </div>
      <div role="tabpanel" id="hf-tabpanel" aria-labelledby={`hf-tab-${tab}`}>
        {shown.length === 0 ? (
          <ListEmpty title={HEADER_FOOTER_MESSAGES.empty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((item) => (
              <HeaderFooterCard
                key={item.id}
                item={item}
                onPreview={() => setPreview(item)}
                onSetDefault={() => void runSetDefault(item)}
                onEdit={() => onEdit(item)}
                onDelete={() => setToDelete(item)}
                settingDefault={setDefault.isPending && setDefault.variables === item.id}
              />
            ))}
          </ul>
        )}
      </div>

      <Dialog
        open={preview !== null}
        onOpenChange={(o) => !o && setPreview(null)}
        title={`Preview: ${preview?.name ?? ""}`}
        size="max-w-2xl"
      >
        {preview && (
          <div className="rounded-md border border-slate-200 p-4">
            <RenderedHtml html={renderHeaderFooter(preview, { missing: "placeholder" })} />
          </div>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={() => setPreview(null)}>
            Fechar
          </Button>
        </DialogFooter>
      </Dialog>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => {
          if (!o) {
            setToDelete(null);
            remove.reset();
          }
        }}
        title="Excluir template"
        description={`${HEADER_FOOTER_MESSAGES.deleteConfirm} Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={() => void runDelete()}
        pending={remove.isPending}
        error={remove.error ? clientErrorMessage(remove.error, HEADER_FOOTER_MESSAGES.deleteError) : null}
      />
    </div>
  );
}
