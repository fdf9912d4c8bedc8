import { ArrowRight, Eraser, KeyRound, Mail, MessageCircle, Palette, Webhook } from "lucide-react";
import { Link } from "react-router";
import { hasRole } from "../../../domain/permissions";
import { Alert } from "../../components/ui/alert";
import { PageHeader } from "../../components/ui/page-header";
import { useSession } from "../../lib/session";

const CARDS = [
  {
    to: "/admin/settings/smtp",
    title: "E-mail (SMTP)",
    description: "Envie documentos por e-mail usando o servidor SMTP da sua empresa (Gmail, Outlook ou próprio).",
    Icon: Mail,
  },
  {
    to: "/admin/settings/whatsapp",
    title: "WhatsApp (API de gateway)",
    description: "Envie documentos e mensagens pelo WhatsApp por meio de uma instância da Evolution API.",
    Icon: MessageCircle,
  },
  {
    to: "/corporate/settings/api",
    title: "API (chaves de acesso)",
    description: 'Conecte os sistemas da sua empresa ao Minuta com chaves de API (recurso do plano "Acesso à API").',
    Icon: KeyRound,
  },
  {
    to: "/corporate/settings/webhooks",
    title: "Webhooks",
    description:
      'Avise os sistemas da sua empresa quando documentos, envios e assinaturas mudam (recurso do plano "Acesso à API").',
    Icon: Webhook,
  },
] as const;

/** Branding is the corporate admin's (the super admin has no account to brand). */
const BRANDING_CARD = {
  to: "/corporate/settings/branding",
  title: "Marca personalizada",
  description:
    'Logotipo, cores e contatos da sua empresa nos e-mails e nas páginas de assinatura (recurso do plano "Marca personalizada").',
  Icon: Palette,
} as const;

/** Retention is the corporate admin's too: the account's own drafts and delivery logs. */
const RETENTION_CARD = {
  to: "/corporate/settings/retention",
  title: "Retenção de dados",
  description: "Exclua automaticamente rascunhos parados e registros de envio antigos (desativado por padrão).",
  Icon: Eraser,
} as const;

/** /corporate/settings/integrations (spec 2 §2.9). */
export default function IntegrationsPage() {
  const { session } = useSession();
  const cards = session && hasRole(session, "corporate_admin") ? [...CARDS, BRANDING_CARD, RETENTION_CARD] : CARDS;
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Configurações de Integração"
        description="Conecte os canais de envio de documentos e os sistemas da sua empresa."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {cards.map(({ to, title, description, Icon }) => (
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
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </Link>
        ))}
      </div>
      <div className="mt-6">
        <Alert tone="info">
          <ul className="list-inside list-disc space-y-1">
            <li>Você pode configurar uma, várias ou todas as integrações.</li>
            <li>Cada integração funciona de forma independente.</li>
            <li>As configurações são exclusivas da sua conta corporativa.</li>
          </ul>
        </Alert>
      </div>
    </div>
  );
}
