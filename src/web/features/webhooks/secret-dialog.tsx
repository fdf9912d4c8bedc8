import { SecretOnceDialog } from "../../components/secret-once-dialog";

/** The signing secret of an endpoint, shown this one time (after a creation or a rotation). */
export function WebhookSecretDialog({
  title,
  secret,
  onClose,
}: {
  title: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <SecretOnceDialog
      title={title}
      warning="Guarde este segredo no sistema que recebe os webhooks: ele confere a assinatura de cada envio (cabeçalho webhook-signature, padrão Standard Webhooks). Ele não será mostrado de novo."
      label="Segredo de assinatura"
      secret={secret}
      testId="webhook-secret"
      copyLabel="Copiar segredo"
      copiedMessage="Segredo copiado"
      doneLabel="Já guardei o segredo"
      onClose={onClose}
    />
  );
}
