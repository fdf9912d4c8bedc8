import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TEMPLATE_STATUS_FILTERS,
  TemplateDetail,
  TemplateForm,
  TemplateFormOptions,
  TemplateListItem,
} from "../../../domain/templates";
import { api } from "../../lib/api";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { featureKeys, pageListQuery } from "../../lib/list-query";

/** Keys start with "templates": a live change to document_templates invalidates them all. */
export const templateKeys = {
  ...featureKeys<TemplateFilters>("templates"),
  options: ["templates", "options"] as const,
};

export interface TemplateFilters {
  page: number;
  title: string;
  categoryId: string;
  status: (typeof TEMPLATE_STATUS_FILTERS)[number];
}

export const templatesListQuery = (f: TemplateFilters) =>
  pageListQuery<TemplateListItem>(templateKeys.list(f), "/api/templates", {
    page: f.page,
    title: f.title,
    categoryId: f.categoryId,
    status: f.status,
  });

export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: templateKeys.one(id),
    queryFn: ({ signal }) => api<TemplateDetail>(`/api/templates/${encodeURIComponent(id)}`, { signal }),
  });

export const templateOptionsQuery = queryOptions({
  queryKey: templateKeys.options,
  queryFn: ({ signal }) => api<TemplateFormOptions>("/api/templates/options", { signal }),
  staleTime: 30_000,
});

export function useSaveTemplate(id?: string) {
  return useInvalidatingMutation(templateKeys.all, (body: TemplateForm) =>
    id
      ? api<TemplateDetail>(`/api/templates/${encodeURIComponent(id)}`, { method: "PUT", body })
      : api<TemplateDetail>("/api/templates", { method: "POST", body }),
  );
}

export function useToggleTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api(`/api/templates/${encodeURIComponent(id)}/status`, { method: "PATCH", body: { isActive } }),
    onSettled: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  return useInvalidatingMutation(templateKeys.all, (id: string) =>
    api(`/api/templates/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
}
