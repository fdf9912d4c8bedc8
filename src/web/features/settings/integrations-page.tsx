import { ArrowRight, Eraser, KeyRound, type LucideIcon, Mail, MessageCircle, Palette, Webhook } from "lucide-react";
import { Link } from "react-router";
import { SETTINGS_GROUPS, SETTINGS_TITLE, type SettingsEntryId, settingsEntries } from "../../../domain/settings/areas";
import { Alert } from "../../components/ui/alert";
import { PageHeader } from "../../components/ui/page-header";
import { useSession } from "../../lib/session";
import { SignedCopySetting } from "./signed-copy-setting";

const ICONS: Record<SettingsEntryId, LucideIcon> = {
  smtp: Mail,
  whatsapp: MessageCircle,
  "api-keys": KeyRound,
  webhooks: Webhook,
  branding: Palette,
  retention: Eraser,
};

/**
 * /corporate/settings/integrations (spec 2 §2.9, issue 48): the account's one "Configurações" area,
 * its entries in sections, each card saying what it holds.
 */
export default function IntegrationsPage() {
  const { session } = useSession();
  const entries = session ? settingsEntries(session) : [];
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={SETTINGS_TITLE}
        description="Canais de envio dos documentos, integração com os sistemas da sua empresa e as preferências da conta."
      />
      {SETTINGS_GROUPS.map((group, i) => {
        const cards = entries.filter((e) => e.group === group);
        if (cards.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`settings-group-${i}`} className="mb-6">
            <h2 id={`settings-group-${i}`} className="mb-3 text-lg font-semibold text-slate-800">
              {group}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {cards.map(({ id, to, title, description }) => {
                const Icon = ICONS[id];
                return (
                  <Link
                    key={to}
                    to={to}
                    className="group flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-blue-600"
                  >
                    <Icon aria-hidden="true" className="size-8 text-blue-700" />
                    <span className="text-lg font-semibold text-slate-900">{title}</span>
                    <span className="text-sm text-slate-600">{description}</span>
                    <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-blue-700">
                      Configurar{" "}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                  </Link>
                );
              })}
            </div>
          </section>
        );
      })}
      <SignedCopySetting />
      <Alert tone="info">
        <ul className="list-inside list-disc space-y-1">
          <li>Você pode configurar uma, várias ou todas as integrações.</li>
          <li>Cada integração funciona de forma independente.</li>
          <li>As configurações são exclusivas da sua conta corporativa.</li>
        </ul>
      </Alert>
    </div>
  );
}
