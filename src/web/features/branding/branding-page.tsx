import { useQuery } from "@tanstack/react-query";
import { Save, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import {
  BRANDING_MESSAGES,
  type Brand,
  type BrandingForm,
  type BrandingScreen,
  brandingFormSchema,
  emptyBrandingForm,
  LOGO_MAX_BYTES,
  PLATFORM_BRAND,
} from "../../../domain/branding/branding";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormSection, InputField, TextAreaField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { PhoneField } from "../../components/ui/phone-field";
import { Spinner } from "../../components/ui/spinner";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { useZodForm } from "../../lib/zod-form";
import { brandingScreenQuery, uploadLogo, useSaveBranding } from "./api";
import { BrandingPreview } from "./branding-preview";
import { CustomHostCard } from "./custom-host-card";

const LOAD_ERROR = "Não foi possível carregar a marca personalizada.";

/** /corporate/settings/branding (issue 26): the account's logo, colours, name and contacts, with a live preview. */
export default function BrandingPage() {
  const screen = useQuery(brandingScreenQuery);
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader
        title="Marca personalizada"
        description="Logotipo, cores e contatos da sua empresa nos e-mails, na página de assinatura, nos links compartilhados e na página de evidências."
      />
      {screen.isPending && <Spinner />}
      {screen.error && <Alert tone="error">{clientErrorMessage(screen.error, LOAD_ERROR)}</Alert>}
      {screen.data && <BrandingEditor screen={screen.data} />}
      <CustomHostCard />
    </div>
  );
}

function BrandingEditor({ screen }: { screen: BrandingScreen }) {
  const saved = screen.settings;
  const form = useZodForm<BrandingForm>(brandingFormSchema, {
    defaultValues: saved
      ? {
          ...saved,
          supportEmail: saved.supportEmail ?? "",
          supportPhone: saved.supportPhone ?? "",
          emailSignature: saved.emailSignature ?? "",
        }
      : emptyBrandingForm(screen.accountName),
  });
  const { field } = form;
  const save = useSaveBranding();
  const [logoUrl, setLogoUrl] = useState<string | null>(saved?.logoUrl ?? null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { onSubmit, saveError } = useServerSubmit(
    form,
    async (body) => {
      await save.mutateAsync(body);
      toast.success("Marca salva");
    },
    {
      message: (err) => clientErrorMessage(err, "Não foi possível salvar a marca."),
      fields: ["displayName", "primaryColor", "accentColor", "supportEmail", "supportPhone", "emailSignature"],
    },
  );

  const onLogo = async (file: File | undefined) => {
    setLogoError(null);
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setLogoError(BRANDING_MESSAGES.logoTooLarge);
    try {
      const stored = await uploadLogo(file);
      form.setValue("logoFileId", stored.id, { shouldDirty: true });
      setLogoUrl(stored.url);
    } catch (err) {
      setLogoError(clientErrorMessage(err, BRANDING_MESSAGES.logoType));
    }
  };

  const v = form.watch();
  const preview: Brand = {
    ...PLATFORM_BRAND,
    name: v.displayName || screen.accountName,
    logoUrl: v.logoFileId ? logoUrl : null,
    primaryColor: /^#[0-9a-fA-F]{6}$/.test(v.primaryColor) ? v.primaryColor : PLATFORM_BRAND.primaryColor,
    accentColor: /^#[0-9a-fA-F]{6}$/.test(v.accentColor) ? v.accentColor : PLATFORM_BRAND.accentColor,
    supportEmail: v.supportEmail || null,
    supportPhone: v.supportPhone || null,
    emailSignature: v.emailSignature || null,
    custom: true,
  };
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Marca personalizada">
      {!screen.enabled && (
        <Alert tone="info">
          {BRANDING_MESSAGES.planFeature}
          {screen.planName && ` Plano atual: ${screen.planName}.`}
          {saved && " A marca salva fica guardada e volta a ser aplicada quando o plano incluir o recurso."}
        </Alert>
      )}
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <FormSection title="Identidade">
        <InputField label="Nome exibido" requiredMark autoComplete="organization" {...field("displayName")} />
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-800">Logotipo</span>
          <div className="flex flex-wrap items-center gap-3">
            {v.logoFileId && logoUrl ? (
              <img src={logoUrl} alt="Logotipo atual" className="h-10 w-auto max-w-[200px] object-contain" />
            ) : (
              <span className="text-sm text-slate-600">Sem logotipo</span>
            )}
            <Button
              type="button"
              variant="secondary"
              icon={Upload}
              disabled={!screen.enabled}
              onClick={() => fileInput.current?.click()}
            >
              Enviar logotipo
            </Button>
            {v.logoFileId && (
              <Button
                type="button"
                variant="secondary"
                onClick={() => form.setValue("logoFileId", null, { shouldDirty: true })}
              >
                Remover
              </Button>
            )}
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              aria-label="Arquivo do logotipo (PNG ou JPEG, até 1 MB)"
              data-testid="logo-input"
              onChange={(e) => void onLogo(e.currentTarget.files?.[0])}
            />
          </div>
          <p className="text-xs text-slate-600">PNG ou JPEG, até 1 MB. Aparece com até 200 px de largura.</p>
          {logoError && (
            <p role="alert" className="text-sm text-red-700">
              {logoError}
            </p>
          )}
        </div>
        <ColourField label="Cor principal (botões)" name="primaryColor" form={form} />
        <ColourField label="Cor de destaque (links)" name="accentColor" form={form} />
      </FormSection>
      <FormSection title="Contato e assinatura dos e-mails">
        <InputField label="E-mail de suporte" type="email" autoComplete="email" {...field("supportEmail")} />
        <PhoneField label="Telefone de suporte" {...field("supportPhone")} />
        <TextAreaField
          label="Assinatura dos e-mails"
          className="sm:col-span-2"
          maxLength={300}
          hint="Até 300 caracteres, no fim de cada e-mail."
          {...field("emailSignature")}
        />
      </FormSection>
      <section aria-labelledby="preview-title" className="flex flex-col gap-2">
        <h2 id="preview-title" className="text-lg font-semibold">
          Pré-visualização
        </h2>
        <BrandingPreview brand={preview} />
      </section>
      <div>
        <Button type="submit" icon={Save} disabled={busy || !screen.enabled}>
          {busy ? "Salvando…" : "Salvar marca"}
        </Button>
      </div>
    </form>
  );
}

function ColourField({
  label,
  name,
  form,
}: {
  label: string;
  name: "primaryColor" | "accentColor";
  form: ReturnType<typeof useZodForm<BrandingForm>>;
}) {
  const value = form.watch(name);
  return (
    <div className="flex items-end gap-2">
      <InputField label={label} className="flex-1" maxLength={7} {...form.field(name)} />
      <input
        type="color"
        aria-label={`${label}: seletor`}
        className="mb-0.5 h-9 w-12 cursor-pointer rounded border border-slate-300"
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : "#000000"}
        onChange={(e) => form.setValue(name, e.currentTarget.value, { shouldDirty: true, shouldValidate: true })}
      />
    </div>
  );
}
