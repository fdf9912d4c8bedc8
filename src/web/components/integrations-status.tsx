import { CheckCircle2, Mail, MessageCircle, Settings, XCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "./ui/button";

/**
 * Whether the account's own e-mail and WhatsApp are configured, as the corporate dashboard and the
 * plan overview show it (spec 3 §2, §10).
 */
export function IntegrationsStatus({
  integrations,
  className = "",
}: {
  integrations: { smtp: boolean; whatsapp: boolean };
  className?: string;
}) {
  const channels = [
    { label: "E-mail (SMTP)", on: integrations.smtp, Icon: Mail },
    { label: "WhatsApp", on: integrations.whatsapp, Icon: MessageCircle },
  ];
  return (
    <ul className={`space-y-2 text-sm ${className}`}>
      {channels.map(({ label, on, Icon }) => (
        <li key={label} className="flex items-center justify-between">
          <span className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 text-slate-500" />
            {label}
          </span>
          <span className={`flex items-center gap-1 ${on ? "text-green-700" : "text-slate-600"}`}>
            {on ? (
              <CheckCircle2 aria-hidden="true" className="size-4" />
            ) : (
              <XCircle aria-hidden="true" className="size-4" />
            )}
            {on ? "Configurado" : "Não configurado"}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 'Configurar': to the account's integration settings (corporate admins only; the caller decides). */
export function ConfigureIntegrationsButton() {
  const navigate = useNavigate();
  return (
    <Button icon={Settings} variant="secondary" onClick={() => void navigate("/corporate/settings/integrations")}>
      Configurar
    </Button>
  );
}
