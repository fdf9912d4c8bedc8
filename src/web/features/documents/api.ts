import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import { documentContracts as c } from "../../../domain/documents/contract";
import type { DocumentCreateBodyInput, DocumentUpdateBodyInput } from "../../../domain/documents/documents";
import { call, contractHref } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { contractPageQuery } from "../../lib/list-query";

/**
 * Keys start with "documents" or "templates" so the live changes of generated_documents,
 * signature_requests, document_templates and categories invalidate them (src/web/lib/live-updates.ts).
 */
export const documentKeys = {
  all: ["documents"] as const,
  list: (f: DocumentFilters) => ["documents", "list", f] as const,
  one: (id: string) => ["documents", "one", id] as const,
  available: (f: TemplateSearch) => ["templates", "available", f] as const,
  template: (id: string) => ["templates", "available-one", id] as const,
  categories: ["templates", "available-categories"] as const,
  headerFooters: ["templates", "document-header-footers"] as const,
};

export interface TemplateSearch {
  search: string;
  categoryId: string;
}
export interface DocumentFilters {
  page: number;
  title: string;
  status: string;
  /** "", "template" or "pdf" (issue 40). */
  source?: string;
}

export const availableTemplatesQuery = (f: TemplateSearch) =>
  contractQuery(
    documentKeys.available(f),
    c.availableTemplates,
    { query: { search: f.search, categoryId: f.categoryId } },
    { placeholderData: keepPreviousData },
  );

export const availableTemplateQuery = (id: string) =>
  contractQuery(documentKeys.template(id), c.availableTemplate, { params: { templateId: id } });
export const availableCategoriesQuery = contractQuery(documentKeys.categories, c.availableCategories, {});
export const headerFootersQuery = contractQuery(documentKeys.headerFooters, c.headerFooters, {}, { staleTime: 30_000 });

/** The status filter as the route takes it (a select's value is any string; an unknown one means all). */
const statusFilter = (value: string) => c.list.query.shape.status.safeParse(value).data;
const sourceFilter = (value = "") => c.list.query.shape.source.safeParse(value).data;

export const documentsListQuery = (f: DocumentFilters) =>
  contractPageQuery(documentKeys.list(f), c.list, {
    page: f.page,
    title: f.title,
    status: statusFilter(f.status),
    source: sourceFilter(f.source),
  });

export const documentQuery = (id: string) =>
  contractQuery(documentKeys.one(id), c.get, { params: { id } }, { retry: false });

/** The document's PDF, made by the server's PDF service. */
export const documentPdfUrl = (id: string) => contractHref(c.pdf, { id });

export function useSaveDocument(documentId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentCreateBodyInput | DocumentUpdateBodyInput) =>
      documentId
        ? call(c.update, { params: { id: documentId }, body: body as DocumentUpdateBodyInput })
        : call(c.create, { body: body as DocumentCreateBodyInput }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useFinalizeDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(c.finalize, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(c.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
