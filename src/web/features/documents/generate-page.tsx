import { useQuery } from "@tanstack/react-query";
import { FolderOpen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import type { AvailableTemplateCard } from "../../../domain/documents/views";
import { Button, buttonClass } from "../../components/ui/button";
import { bound, NamedOptions } from "../../components/ui/form-field";
import { ListEmpty, QueryStates } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { SearchField, useDebouncedValue } from "../../components/ui/search-field";
import { availableCategoriesQuery, availableTemplatesQuery } from "./api";
import { TemplateCard } from "./template-card";
import { TemplatePreviewDialog } from "./template-preview-dialog";

/** /documents/generate: choose the template of a new document (spec 3 §2 "Template selection"). */
export default function GeneratePage() {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const [categoryId, setCategoryId] = useState("");
  const [preview, setPreview] = useState<AvailableTemplateCard | null>(null);
  const templates = useQuery(availableTemplatesQuery({ search, categoryId }));
  const categories = useQuery(availableCategoriesQuery);
  const filtered = searchText !== "" || categoryId !== "";

  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title="Gerar Documento"
        description="Escolha um modelo para gerar seu documento"
        actions={
          <Link to="/my-documents" className={buttonClass("secondary")}>
            <FolderOpen aria-hidden="true" className="size-4" />
            Meus Documentos
          </Link>
        }
      />
      <div className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <SearchField label="Buscar modelo" value={searchText} onChange={setSearchText} placeholder="Nome do modelo" />
        <div className="flex min-w-48 flex-col gap-1">
          <label htmlFor="generate-category" className="text-sm font-medium text-slate-800">
            Categoria
          </label>
          <select
            id="generate-category"
            {...bound(categoryId, setCategoryId)}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">Todas as categorias</option>
            <NamedOptions items={categories.data ?? []} />
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={!filtered}
          onClick={() => {
            setSearchText("");
            setCategoryId("");
          }}
        >
          Limpar Filtros
        </Button>
      </div>
      <QueryStates
        query={templates}
        texts={{ loading: "Carregando modelos...", error: DOCUMENT_MESSAGES.templatesListError }}
        empty={
          filtered ? (
            <ListEmpty title={DOCUMENT_MESSAGES.noTemplatesFiltered} description="Tente ajustar os filtros de busca." />
          ) : (
            <ListEmpty
              title={DOCUMENT_MESSAGES.noTemplates}
              description="Ainda não há modelos disponíveis para você."
            />
          )
        }
      >
        {(list) => (
          <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${templates.isPlaceholderData ? "opacity-60" : ""}`}>
            {list.map((t) => (
              <li key={t.id} className="flex">
                <TemplateCard template={t} onPreview={() => setPreview(t)} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <TemplatePreviewDialog template={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
