import { useMutation, useQueryClient } from "@tanstack/react-query";
import { categoryContracts } from "../../../domain/categories/contract";
import { templateContracts as c } from "../../../domain/templates/contract";
import type { TEMPLATE_STATUS_FILTERS, TemplateForm, TemplateFormOptions } from "../../../domain/templates/templates";
import { wordContracts } from "../../../domain/word/contract";
import { call, sendBytes } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { contractPageQuery, featureKeys } from "../../lib/list-query";

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
  contractPageQuery(templateKeys.list(f), c.list, {
    page: f.page,
    title: f.title,
    categoryId: f.categoryId,
    status: f.status,
  });

export const templateQuery = (id: string) => contractQuery(templateKeys.one(id), c.get, { params: { id } });
export const templateOptionsQuery = contractQuery(templateKeys.options, c.options, {}, { staleTime: 30_000 });

export function useSaveTemplate(id?: string) {
  return useInvalidatingMutation(templateKeys.all, (body: TemplateForm) =>
    id ? call(c.update, { params: { id }, body }) : call(c.create, { body }),
  );
}

export function useToggleTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      call(c.setStatus, { params: { id }, body: { isActive } }),
    onSettled: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  return useInvalidatingMutation(templateKeys.all, (id: string) => call(c.remove, { params: { id } }));
}

/** Word import (issue 25): the analysis of a .docx (nothing saved) and the reviewed save with the file. */
export const analyzeDocx = (file: Blob) => sendBytes(wordContracts.analyze, file);

export function useImportTemplate(file: Blob | null) {
  return useInvalidatingMutation(templateKeys.all, async (template: TemplateForm) => {
    if (!file) throw new Error("no file");
    return call(wordContracts.importTemplate, { body: { template, docxBase64: await base64Of(file) } });
  });
}

/** A file's bytes as base64 (the import's JSON carries the original .docx). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * "Nova categoria" in the template form (issue 48 point 4): the account's own category (the platform's
 * for a super admin), added to the form's options at once and selected by the caller.
 */
export function useCreateTemplateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(categoryContracts.createFromTemplateForm, { body: { name } }),
    onSuccess: (created) => {
      client.setQueryData(templateKeys.options, (old: TemplateFormOptions | undefined) =>
        old
          ? {
              ...old,
              categories: [...old.categories, created].sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: templateKeys.options });
    },
  });
}
