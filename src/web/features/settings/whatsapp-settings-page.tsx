import { useQuery } from "@tanstack/react-query";
import {
  SETTINGS_MESSAGES,
  type WhatsappSettingsInput,
  type WhatsappSettingsView,
  whatsappSettingsSchema,
  whatsappTestSchema,
} from "../../../domain/settings";
import { Alert } from "../../components/ui/alert";
import { CheckboxField, InputField, TextAreaField } from "../../components/ui/form-field";
import { SecretField } from "../../components/ui/secret-field";
import { useSaveWhatsapp, whatsappSettingsQuery } from "./api";
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

/** /admin/settings/whatsapp (spec 2 §2.12). */
export default function WhatsappSettingsPage() {
  return (
    <SettingsPage
      title="Configurações de WhatsApp"
      description="Gateway Evolution API usado para enviar documentos pelo WhatsApp."
      query={useQuery(whatsappSettingsQuery)}
      loadingLabel="Carregando configuração..."
      loadError="Erro ao carregar configuração WhatsApp."
      accountScoped
    >
      {(view) => <WhatsappForms view={view} />}
    </SettingsPage>
  );
}

function WhatsappForms({ view }: { view: WhatsappSettingsView }) {
  const save = useSaveWhatsapp();
  const c = view.config;
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    onSubmit,
    saveError,
    savedMessage,
  } = useSettingsForm<WhatsappSettingsInput>(
    whatsappSettingsSchema,
    {
      apiUrl: c?.apiUrl ?? "",
      apiKey: "",
      instanceName: c?.instanceName ?? "",
      isActive: c?.isActive ?? true,
    },
    {
      save: save.mutateAsync,
      secrets: ["apiKey"],
      saved: SETTINGS_MESSAGES.whatsappSaved,
      failed: SETTINGS_MESSAGES.whatsappSaveError,
      accountScoped: true,
    },
  );

  return (
    <div className="flex flex-col gap-6">
      <SystemAccountNotice show={view.isSystemAccount} accountName={view.accountName} />
      <Panel title="Evolution API">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
          <SaveBar message={savedMessage} saving={isSubmitting} />
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
  const {
    test,
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
  } = useTestForm<TestValues>("/api/settings/whatsapp/test", whatsappTestSchema, { phone: "", message: "" });
  return (
    <Panel title="Enviar mensagem de teste" description="Envia uma mensagem real pela instância configurada.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
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
          <SendTestButton sending={test.isPending} />
        </div>
        <TestOutcome data={test.data} error={test.error} />
      </form>
    </Panel>
  );
}
