import { useMutation } from "@tanstack/react-query";
import { privacyContracts as c } from "../../../domain/privacy/contract";
import { call, contractHref } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { downloadFile } from "../../lib/download";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";

/** Query keys start with "privacy": a request or a decision reads them again. */
export const privacyKeys = { mine: ["privacy", "mine"] as const, erasure: ["privacy", "erasure"] as const };

/** "Meus dados": polled while an export is being prepared, so the download appears by itself. */
export const myPrivacyQuery = contractQuery(
  privacyKeys.mine,
  c.mine,
  {},
  {
    refetchInterval: (q) =>
      q.state.data?.requests.some((r) => r.status === "pending" && r.kind === "export") ? 2000 : false,
  },
);
export const erasureRequestsQuery = contractQuery(privacyKeys.erasure, c.listErasure, {});

export const useRequestExport = () => useInvalidatingMutation(privacyKeys.mine, () => call(c.requestExport, {}));
export const useRequestErasure = () => useInvalidatingMutation(privacyKeys.mine, () => call(c.requestErasure, {}));
export const useDecideErasure = () =>
  useInvalidatingMutation(privacyKeys.erasure, (v: { id: string; decision: "confirm" | "reject" }) =>
    call(c.decideErasure, { params: { id: v.id }, body: { decision: v.decision } }),
  );
export const useSignerRequest = () =>
  useMutation({ mutationFn: (token: string) => call(c.signerRequest, { body: { token } }) });

/** Downloads the export; an expired link throws the server's Portuguese message (410) for the page. */
export const downloadExport = (id: string) => downloadFile(contractHref(c.downloadExport, { id }), "meus-dados.zip");
