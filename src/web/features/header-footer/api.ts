import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_MESSAGES } from "../../../domain/auth-messages";
import type { HeaderFooterForm, HeaderFooterItem, StoredFileInfo } from "../../../domain/templates";
import { ApiError, api, toApiError } from "../../lib/api";

/** Keys start with "header-footer": a live change to header_footer_templates invalidates them. */
export const headerFooterKeys = {
  all: ["header-footer"] as const,
  list: ["header-footer", "list"] as const,
};

export const headerFooterListQuery = queryOptions({
  queryKey: headerFooterKeys.list,
  queryFn: async ({ signal }) => (await api<{ items: HeaderFooterItem[] }>("/api/header-footer", { signal })).items,
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
    mutationFn: (body: HeaderFooterForm) =>
      id
        ? api<HeaderFooterItem>(`/api/header-footer/${encodeURIComponent(id)}`, { method: "PUT", body })
        : api<HeaderFooterItem>("/api/header-footer", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useDeleteHeaderFooter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(`/api/header-footer/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

export function useSetDefaultHeaderFooter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api<HeaderFooterItem>(`/api/header-footer/${encodeURIComponent(id)}/default`, { method: "POST" }),
    onSettled: invalidate,
  });
}

/** Uploads an image's bytes to the storage interface; the server checks its real type and size. */
export async function uploadImage(file: Blob): Promise<StoredFileInfo> {
  let res: Response;
  try {
    res = await fetch("/api/files/images", {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/json", "Content-Type": "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", AUTH_MESSAGES.network);
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, data);
  return data as StoredFileInfo;
}
