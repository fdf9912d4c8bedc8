import { useQuery } from "@tanstack/react-query";
import { settingsContracts } from "../../../domain/settings/contract";
import {
  SETTINGS_MESSAGES,
  type WhatsappSettingsInput,
  type WhatsappSettingsView,
  whatsappSettingsSchema,
} from "../../../domain/settings/settings";
import { CheckboxField, InputField, TextAreaField } from "../../components/ui/form-field";
import { PhoneField } from "../../components/ui/phone-field";
import { SecretField } from "../../components/ui/secret-field";
import { useSaveWhatsapp, whatsappSettingsQuery } from "./api";
import { AccountSettingsForms } from "./parts/account-settings-forms";
import { AccountSettingsPage } from "./parts/account-settings-page";
import { SendTestButton } from "./parts/send-test-button";
import { TestPanel } from "./parts/test-panel";
import { useAccountSettingsForm } from "./parts/use-account-settings-form";
import { useTestForm } from "./parts/use-test-form";

/** /admin/settings/whatsapp (spec 2 §2.12). */
export default function WhatsappSettingsPage() {
  return (
    <AccountSettingsPage
      title="Configurações de WhatsApp"
      description="Gateway Evolution API usado para enviar documentos pelo WhatsApp."
      query={useQuery(whatsappSettingsQuery)}
      loadError="Erro ao carregar configuração WhatsApp."
    >
      {(view) => <WhatsappForms view={view} />}
    </AccountSettingsPage>
  );
}

function WhatsappForms({ view }: { view: WhatsappSettingsView }) {
  const c = view.config;
  const { register, field, frame } = useAccountSettingsForm<WhatsappSettingsInput>(
    view,
    whatsappSettingsSchema,
    {
      apiUrl: c?.apiUrl ?? "",
      apiKey: "",
      instanceName: c?.instanceName ?? "",
      isActive: c?.isActive ?? true,
    },
    {
      save: useSaveWhatsapp().mutateAsync,
      secrets: ["apiKey"],
      saved: SETTINGS_MESSAGES.whatsappSaved,
      failed: SETTINGS_MESSAGES.whatsappSaveError,
    },
  );

  return (
    <AccountSettingsForms {...frame} title="Evolution API" testPanel={<WhatsappTestPanel />}>
      <InputField
        label="URL da API"
        requiredMark
        type="url"
        placeholder="https://evolution.suaempresa.com.br"
        {...field("apiUrl")}
      />
      <SecretField
        label="Chave da API"
        requiredMark={!c?.apiKeySet}
        storedHint={c?.apiKeySet ? c.apiKeyMasked : null}
        {...field("apiKey")}
      />
      <InputField label="Nome da instância" requiredMark {...field("instanceName")} />
      <CheckboxField label="Configuração ativa" {...register("isActive")} />
    </AccountSettingsForms>
  );
}

interface TestValues {
  phone: string;
  message?: string;
}

function WhatsappTestPanel() {
  const { test, form, onSubmit } = useTestForm<TestValues>(settingsContracts.whatsapp.test, {
    phone: "",
    message: "",
  });
  return (
    <TestPanel
      title="Enviar mensagem de teste"
      description="Envia uma mensagem real pela instância configurada."
      test={test}
      onSubmit={onSubmit}
    >
      <PhoneField label="Telefone (com código do país)" hint="Formato: 55 + DDD + número." {...form.field("phone")} />
      <TextAreaField label="Mensagem (opcional)" {...form.field("message")} />
      <div className="flex justify-end">
        <SendTestButton sending={test.isPending} />
      </div>
    </TestPanel>
  );
}
