import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { deliveryContracts as c } from "../../../domain/contracts/delivery";
import type { ShareBodyInput } from "../../../domain/delivery";
import { call, contractHref } from "../../lib/client";

/** Under "documents", so live changes of document_delivery_log and generated_documents refresh them. */
export const deliveryKeys = {
  log: (documentId: string) => ["documents", "deliveries", documentId] as const,
  channels: (documentId: string) => ["documents", "delivery-channels", documentId] as const,
};

export const deliveryLogQuery = (documentId: string) =>
  queryOptions({
    queryKey: deliveryKeys.log(documentId),
    queryFn: ({ signal }) => call(c.log, { params: { id: documentId }, signal }),
  });

export const deliveryChannelsQuery = (documentId: string) =>
  queryOptions({
    queryKey: deliveryKeys.channels(documentId),
    queryFn: ({ signal }) => call(c.channels, { params: { id: documentId }, signal }),
  });

export const sharedDocumentQuery = (token: string) =>
  queryOptions({
    queryKey: ["shared-document", token],
    queryFn: ({ signal }) => call(c.shared, { params: { token }, signal }),
    retry: false,
  });

/** The shared document's PDF, by its public link (no login). */
export const sharedDocumentPdfUrl = (token: string) => contractHref(c.sharedPdf, { token });

export function useShareDocument(documentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareBodyInput) => call(c.share, { params: { id: documentId }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveryKeys.log(documentId) }),
  });
}

export function useRetryDelivery(documentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => call(c.retry, { params: { id: documentId, deliveryId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: deliveryKeys.log(documentId) }),
  });
}

export function useRevokeShareLinks(documentId: string) {
  return useMutation({ mutationFn: () => call(c.revokeLinks, { params: { id: documentId } }) });
}
