import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import { batchContracts as c } from "../../../domain/batches/contract";
import type { BatchUploadQuery } from "../../../domain/batches/views";
import { documentContracts } from "../../../domain/documents/contract";
import { call, contractHref, sendBytes } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";

/** Keys start with "batches": the live changes of document_batches invalidate them (lib/live-updates.ts). */
export const batchKeys = {
  all: ["batches"] as const,
  one: (id: string) => ["batches", "one", id] as const,
  rows: (id: string, status: string, page: number) => ["batches", "rows", id, status, page] as const,
};

/** The template as the document form loads it (the same key, so the two screens share the answer). */
export const batchTemplateQuery = (templateId: string) =>
  contractQuery(["templates", "available-one", templateId], documentContracts.availableTemplate, {
    params: { templateId },
  });

export const batchQuery = (id: string) => contractQuery(batchKeys.one(id), c.get, { params: { id } }, { retry: false });

export const batchRowsQuery = (id: string, status: "issues" | "done" | "all", page: number) =>
  contractQuery(
    batchKeys.rows(id, status, page),
    c.rows,
    { params: { id }, query: { page, status } },
    { placeholderData: keepPreviousData },
  );

/** The model spreadsheet and the errors file: links the browser downloads itself. */
export const batchModelHref = (templateId: string) => contractHref(c.model, { templateId });
export const batchErrorsHref = (id: string, format: "csv" | "xlsx") =>
  `${contractHref(c.errors, { id })}?format=${format}`;

export function useUploadBatch() {
  return useMutation({
    mutationFn: ({ file, query }: { file: File; query: BatchUploadQuery }) => sendBytes(c.upload, file, query),
  });
}

export function useConfirmBatch(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(c.confirm, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

export function useDiscardBatch(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(c.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}
