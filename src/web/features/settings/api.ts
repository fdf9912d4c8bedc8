import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { settingsContracts as c } from "../../../domain/contracts/settings";
import type {
  EsignSettingsInput,
  EsignSettingsView,
  SmtpSettingsInput,
  TestResult,
  WhatsappSettingsInput,
} from "../../../domain/settings";
import { api } from "../../lib/api";
import { call } from "../../lib/client";

/** Keys start with "settings": live changes to the configuration tables invalidate them all. */
export const settingsKeys = {
  all: ["settings"] as const,
  smtp: ["settings", "smtp"] as const,
  whatsapp: ["settings", "whatsapp"] as const,
  zapsign: ["settings", "zapsign"] as const,
};

export const smtpSettingsQuery = queryOptions({
  queryKey: settingsKeys.smtp,
  queryFn: ({ signal }) => call(c.smtp.get, { signal }),
  retry: false,
});

export const whatsappSettingsQuery = queryOptions({
  queryKey: settingsKeys.whatsapp,
  queryFn: ({ signal }) => call(c.whatsapp.get, { signal }),
  retry: false,
});

export const esignSettingsQuery = queryOptions({
  queryKey: settingsKeys.zapsign,
  queryFn: ({ signal }) => api<EsignSettingsView>("/api/settings/zapsign", { signal }),
  retry: false,
});

/** Saves a settings screen: its answer replaces the cached view, and the plan overview reads its state again. */
function useSave<TBody, TView>(save: (body: TBody) => Promise<TView>, key: readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (view) => {
      client.setQueryData(key, view);
      void client.invalidateQueries({ queryKey: ["plan-overview"] });
    },
  });
}

export const useSaveSmtp = () => useSave((body: SmtpSettingsInput) => call(c.smtp.save, { body }), settingsKeys.smtp);
export const useSaveWhatsapp = () =>
  useSave((body: WhatsappSettingsInput) => call(c.whatsapp.save, { body }), settingsKeys.whatsapp);
export const useSaveEsign = () =>
  useSave(
    (body: EsignSettingsInput) => api<EsignSettingsView>("/api/settings/zapsign", { method: "PUT", body }),
    settingsKeys.zapsign,
  );

/**
 * A test action: the answer's message on success; ApiError (with the provider's message) on failure.
 * `send` posts the test; a URL is the e-signature screen's, until its routes have their contracts.
 */
export function useTestAction<TBody>(send: string | ((body: TBody) => Promise<TestResult>)) {
  return useMutation({
    mutationFn: typeof send === "string" ? (body: TBody) => api<TestResult>(send, { method: "POST", body }) : send,
  });
}
