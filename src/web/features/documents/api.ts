import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AvailableCategory,
  AvailableTemplateCard,
  AvailableTemplateDetail,
  DocumentCreateBodyInput,
  DocumentDetail,
  DocumentListItem,
  DocumentUpdateBodyInput,
  HeaderFooterOption,
} from "../../../domain/documents";
import { api } from "../../lib/api";
import { pageListQuery } from "../../lib/list-query";

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
}

const enc = encodeURIComponent;

export const availableTemplatesQuery = (f: TemplateSearch) =>
  queryOptions({
    queryKey: documentKeys.available(f),
    queryFn: ({ signal }) =>
      api<AvailableTemplateCard[]>("/api/documents/available-templates", {
        signal,
        query: { search: f.search, categoryId: f.categoryId },
      }),
    placeholderData: keepPreviousData,
  });

export const availableTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.template(id),
    queryFn: ({ signal }) => api<AvailableTemplateDetail>(`/api/documents/available-templates/${enc(id)}`, { signal }),
  });

export const availableCategoriesQuery = queryOptions({
  queryKey: documentKeys.categories,
  queryFn: ({ signal }) => api<AvailableCategory[]>("/api/documents/available-categories", { signal }),
});

export const headerFootersQuery = queryOptions({
  queryKey: documentKeys.headerFooters,
  queryFn: ({ signal }) => api<HeaderFooterOption[]>("/api/documents/header-footers", { signal }),
  staleTime: 30_000,
});

export const documentsListQuery = (f: DocumentFilters) =>
  pageListQuery<DocumentListItem>(documentKeys.list(f), "/api/documents", {
    page: f.page,
    title: f.title,
    status: f.status,
  });

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.one(id),
    queryFn: ({ signal }) => api<DocumentDetail>(`/api/documents/${enc(id)}`, { signal }),
    retry: false,
  });

/** GET /api/documents/:id/pdf, made by the server's PDF service. */
export const documentPdfUrl = (id: string) => `/api/documents/${enc(id)}/pdf`;

export function useSaveDocument(documentId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentCreateBodyInput | DocumentUpdateBodyInput) =>
      documentId
        ? api<DocumentDetail>(`/api/documents/${enc(documentId)}`, { method: "PUT", body })
        : api<DocumentDetail>("/api/documents", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useFinalizeDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<DocumentDetail>(`/api/documents/${enc(id)}/finalize`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/documents/${enc(id)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
