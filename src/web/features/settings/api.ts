import { useMutation, useQueryClient } from "@tanstack/react-query";
import { settingsContracts as c } from "../../../domain/settings/contract";
import type {
  EsignSettingsInput,
  SmtpSettingsInput,
  TestResult,
  WhatsappSettingsInput,
} from "../../../domain/settings/settings";
import type { ContractBody } from "../../../domain/shared/contracts/define";
import { signatureContracts as esign } from "../../../domain/signatures/contract";
import type { SignatureSettings } from "../../../domain/signatures/settings";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";

/** Keys start with "settings": live changes to the configuration tables invalidate them all. */
export const settingsKeys = {
  all: ["settings"] as const,
  smtp: ["settings", "smtp"] as const,
  whatsapp: ["settings", "whatsapp"] as const,
  zapsign: ["settings", "zapsign"] as const,
  signatures: ["settings", "signatures"] as const,
};

export const smtpSettingsQuery = contractQuery(settingsKeys.smtp, c.smtp.get, {}, { retry: false });
export const whatsappSettingsQuery = contractQuery(settingsKeys.whatsapp, c.whatsapp.get, {}, { retry: false });
export const signatureSettingsQuery = contractQuery(settingsKeys.signatures, esign.settings, {}, { retry: false });
export const esignSettingsQuery = contractQuery(settingsKeys.zapsign, esign.esignSettings, {}, { retry: false });

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
export const useSaveSignatureSettings = () =>
  useSave((body: SignatureSettings) => call(esign.saveSettings, { body }), settingsKeys.signatures);
export const useSaveEsign = () =>
  useSave((body: EsignSettingsInput) => call(esign.saveEsignSettings, { body }), settingsKeys.zapsign);

/** A test action (a contract's call): the answer's message on success; ApiError (with the provider's message) on failure. */
export function useTestAction<TBody>(send: (body: TBody) => Promise<TestResult>) {
  return useMutation({
    mutationFn: send,
  });
}

export const useTestEsignConnection = () =>
  useTestAction((body: ContractBody<typeof esign.testEsignConnection>) => call(esign.testEsignConnection, { body }));
export const useTestEsignWebhook = () =>
  useTestAction((body: ContractBody<typeof esign.testEsignWebhook>) => call(esign.testEsignWebhook, { body }));
