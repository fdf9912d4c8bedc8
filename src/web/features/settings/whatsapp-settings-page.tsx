import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Save, Send } from "lucide-react";
import { useState } from "react";
import { type Path, type Resolver, useForm } from "react-hook-form";
import {
  SETTINGS_MESSAGES,
  type WhatsappSettingsInput,
  type WhatsappSettingsView,
  whatsappSettingsSchema,
  whatsappTestSchema,
} from "../../../domain/settings";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { CheckboxField, InputField, TextAreaField } from "../../components/ui/form-field";
import { ListError, ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { SecretField } from "../../components/ui/secret-field";
import { ApiError } from "../../lib/api";
import { useSaveWhatsapp, useTestAction, whatsappSettingsQuery } from "./api";
import { fieldErrorsOf, Panel, SuccessFlag, SystemAccountNotice, TestOutcome, useSuccessFlag } from "./settings-parts";

/** /admin/settings/whatsapp (spec 2 §2.12). */
export default function WhatsappSettingsPage() {
  const settings = useQuery(whatsappSettingsQuery);
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Configurações de WhatsApp"
        description="Gateway Evolution API usado para enviar documentos pelo WhatsApp."
      />
      {settings.isPending ? (
        <ListLoading label="Carregando configuração..." />
      ) : settings.isError ? (
        settings.error instanceof ApiError && settings.error.code === "NO_ACCOUNT" ? (
          <Alert tone="error">{SETTINGS_MESSAGES.noAccount}</Alert>
        ) : (
          <ListError
            message="Erro ao carregar configuração WhatsApp."
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        )
      ) : (
        <WhatsappForms view={settings.data} />
      )}
    </div>
  );
}

function WhatsappForms({ view }: { view: WhatsappSettingsView }) {
  const save = useSaveWhatsapp();
  const flag = useSuccessFlag();
  const [saveError, setSaveError] = useState<string | null>(null);
  const c = view.config;
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<WhatsappSettingsInput>({
    resolver: zodResolver(whatsappSettingsSchema) as unknown as Resolver<WhatsappSettingsInput>,
    defaultValues: {
      apiUrl: c?.apiUrl ?? "",
      apiKey: "",
      instanceName: c?.instanceName ?? "",
      isActive: c?.isActive ?? true,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    flag.hide();
    try {
      await save.mutateAsync(values);
      resetField("apiKey", { defaultValue: "" });
      flag.show(SETTINGS_MESSAGES.whatsappSaved);
    } catch (err) {
      for (const [p, message] of Object.entries(fieldErrorsOf(err)))
        setError(p as Path<WhatsappSettingsInput>, { message });
      setSaveError(
        err instanceof ApiError && err.code === "NO_ACCOUNT" ? err.message : SETTINGS_MESSAGES.whatsappSaveError,
      );
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <SystemAccountNotice show={view.isSystemAccount} accountName={view.accountName} />
      <Panel title="Evolution API">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          {saveError && <Alert tone="error">{saveError}</Alert>}
          <InputField
            label="URL da API"
            requiredMark
            type="url"
            placeholder="https://evolution.suaempresa.com.br"
            error={errors.apiUrl?.message}
            {...register("apiUrl")}
          />
          <SecretField
            label="Chave da API"
            requiredMark={!c?.apiKeySet}
            storedHint={c?.apiKeySet ? c.apiKeyMasked : null}
            error={errors.apiKey?.message}
            {...register("apiKey")}
          />
          <InputField
            label="Nome da instância"
            requiredMark
            error={errors.instanceName?.message}
            {...register("instanceName")}
          />
          <CheckboxField label="Configuração ativa" {...register("isActive")} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            <SuccessFlag message={flag.message} />
            <Button type="submit" loading={isSubmitting}>
              {!isSubmitting && <Save aria-hidden="true" className="size-4" />}
              Salvar
            </Button>
          </div>
        </form>
      </Panel>
      {c && <WhatsappTestPanel />}
    </div>
  );
}

interface TestValues {
  phone: string;
  message?: string;
}

function WhatsappTestPanel() {
  const test = useTestAction<TestValues>("/api/settings/whatsapp/test");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestValues>({
    resolver: zodResolver(whatsappTestSchema) as unknown as Resolver<TestValues>,
    defaultValues: { phone: "", message: "" },
  });
  const onSubmit = handleSubmit((values) => {
    test.reset();
    test.mutate(values);
  });
  return (
    <Panel title="Enviar mensagem de teste" description="Envia uma mensagem real pela instância configurada.">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3">
        <InputField
          label="Telefone (com código do país)"
          type="tel"
          placeholder="5511999999999"
          hint="Formato: 55 + DDD + número, 13 dígitos no total."
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextAreaField label="Mensagem (opcional)" error={errors.message?.message} {...register("message")} />
        <div className="flex justify-end">
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
