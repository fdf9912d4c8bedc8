import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractBody } from "../../../domain/contracts/contract";
import { signatureContracts as esign } from "../../../domain/contracts/signatures";
import type {
  EsignSettingsInput,
  SmtpSettingsInput,
  SmtpSettingsView,
  TestResult,
  WhatsappSettingsInput,
  WhatsappSettingsView,
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
  queryFn: ({ signal }) => api<SmtpSettingsView>("/api/settings/smtp", { signal }),
  retry: false,
});

export const whatsappSettingsQuery = queryOptions({
  queryKey: settingsKeys.whatsapp,
  queryFn: ({ signal }) => api<WhatsappSettingsView>("/api/settings/whatsapp", { signal }),
  retry: false,
});

export const esignSettingsQuery = queryOptions({
  queryKey: settingsKeys.zapsign,
  queryFn: ({ signal }) => call(esign.esignSettings, { signal }),
  retry: false,
});

/**
 * A PUT of one settings screen, to a URL or through a contract's call (`send`; a URL is for the
 * screens whose routes have no contract yet); the view it answers replaces the cached one.
 */
function useSave<TBody, TView>(target: string | ((body: TBody) => Promise<TView>), key: readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      typeof target === "string" ? api<TView>(target, { method: "PUT", body }) : target(body),
    onSuccess: (view) => {
      client.setQueryData(key, view);
      void client.invalidateQueries({ queryKey: ["plan-overview"] });
    },
  });
}

export const useSaveSmtp = () => useSave<SmtpSettingsInput, SmtpSettingsView>("/api/settings/smtp", settingsKeys.smtp);
export const useSaveWhatsapp = () =>
  useSave<WhatsappSettingsInput, WhatsappSettingsView>("/api/settings/whatsapp", settingsKeys.whatsapp);
export const useSaveEsign = () =>
  useSave((body: EsignSettingsInput) => call(esign.saveEsignSettings, { body }), settingsKeys.zapsign);

/**
 * A test action (a POST to a URL, or a contract's call): the answer's message on success; ApiError
 * (with the provider's message) on failure.
 */
export function useTestAction<TBody>(target: string | ((body: TBody) => Promise<TestResult>)) {
  return useMutation({
    mutationFn: (body: TBody) =>
      typeof target === "string" ? api<TestResult>(target, { method: "POST", body }) : target(body),
  });
}

export const useTestEsignConnection = () =>
  useTestAction((body: ContractBody<typeof esign.testEsignConnection>) => call(esign.testEsignConnection, { body }));
export const useTestEsignWebhook = () =>
  useTestAction((body: ContractBody<typeof esign.testEsignWebhook>) => call(esign.testEsignWebhook, { body }));
