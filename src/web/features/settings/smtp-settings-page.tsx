import { useQuery } from "@tanstack/react-query";
import {
  SETTINGS_MESSAGES,
  type SmtpSettingsInput,
  type SmtpSettingsView,
  smtpSettingsSchema,
  smtpTestSchema,
} from "../../../domain/settings";
import { Alert } from "../../components/ui/alert";
import { CheckboxField, InputField, numberInput } from "../../components/ui/form-field";
import { SecretField } from "../../components/ui/secret-field";
import { smtpSettingsQuery, useSaveSmtp } from "./api";
import {
  Panel,
  SaveBar,
  SendTestButton,
  SettingsPage,
  SystemAccountNotice,
  TestOutcome,
  useSettingsForm,
  useTestForm,
} from "./settings-parts";

/** /admin/settings/smtp (spec 2 §2.11). */
export default function SmtpSettingsPage() {
  return (
    <SettingsPage
      title="Configurações de E-mail (SMTP)"
      description="Servidor usado para enviar documentos por e-mail."
      query={useQuery(smtpSettingsQuery)}
      loadingLabel="Carregando configuração..."
      loadError="Erro ao carregar configuração SMTP."
      accountScoped
    >
      {(view) => <SmtpForms view={view} />}
    </SettingsPage>
  );
}

function SmtpForms({ view }: { view: SmtpSettingsView }) {
  const save = useSaveSmtp();
  const c = view.config;
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    onSubmit,
    saveError,
    savedMessage,
  } = useSettingsForm<SmtpSettingsInput>(
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
      save: save.mutateAsync,
      secrets: ["password"],
      saved: SETTINGS_MESSAGES.smtpSaved,
      failed: SETTINGS_MESSAGES.smtpSaveError,
      accountScoped: true,
    },
  );

  return (
    <div className="flex flex-col gap-6">
      <SystemAccountNotice show={view.isSystemAccount} accountName={view.accountName} />
      <Panel title="Servidor SMTP">
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {saveError && (
            <div className="sm:col-span-2">
              <Alert tone="error">{saveError}</Alert>
            </div>
          )}
          <InputField
            label="Host"
            requiredMark
            placeholder="smtp.gmail.com"
            error={errors.host?.message}
            {...register("host")}
          />
          <InputField
            label="Porta"
            requiredMark
            type="number"
            min={1}
            max={65535}
            error={errors.port?.message}
            {...register("port", numberInput)}
          />
          <InputField
            label="Usuário"
            requiredMark
            autoComplete="off"
            error={errors.username?.message}
            {...register("username")}
          />
          <SecretField
            label="Senha"
            requiredMark={!c?.passwordSet}
            storedHint={c?.passwordSet ? "••••••••" : null}
            error={errors.password?.message}
            {...register("password")}
          />
          <InputField
            label="Email do remetente"
            requiredMark
            type="email"
            error={errors.fromEmail?.message}
            {...register("fromEmail")}
          />
          <InputField
            label="Nome do remetente"
            requiredMark
            error={errors.fromName?.message}
            {...register("fromName")}
          />
          <CheckboxField
            label="Usar SSL/TLS"
            hint="Porta 465: TLS direto; outras portas: STARTTLS obrigatório."
            {...register("secure")}
          />
          <CheckboxField label="Configuração ativa" {...register("isActive")} />
          <SaveBar message={savedMessage} saving={isSubmitting} className="sm:col-span-2" />
        </form>
      </Panel>
      <Alert tone="info">
        <p className="font-medium">Dicas</p>
        <ul className="mt-1 list-inside list-disc">
          <li>Gmail: host smtp.gmail.com, porta 587, SSL/TLS marcado (use uma senha de app).</li>
          <li>Outlook / Microsoft 365: host smtp.office365.com, porta 587.</li>
        </ul>
      </Alert>
      {c && <SmtpTestPanel />}
    </div>
  );
}

function SmtpTestPanel() {
  const {
    test,
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
  } = useTestForm<{ to: string }>("/api/settings/smtp/test", smtpTestSchema, { to: "" });
  return (
    <Panel title="Enviar e-mail de teste" description="Envia uma mensagem real pela configuração salva.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <InputField
            label="Email para teste"
            type="email"
            className="min-w-64 flex-1"
            error={errors.to?.message}
            {...register("to")}
          />
          <SendTestButton sending={test.isPending} />
        </div>
        <TestOutcome data={test.data} error={test.error} />
      </form>
    </Panel>
  );
}
