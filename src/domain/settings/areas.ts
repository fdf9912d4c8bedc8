import { hasRole, type RoleHolder } from "../auth/permissions";

/**
 * The one "Configurações" area (issue 48): the hub at SETTINGS_HOME and its entries, each saying
 * what it holds. The dashboard's tile, the hub's cards, the way back from each settings page and the
 * API reference's "where is the key" all read this list, so they name the same screens.
 */
export const SETTINGS_HOME = "/corporate/settings/integrations";
export const SETTINGS_TITLE = "Configurações";

export type SettingsEntryId = "smtp" | "whatsapp" | "api-keys" | "webhooks" | "branding" | "retention";
export interface SettingsEntry {
  id: SettingsEntryId;
  to: string;
  title: string;
  description: string;
  /** The hub's section. */
  group: string;
  /** In the tile's summary. */
  short: string;
  /** Only the corporate admin's (an account to brand and to clean; the super admin has none). */
  accountOnly?: boolean;
}

export const SETTINGS_GROUPS = ["Envio de documentos", "Integração com outros sistemas", "Sua conta"] as const;

export const SETTINGS_ENTRIES: readonly SettingsEntry[] = [
  {
    id: "smtp",
    to: "/admin/settings/smtp",
    title: "E-mail (SMTP)",
    description: "Envie documentos por e-mail usando o servidor SMTP da sua empresa (Gmail, Outlook ou próprio).",
    group: "Envio de documentos",
    short: "e-mail (SMTP)",
  },
  {
    id: "whatsapp",
    to: "/admin/settings/whatsapp",
    title: "WhatsApp (API de gateway)",
    description: "Envie documentos e mensagens pelo WhatsApp por meio de uma instância da Evolution API.",
    group: "Envio de documentos",
    short: "WhatsApp",
  },
  {
    id: "api-keys",
    to: "/corporate/settings/api",
    title: "Chaves de API",
    description: 'Conecte os sistemas da sua empresa ao Minuta com chaves de API (recurso do plano "Acesso à API").',
    group: "Integração com outros sistemas",
    short: "chaves de API",
  },
  {
    id: "webhooks",
    to: "/corporate/settings/webhooks",
    title: "Webhooks",
    description:
      'Avise os sistemas da sua empresa quando documentos, envios e assinaturas mudam (recurso do plano "Acesso à API").',
    group: "Integração com outros sistemas",
    short: "webhooks",
  },
  {
    id: "branding",
    to: "/corporate/settings/branding",
    title: "Marca personalizada",
    description:
      'Logotipo, cores e contatos da sua empresa nos e-mails e nas páginas de assinatura (recurso do plano "Marca personalizada").',
    group: "Sua conta",
    short: "marca",
    accountOnly: true,
  },
  {
    id: "retention",
    to: "/corporate/settings/retention",
    title: "Retenção de dados",
    description: "Exclua automaticamente rascunhos parados e registros de envio antigos (desativado por padrão).",
    group: "Sua conta",
    short: "retenção de dados",
    accountOnly: true,
  },
];

/** The entries this user opens (the settings pages' own rules: marca and retenção are the corporate admin's). */
export function settingsEntries(holder: RoleHolder): SettingsEntry[] {
  const admin = hasRole(holder, "corporate_admin");
  return SETTINGS_ENTRIES.filter((e) => admin || !e.accountOnly);
}

/** "E-mail (SMTP), WhatsApp, chaves de API e webhooks": what the area holds, for its tile. */
export function settingsSummary(holder: RoleHolder): string {
  const names = settingsEntries(holder).map((e) => e.short);
  const text = names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The entry a settings page is (its way back to the hub), or none. */
export const settingsEntryAt = (path: string) => SETTINGS_ENTRIES.find((e) => e.to === path);

/** Where the API reference sends a reader for a key: the screens' names as the menus show them. */
export const API_KEYS_PATH_TEXT = `Dashboard → ${SETTINGS_TITLE} → ${SETTINGS_ENTRIES.find((e) => e.id === "api-keys")?.title}`;
