import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  EsignSettingsInput,
  EsignSettingsView,
  SmtpSettingsInput,
  SmtpSettingsView,
  TestResult,
  WhatsappSettingsInput,
  WhatsappSettingsView,
} from "../../../domain/settings";
import { api } from "../../lib/api";

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
  queryFn: ({ signal }) => api<EsignSettingsView>("/api/settings/zapsign", { signal }),
  retry: false,
});

function useSave<TBody, TView>(url: string, key: readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api<TView>(url, { method: "PUT", body }),
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
  useSave<EsignSettingsInput, EsignSettingsView>("/api/settings/zapsign", settingsKeys.zapsign);

/** A test action: the answer's message on success; ApiError (with the provider's message) on failure. */
export function useTestAction<TBody>(url: string) {
  return useMutation({ mutationFn: (body: TBody) => api<TestResult>(url, { method: "POST", body }) });
}
