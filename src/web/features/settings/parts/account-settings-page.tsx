import { SettingsPage } from "./settings-page";

/** What the SMTP and WhatsApp screens load: the account they work on and its stored configuration. */
export interface AccountSettingsView {
  isSystemAccount: boolean;
  accountName: string;
  config: unknown;
}

/** SettingsPage for the SMTP and WhatsApp screens: they work on an account ("no account" message). */
export function AccountSettingsPage<TView extends AccountSettingsView>(
  props: Omit<Parameters<typeof SettingsPage<TView>>[0], "loadingLabel" | "accountScoped">,
) {
  return <SettingsPage {...props} loadingLabel="Carregando configuração..." accountScoped />;
}
