import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  SignatureRequestBodyInput,
  SignatureRequestCreated,
  SignatureRequestDetail,
  SigningView,
} from "../../../domain/signatures";
import { api } from "../../lib/api";

/**
 * Signature requests (issue 11). Keys start with "signatures" or "documents", which the live changes
 * of signature_requests / signature_recipients invalidate (src/web/lib/live-updates.ts).
 */
const enc = encodeURIComponent;

export const signatureKeys = {
  // Under "documents": any change of the document (status, signature progress) refreshes the panel.
  ofDocument: (documentId: string) => ["documents", "signature-request", documentId] as const,
  signing: (token: string) => ["signing", token] as const,
};

export const documentSignatureQuery = (documentId: string) =>
  queryOptions({
    queryKey: signatureKeys.ofDocument(documentId),
    queryFn: ({ signal }) =>
      api<SignatureRequestDetail | null>(`/api/documents/${enc(documentId)}/signature-request`, { signal }),
  });

export function useRequestSignature(documentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignatureRequestBodyInput) =>
      api<SignatureRequestCreated>(`/api/documents/${enc(documentId)}/signature-requests`, {
        method: "POST",
        body,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["documents"] }),
        client.invalidateQueries({ queryKey: ["signatures"] }),
      ]),
  });
}

export function useCancelSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api<SignatureRequestDetail>(`/api/signature-requests/${enc(requestId)}/cancel`, { method: "POST" }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["documents"] }),
        client.invalidateQueries({ queryKey: ["signatures"] }),
      ]),
  });
}

export const signingQuery = (token: string) =>
  queryOptions({
    queryKey: signatureKeys.signing(token),
    queryFn: ({ signal }) => api<SigningView>(`/api/sign/${enc(token)}`, { signal }),
    retry: false,
  });

export const signingPdfUrl = (token: string) => `/api/sign/${enc(token)}/pdf`;
