import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Save, Send } from "lucide-react";
import { useState } from "react";
import { type Path, type Resolver, useForm } from "react-hook-form";
import {
  SETTINGS_MESSAGES,
  type SmtpSettingsInput,
  type SmtpSettingsView,
  smtpSettingsSchema,
  smtpTestSchema,
} from "../../../domain/settings";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { CheckboxField, InputField } from "../../components/ui/form-field";
import { ListError, ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { SecretField } from "../../components/ui/secret-field";
import { ApiError } from "../../lib/api";
import { smtpSettingsQuery, useSaveSmtp, useTestAction } from "./api";
import { fieldErrorsOf, Panel, SuccessFlag, SystemAccountNotice, TestOutcome, useSuccessFlag } from "./settings-parts";

/** /admin/settings/smtp (spec 2 §2.11). */
export default function SmtpSettingsPage() {
  const settings = useQuery(smtpSettingsQuery);
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Configurações de E-mail (SMTP)"
        description="Servidor usado para enviar documentos por e-mail."
      />
      {settings.isPending ? (
        <ListLoading label="Carregando configuração..." />
      ) : settings.isError ? (
        settings.error instanceof ApiError && settings.error.code === "NO_ACCOUNT" ? (
          <Alert tone="error">{SETTINGS_MESSAGES.noAccount}</Alert>
        ) : (
          <ListError
            message="Erro ao carregar configuração SMTP."
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        )
      ) : (
        <SmtpForms view={settings.data} />
      )}
    </div>
  );
}

const portInput = { setValueAs: (v: unknown) => (v === "" || v === null ? Number.NaN : Number(v)) };

function SmtpForms({ view }: { view: SmtpSettingsView }) {
  const save = useSaveSmtp();
  const flag = useSuccessFlag();
  const [saveError, setSaveError] = useState<string | null>(null);
  const c = view.config;
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SmtpSettingsInput>({
    resolver: zodResolver(smtpSettingsSchema) as unknown as Resolver<SmtpSettingsInput>,
    defaultValues: {
      host: c?.host ?? "",
      port: c?.port || 587,
      username: c?.username ?? "",
      password: "",
      fromEmail: c?.fromEmail ?? "",
      fromName: c?.fromName ?? "",
      secure: c?.secure ?? true,
      isActive: c?.isActive ?? true,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    flag.hide();
    try {
      await save.mutateAsync(values);
      resetField("password", { defaultValue: "" });
      flag.show(SETTINGS_MESSAGES.smtpSaved);
    } catch (err) {
      for (const [p, message] of Object.entries(fieldErrorsOf(err)))
        setError(p as Path<SmtpSettingsInput>, { message });
      setSaveError(
        err instanceof ApiError && err.code === "NO_ACCOUNT" ? err.message : SETTINGS_MESSAGES.smtpSaveError,
      );
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <SystemAccountNotice show={view.isSystemAccount} accountName={view.accountName} />
      <Panel title="Servidor SMTP">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
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
            {...register("port", portInput)}
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
          <div className="flex flex-wrap items-center justify-end gap-3 sm:col-span-2">
            <SuccessFlag message={flag.message} />
            <Button type="submit" loading={isSubmitting}>
              {!isSubmitting && <Save aria-hidden="true" className="size-4" />}
              Salvar
            </Button>
          </div>
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
  const test = useTestAction<{ to: string }>("/api/settings/smtp/test");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ to: string }>({ resolver: zodResolver(smtpTestSchema), defaultValues: { to: "" } });
  const onSubmit = handleSubmit((values) => {
    test.reset();
    test.mutate(values);
  });
  return (
    <Panel title="Enviar e-mail de teste" description="Envia uma mensagem real pela configuração salva.">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <InputField
            label="Email para teste"
            type="email"
            className="min-w-64 flex-1"
            error={errors.to?.message}
            {...register("to")}
          />
          <Button type="submit" loading={test.isPending}>
            {!test.isPending && <Send aria-hidden="true" className="size-4" />}
            Enviar teste
          </Button>
        </div>
        <TestOutcome data={test.data} error={test.error} />
      </form>
    </Panel>
  );
}
