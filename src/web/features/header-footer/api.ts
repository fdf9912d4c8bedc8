import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { fileContracts } from "../../../domain/files/contract";
import { headerFooterContracts as c } from "../../../domain/header-footer/contract";
import type { HeaderFooterForm } from "../../../domain/templates/templates";
import { call, sendBytes } from "../../lib/client";

/** Keys start with "header-footer": a live change to header_footer_templates invalidates them. */
export const headerFooterKeys = {
  all: ["header-footer"] as const,
  list: ["header-footer", "list"] as const,
};

export const headerFooterListQuery = queryOptions({
  queryKey: headerFooterKeys.list,
  queryFn: async ({ signal }) => (await call(c.list, { signal })).items,
});

function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: headerFooterKeys.all });
    void client.invalidateQueries({ queryKey: ["templates"] });
  };
}

export function useSaveHeaderFooter(id?: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: HeaderFooterForm) => (id ? call(c.update, { params: { id }, body }) : call(c.create, { body })),
    onSuccess: invalidate,
  });
}

export function useDeleteHeaderFooter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(c.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSetDefaultHeaderFooter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(c.setDefault, { params: { id } }),
    onSettled: invalidate,
  });
}

/** Uploads an image's bytes to the storage interface; the server checks its real type and size. */
export const uploadImage = (file: Blob) => sendBytes(fileContracts.uploadImage, file);
