import { useQuery } from "@tanstack/react-query";
import { Copy, PlugZap, Webhook } from "lucide-react";
import { useState } from "react";
import {
  ESIGN_WEBHOOK_TOKEN_HEADER,
  type EsignSettingsInput,
  type EsignSettingsView,
  esignSettingsSchema,
  SETTINGS_MESSAGES,
  WEBHOOK_TOKEN_MIN_LENGTH,
} from "../../../domain/settings/settings";
import { isHttpUrl } from "../../../domain/shared/fields";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { CheckboxField, InputField } from "../../components/ui/form-field";
import { SecretField } from "../../components/ui/secret-field";
import { copyWithToast } from "../../lib/clipboard";
import { esignSettingsQuery, useSaveEsign, useTestEsignConnection, useTestEsignWebhook } from "./api";
import { FieldTest } from "./parts/field-test";
import { Panel } from "./parts/panel";
import { SaveBar } from "./parts/save-bar";
import { SettingsPage } from "./parts/settings-page";
import { useSettingsForm } from "./parts/use-settings-form";
import { SealCertificateAttention, SealCertificatePanel } from "./seal-certificate-panel";

/** /admin/settings/zapsign (spec 2 §2.10), super_admin only, with real connection and webhook tests. */
export default function ZapsignSettingsPage() {
  return (
    <SettingsPage
      title="Configurações ZapSign"
      description="Provedor de assinatura eletrônica usado por todas as contas."
      query={useQuery(esignSettingsQuery)}
      loadingLabel="Carregando configurações..."
      loadError={SETTINGS_MESSAGES.esignLoadError}
    >
      {(view) => (
        <>
          <SealCertificateAttention />
          <ZapsignForm view={view} />
          <SealCertificatePanel />
        </>
      )}
    </SettingsPage>
  );
}

function ZapsignForm({ view }: { view: EsignSettingsView }) {
  const save = useSaveEsign();
  const connection = useTestEsignConnection();
  const webhook = useTestEsignWebhook();
  const [webhookCheck, setWebhookCheck] = useState<string | null>(null);
  const {
    form: {
      register,
      field,
      watch,
      formState: { isSubmitting },
    },
    onSubmit,
    saveError,
    savedMessage,
  } = useSettingsForm<EsignSettingsInput>(
    esignSettingsSchema,
    {
      apiKey: "",
      sandboxMode: view.sandboxMode,
      enableSecurityVerifications: view.enableSecurityVerifications,
      webhookUrl: view.webhookUrl,
      webhookToken: "",
    },
    {
      save: save.mutateAsync,
      secrets: ["apiKey", "webhookToken"],
      saved: SETTINGS_MESSAGES.saved,
      failed: SETTINGS_MESSAGES.esignSaveError,
    },
  );
  const apiKey = watch("apiKey") ?? "";
  const sandboxMode = watch("sandboxMode") ?? true;
  const webhookUrl = watch("webhookUrl") ?? "";
  const webhookToken = watch("webhookToken") ?? "";
  const hasKey = apiKey.trim() !== "" || view.apiKeySet;
  const hasToken = webhookToken.trim() !== "" || view.webhookTokenSet;

  const testConnection = () => {
    connection.reset();
    if (!hasKey) return;
    connection.mutate({ apiKey: apiKey.trim(), sandboxMode });
  };
  const testWebhook = () => {
    webhook.reset();
    setWebhookCheck(null);
    if (!isHttpUrl(webhookUrl)) {
      setWebhookCheck(SETTINGS_MESSAGES.webhookUrlInvalid);
      return;
    }
    webhook.mutate({ webhookUrl: webhookUrl.trim(), webhookToken: webhookToken.trim() });
  };
  const copy = () => copyWithToast(view.providerWebhookUrl, "URL copiada");

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <Panel title="Credenciais da API">
        <div className="flex flex-col gap-4">
          <FieldTest
            icon={PlugZap}
            action="Testar Conexão"
            onTest={testConnection}
            disabled={!hasKey}
            test={connection}
          >
            <SecretField
              label="Chave de API"
              storedHint={view.apiKeySet ? view.apiKeyMasked : null}
              {...field("apiKey")}
            />
          </FieldTest>
          <CheckboxField
            label="Modo sandbox (ambiente de testes, sem validade jurídica)"
            {...register("sandboxMode")}
          />
          <CheckboxField
            label="Ativar verificações de segurança"
            hint="Exige autenticação adicional dos signatários quando o método de assinatura permitir."
            {...register("enableSecurityVerifications")}
          />
        </div>
      </Panel>

      <Panel title="Webhook">
        <div className="flex flex-col gap-4">
          <FieldTest
            icon={Webhook}
            action="Testar Webhook"
            onTest={testWebhook}
            disabled={webhookUrl.trim() === "" || !hasToken}
            test={webhook}
          >
            <InputField label="URL do webhook" type="url" placeholder="https://..." {...field("webhookUrl")} />
          </FieldTest>
          {webhookCheck && <Alert tone="error">{webhookCheck}</Alert>}
          <SecretField
            label="Token do webhook"
            storedHint={view.webhookTokenSet ? view.webhookTokenMasked : null}
            hint={`Enviado no cabeçalho ${ESIGN_WEBHOOK_TOKEN_HEADER}. Use pelo menos ${WEBHOOK_TOKEN_MIN_LENGTH} caracteres.`}
            {...field("webhookToken")}
          />
          <div className="flex flex-wrap items-end gap-3">
            <InputField
              label="URL para o painel do ZapSign"
              className="min-w-64 flex-1"
              readOnly
              value={view.providerWebhookUrl}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button icon={Copy} variant="secondary" onClick={() => void copy()}>
              Copiar
            </Button>
          </div>
        </div>
      </Panel>

      <Alert tone="info">
        <p className="font-medium">Como configurar</p>
        <ol className="mt-1 list-inside list-decimal space-y-1">
          <li>No painel do ZapSign, abra Configurações → Integração → API e copie o token de API.</li>
          <li>Cole o token em "Chave de API" e use "Testar Conexão" (marque Sandbox para o token de sandbox).</li>
          <li>
            Em Webhooks, cadastre a "URL para o painel do ZapSign" acima e adicione o cabeçalho{" "}
            {ESIGN_WEBHOOK_TOKEN_HEADER} com o mesmo token informado aqui.
          </li>
          <li>Salve as configurações.</li>
        </ol>
      </Alert>

      <SaveBar message={savedMessage} saving={isSubmitting} />
    </form>
  );
}
