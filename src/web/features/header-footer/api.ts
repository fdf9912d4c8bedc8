import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_MESSAGES } from "../../../domain/auth-messages";
import type { ContractAnswer } from "../../../domain/contracts/contract";
import { fileContracts } from "../../../domain/contracts/files";
import { headerFooterContracts as c } from "../../../domain/contracts/header-footer";
import type { HeaderFooterForm } from "../../../domain/templates";
import { ApiError, toApiError } from "../../lib/api";
import { call } from "../../lib/client";

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

const upload = fileContracts.uploadImage;

/**
 * Uploads an image's bytes to the storage interface; the server checks its real type and size. The
 * body is the raw file, not JSON, so this one call goes by fetch (with the contract's path and method).
 */
export async function uploadImage(file: Blob): Promise<ContractAnswer<typeof upload>> {
  let res: Response;
  try {
    res = await fetch(upload.path, {
      method: upload.method,
      credentials: "include",
      headers: { Accept: "application/json", "Content-Type": "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", AUTH_MESSAGES.network);
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, data);
  return data as ContractAnswer<typeof upload>;
}
