import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  DeliveryChannelsStatus,
  DeliveryLogEntry,
  ShareBodyInput,
  SharedDocumentView,
} from "../../../domain/delivery";
import { api } from "../../lib/api";

/** Under "documents", so live changes of document_delivery_log and generated_documents refresh them. */
export const deliveryKeys = {
  log: (documentId: string) => ["documents", "deliveries", documentId] as const,
  channels: (documentId: string) => ["documents", "delivery-channels", documentId] as const,
};

const enc = encodeURIComponent;

export const deliveryLogQuery = (documentId: string) =>
  queryOptions({
    queryKey: deliveryKeys.log(documentId),
    queryFn: ({ signal }) => api<DeliveryLogEntry[]>(`/api/documents/${enc(documentId)}/deliveries`, { signal }),
  });

export const deliveryChannelsQuery = (documentId: string) =>
  queryOptions({
    queryKey: deliveryKeys.channels(documentId),
    queryFn: ({ signal }) =>
      api<DeliveryChannelsStatus>(`/api/documents/${enc(documentId)}/delivery-channels`, { signal }),
  });

export const sharedDocumentQuery = (token: string) =>
  queryOptions({
    queryKey: ["shared-document", token],
    queryFn: ({ signal }) => api<SharedDocumentView>(`/api/shared/${enc(token)}`, { signal }),
    retry: false,
  });

export function useShareDocument(documentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareBodyInput) =>
      api<DeliveryLogEntry>(`/api/documents/${enc(documentId)}/share`, { method: "POST", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveryKeys.log(documentId) }),
  });
}

export function useRetryDelivery(documentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api<DeliveryLogEntry>(`/api/documents/${enc(documentId)}/deliveries/${enc(deliveryId)}/retry`, {
        method: "POST",
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: deliveryKeys.log(documentId) }),
  });
}

export function useRevokeShareLinks(documentId: string) {
  return useMutation({
    mutationFn: () =>
      api<{ revoked: number }>(`/api/documents/${enc(documentId)}/share-links/revoke`, { method: "POST" }),
  });
}
