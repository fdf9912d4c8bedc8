import { useQuery } from "@tanstack/react-query";
import { settingsContracts } from "../../../domain/settings/contract";
import {
  SETTINGS_MESSAGES,
  type SmtpSettingsInput,
  type SmtpSettingsView,
  smtpSettingsSchema,
} from "../../../domain/settings/settings";
import { Alert } from "../../components/ui/alert";
import { CheckboxField, InputField, numberInput } from "../../components/ui/form-field";
import { SecretField } from "../../components/ui/secret-field";
import { smtpSettingsQuery, useSaveSmtp } from "./api";
import { AccountSettingsForms } from "./parts/account-settings-forms";
import { AccountSettingsPage } from "./parts/account-settings-page";
import { SendTestButton } from "./parts/send-test-button";
import { TestPanel } from "./parts/test-panel";
import { useAccountSettingsForm } from "./parts/use-account-settings-form";
import { useTestForm } from "./parts/use-test-form";

/** /admin/settings/smtp (spec 2 §2.11). */
export default function SmtpSettingsPage() {
  return (
    <AccountSettingsPage
      title="Configurações de E-mail (SMTP)"
      description="Servidor usado para enviar documentos por e-mail."
      query={useQuery(smtpSettingsQuery)}
      loadError="Erro ao carregar configuração SMTP."
    >
      {(view) => <SmtpForms view={view} />}
    </AccountSettingsPage>
  );
}

function SmtpForms({ view }: { view: SmtpSettingsView }) {
  const c = view.config;
  const { register, field, frame } = useAccountSettingsForm<SmtpSettingsInput>(
    view,
    smtpSettingsSchema,
    {
      host: c?.host ?? "",
      port: c?.port || 587,
      username: c?.username ?? "",
      password: "",
      fromEmail: c?.fromEmail ?? "",
      fromName: c?.fromName ?? "",
      secure: c?.secure ?? true,
      isActive: c?.isActive ?? true,
    },
    {
      save: useSaveSmtp().mutateAsync,
      secrets: ["password"],
      saved: SETTINGS_MESSAGES.smtpSaved,
      failed: SETTINGS_MESSAGES.smtpSaveError,
    },
  );

  return (
    <AccountSettingsForms
      {...frame}
      title="Servidor SMTP"
      formClassName="grid gap-4 sm:grid-cols-2"
      tips={
        <Alert tone="info">
          <p className="font-medium">Dicas</p>
          <ul className="mt-1 list-inside list-disc">
            <li>Gmail: host smtp.gmail.com, porta 587, SSL/TLS marcado (use uma senha de app).</li>
            <li>Outlook / Microsoft 365: host smtp.office365.com, porta 587.</li>
          </ul>
        </Alert>
      }
      testPanel={<SmtpTestPanel />}
    >
      <InputField label="Host" requiredMark placeholder="smtp.gmail.com" {...field("host")} />
      <InputField label="Porta" requiredMark type="number" min={1} max={65535} {...field("port", numberInput)} />
      <InputField label="Usuário" requiredMark autoComplete="off" {...field("username")} />
      <SecretField
        label="Senha"
        requiredMark={!c?.passwordSet}
        storedHint={c?.passwordSet ? "••••••••" : null}
        {...field("password")}
      />
      <InputField label="E-mail do remetente" requiredMark type="email" {...field("fromEmail")} />
      <InputField label="Nome do remetente" requiredMark {...field("fromName")} />
      <CheckboxField
        label="Usar SSL/TLS"
        hint="Porta 465: TLS direto; outras portas: STARTTLS obrigatório."
        {...register("secure")}
      />
      <CheckboxField label="Configuração ativa" {...register("isActive")} />
    </AccountSettingsForms>
  );
}

function SmtpTestPanel() {
  const { test, form, onSubmit } = useTestForm<{ to: string }>(settingsContracts.smtp.test, { to: "" });
  return (
    <TestPanel
      title="Enviar e-mail de teste"
      description="Envia uma mensagem real pela configuração salva."
      test={test}
      onSubmit={onSubmit}
    >
      <div className="flex flex-wrap items-end gap-3">
        <InputField label="E-mail para teste" type="email" className="min-w-64 flex-1" {...form.field("to")} />
        <SendTestButton sending={test.isPending} />
      </div>
    </TestPanel>
  );
}
