import { zodResolver } from "@hookform/resolvers/zod";
import { ImageUp } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { renderHeaderFooter } from "../../../domain/templates/render-template";
import {
  type HeaderFooterForm as FormOutput,
  HEADER_FOOTER_LAYOUTS,
  HEADER_FOOTER_MESSAGES,
  HEADER_FOOTER_TYPE_LABELS,
  HEADER_FOOTER_TYPES,
  type HeaderFooterFormInput,
  type HeaderFooterItem,
  headerFooterFormSchema,
  IMAGE_HEIGHT_DEFAULT,
  IMAGE_HEIGHT_MAX,
  IMAGE_HEIGHT_MIN,
  IMAGE_MAX_BYTES,
  IMAGE_POSITION_LABELS,
  IMAGE_POSITIONS,
  LAYOUT_LABELS,
} from "../../../domain/templates/templates";
import { RenderedHtml } from "../../components/rendered-html";
import { RichTextField } from "../../components/rich-text-field";
import { Alert } from "../../components/ui/alert";
import { FormActions } from "../../components/ui/form-actions";
import { CheckboxField, FieldFrame, InputField, LabelledOptions, SelectField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form-errors";
import { uploadImage, useSaveHeaderFooter } from "./api";

/** Client-side check before uploading (the server checks the bytes again). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return HEADER_FOOTER_MESSAGES.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return HEADER_FOOTER_MESSAGES.imageTooLarge;
  return null;
}

/** Create/edit form of a header or footer template (spec 2 §2.3, §5) with a live preview. */
export function HeaderFooterFormView({ item, onDone }: { item?: HeaderFooterItem; onDone: () => void }) {
  const save = useSaveHeaderFooter(item?.id);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [livePreview, setLivePreview] = useState(true);
  const fileId = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<HeaderFooterFormInput, unknown, FormOutput>({
    resolver: zodResolver(headerFooterFormSchema),
    defaultValues: {
      name: item?.name ?? "",
      type: item?.type ?? "header",
      layoutType: item?.layoutType ?? "image-text",
      imageUrl: item?.imageUrl ?? "",
      imagePosition: item?.imagePosition ?? "left",
      imageHeight: item?.imageHeight ?? IMAGE_HEIGHT_DEFAULT,
      contentHtml: item?.contentHtml ?? "",
      isActive: item?.isActive ?? true,
    },
  });
  const v = watch();
  const layout = v.layoutType ?? "image-text";
  const height = Number(v.imageHeight ?? IMAGE_HEIGHT_DEFAULT);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError("imageUrl", { type: "file", message: problem });
      return;
    }
    setUploading(true);
    clearErrors("imageUrl");
    try {
      const stored = await uploadImage(file);
      setValue("imageUrl", stored.url, { shouldDirty: true, shouldValidate: true });
    } catch (err) {
      const msg =
        err instanceof ApiError && err.status >= 400 && err.status < 500
          ? err.message
          : HEADER_FOOTER_MESSAGES.uploadError;
      setError("imageUrl", { type: "server", message: msg });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (values: FormOutput) => {
    setSaveError(null);
    try {
      await save.mutateAsync(values);
      toast.success(item ? "Template atualizado com sucesso" : "Template criado com sucesso");
      onDone();
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      showServerFieldErrors(err, setError);
      setSaveError(
        apiErr && !apiErr.isNetwork && apiErr.status < 500 ? apiErr.message : HEADER_FOOTER_MESSAGES.saveError,
      );
    }
  };

  const previewHtml = renderHeaderFooter(
    {
      id: item?.id ?? "novo",
      name: v.name ?? "",
      type: v.type ?? "header",
      layoutType: layout,
      imageUrl: v.imageUrl || null,
      imagePosition: v.imagePosition ?? "left",
      imageHeight: height,
      contentHtml: v.contentHtml ?? "",
    },
    { missing: "placeholder" },
  );

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-6">
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-3">
        <InputField
          label="Nome"
          requiredMark
          error={errors.name?.message}
          className="md:col-span-3"
          {...register("name")}
        />
        <SelectField label="Tipo" {...register("type")}>
          <LabelledOptions values={HEADER_FOOTER_TYPES} labels={HEADER_FOOTER_TYPE_LABELS} />
        </SelectField>
        <SelectField label="Layout" {...register("layoutType")}>
          <LabelledOptions values={HEADER_FOOTER_LAYOUTS} labels={LAYOUT_LABELS} />
        </SelectField>
        <div className="flex items-end pb-2">
          <CheckboxField label="Ativo" {...register("isActive")} />
        </div>
      </section>

      {layout !== "text-only" && (
        <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-3">
          <FieldFrame label="Imagem" required error={errors.imageUrl?.message} id={fileId}>
            {(a11y) => (
              <div className="flex flex-col gap-2">
                <input
                  {...a11y}
                  type="file"
                  accept="image/*"
                  disabled={uploading}
                  onChange={(e) => void onFile(e.target.files?.[0])}
                  className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
                />
                {uploading && <p className="text-xs text-slate-600">Enviando imagem...</p>}
                {v.imageUrl ? (
                  <img
                    src={v.imageUrl}
                    alt="Imagem selecionada"
                    style={{ height: 60 }}
                    className="w-auto self-start rounded border border-slate-200"
                  />
                ) : (
                  <p className="flex items-center gap-1 text-xs text-slate-600">
                    <ImageUp aria-hidden="true" className="size-4" /> PNG, JPEG, GIF, WebP ou BMP, até 5MB
                  </p>
                )}
              </div>
            )}
          </FieldFrame>
          <SelectField label="Posição da imagem" {...register("imagePosition")}>
            <LabelledOptions values={IMAGE_POSITIONS} labels={IMAGE_POSITION_LABELS} />
          </SelectField>
          <FieldFrame label={`Altura da imagem: ${height}px`} error={errors.imageHeight?.message}>
            {(a11y) => (
              <input
                {...a11y}
                type="range"
                min={IMAGE_HEIGHT_MIN}
                max={IMAGE_HEIGHT_MAX}
                step={1}
                className="mt-2 accent-blue-700"
                {...register("imageHeight", { valueAsNumber: true })}
              />
            )}
          </FieldFrame>
        </section>
      )}

      {layout !== "image-only" && (
        <section className="rounded-lg border border-slate-200 bg-white p-5">
          <RichTextField
            control={control}
            name="contentHtml"
            label="Conteúdo HTML"
            id="hf-content"
            error={errors.contentHtml?.message}
            toolbar="compact"
            minHeight={120}
          />
        </section>
      )}

      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <CheckboxField
          label="Pré-visualização ao vivo"
          checked={livePreview}
          onChange={(e) => setLivePreview(e.target.checked)}
        />
        {livePreview && (
          <section className="mt-3 rounded-md border border-dashed border-slate-300 p-4" aria-label="Pré-visualização">
            <RenderedHtml html={previewHtml} />
          </section>
        )}
      </section>

      <FormActions onCancel={onDone} saving={isSubmitting} submitDisabled={uploading} label="Salvar template" />
    </form>
  );
}
