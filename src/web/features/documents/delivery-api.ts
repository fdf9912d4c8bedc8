import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deliveryContracts as c } from "../../../domain/delivery/contract";
import type { ShareBodyInput } from "../../../domain/delivery/delivery";
import { call, contractHref } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";

/** Under "documents", so live changes of document_delivery_log and generated_documents refresh them. */
export const deliveryKeys = {
  log: (documentId: string) => ["documents", "deliveries", documentId] as const,
};

export const deliveryLogQuery = (documentId: string) =>
  contractQuery(deliveryKeys.log(documentId), c.log, { params: { id: documentId } });
/** The channels' status is read by the signature screens too: one definition, in signatures/queries.ts. */
export { documentChannelsQuery as deliveryChannelsQuery } from "../signatures/queries";
export const sharedDocumentQuery = (token: string) =>
  contractQuery(["shared-document", token], c.shared, { params: { token } }, { retry: false });

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
