import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Page } from "../../../domain/list";
import type { HeaderFooterBlock } from "../../../domain/templates";
import type { VariableDefinition } from "../../../domain/variables";
import { api } from "../../lib/api";

/*
 * PROVISIONAL shapes until src/domain/documents.ts (branch documents-api) lands; then these types
 * are replaced by imports from the domain contract.
 */
export interface GenerableTemplate {
  id: string;
  title: string;
  categoryId: string | null;
  categoryName: string | null;
  corporateAccountId: string | null;
  variables: VariableDefinition[];
}
export interface GenerableTemplateDetail extends GenerableTemplate {
  content: string;
  defaultHeader: HeaderFooterBlock | null;
  defaultFooter: HeaderFooterBlock | null;
}
export interface CategoryOption {
  id: string;
  name: string;
}
export type DocumentStatus = "draft" | "finalized" | "pending_signature" | "signed";
export interface DocumentListItem {
  id: string;
  title: string;
  templateTitle: string | null;
  categoryName: string | null;
  status: DocumentStatus;
  createdAt: string;
  updatedAt: string;
  signatureRequest: { id: string; status: string; requestedAt: string; completedAt: string | null } | null;
}

/** Keys start with "documents" or "templates": live changes of both tables invalidate them. */
export const documentKeys = {
  all: ["documents"] as const,
  list: (f: DocumentFilters) => ["documents", "list", f] as const,
  one: (id: string) => ["documents", "one", id] as const,
  generable: (f: TemplateSearch) => ["templates", "generable", f] as const,
  categories: ["templates", "generable-categories"] as const,
  template: (id: string) => ["templates", "generable-one", id] as const,
};

export interface TemplateSearch {
  title: string;
  categoryId: string;
}
export interface DocumentFilters {
  page: number;
  title: string;
  status: string;
}

export const generableTemplatesQuery = (f: TemplateSearch) =>
  queryOptions({
    queryKey: documentKeys.generable(f),
    queryFn: ({ signal }) =>
      api<GenerableTemplate[]>("/api/documents/templates", {
        signal,
        query: { title: f.title, categoryId: f.categoryId },
      }),
    placeholderData: keepPreviousData,
  });

export const generableTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.template(id),
    queryFn: ({ signal }) =>
      api<GenerableTemplateDetail>(`/api/documents/templates/${encodeURIComponent(id)}`, { signal }),
  });

export const generableCategoriesQuery = queryOptions({
  queryKey: documentKeys.categories,
  queryFn: ({ signal }) => api<CategoryOption[]>("/api/documents/categories", { signal }),
});

export const documentsListQuery = (f: DocumentFilters) =>
  queryOptions({
    queryKey: documentKeys.list(f),
    queryFn: ({ signal }) =>
      api<Page<DocumentListItem>>("/api/documents", {
        signal,
        query: { page: f.page, title: f.title, status: f.status },
      }),
    placeholderData: keepPreviousData,
  });

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/documents/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
