import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deliveryContracts } from "../../../domain/delivery/contract";
import { documentContracts } from "../../../domain/documents/contract";
import { signatureContracts as c } from "../../../domain/signatures/contract";
import type { SignatureRequestBodyInput } from "../../../domain/signatures/signatures";
import { call, contractHref } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";

/**
 * Signature requests (issue 11). Keys start with "signatures" or "documents", which the live changes
 * of signature_requests / signature_recipients invalidate (src/web/lib/live-updates.ts).
 */
export const signatureKeys = {
  // Under "documents": any change of the document (status, signature progress) refreshes the panel.
  ofDocument: (documentId: string) => ["documents", "signature-request", documentId] as const,
  signing: (token: string) => ["signing", token] as const,
};

export const documentSignatureQuery = (documentId: string) =>
  contractQuery(signatureKeys.ofDocument(documentId), c.ofDocument, { params: { id: documentId } });

/** The document the request form sends, under the documents feature's key for it (one cache entry). */
export const documentToSignQuery = (documentId: string) =>
  contractQuery(
    ["documents", "one", documentId],
    documentContracts.get,
    { params: { id: documentId } },
    { retry: false },
  );

/**
 * Which delivery channels the document's account has, and whether the development outbox takes the
 * rest (the share dialog's warning, the signature screens' notice): one query, under "documents".
 */
export const documentChannelsQuery = (documentId: string) =>
  contractQuery(["documents", "delivery-channels", documentId], deliveryContracts.channels, {
    params: { id: documentId },
  });

/** A request changes the document and its signature panel: both are read again. */
function useSignatureMutation<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["documents"] }),
        client.invalidateQueries({ queryKey: ["signatures"] }),
      ]),
  });
}

export const useRequestSignature = (documentId: string) =>
  useSignatureMutation((body: SignatureRequestBodyInput) => call(c.create, { params: { id: documentId }, body }));

export const useCancelSignature = () =>
  useSignatureMutation((requestId: string) => call(c.cancel, { params: { id: requestId } }));

export const signingQuery = (token: string) =>
  contractQuery(signatureKeys.signing(token), c.signing, { params: { token } }, { retry: false });

export const signingPdfUrl = (token: string) => contractHref(c.signingPdf, { token });
