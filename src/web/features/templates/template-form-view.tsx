import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { countLabel } from "../../../domain/shared/plural";
import { LOGIC_MESSAGES, logicUses } from "../../../domain/templates/scope";
import {
  TEMPLATE_MESSAGES,
  type TemplateDetail,
  type TemplateForm,
  type TemplateFormInput,
  type TemplateFormOptions,
  templateFormSchema,
} from "../../../domain/templates/templates";
import {
  DEBUG_LOG_LINES,
  newVariable,
  placeholderOf,
  readVariables,
  VARIABLE_TYPE_LABELS,
} from "../../../domain/templates/variables";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { DebugLogPanel, useDebugLog } from "../../components/ui/debug-log";
import { FormActions } from "../../components/ui/form-actions";
import { CheckboxField, InputField, NamedOptions, SelectField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form-errors";
import { useSession } from "../../lib/session";
import { fieldBinder } from "../../lib/zod-form";
import { useSaveTemplate } from "./api";
import { CategoryField } from "./category-field";
import { repeatBlock } from "./condition-dialog";
import { ContentSection, createPreviewStore } from "./template-content-section";
import { TitleVariableSelect } from "./title-variable-select";
import { VariableCard, type VariableCardActions, variableErrorMessages } from "./variable-card";

/** Appends text at the end of the body (inside its last paragraph when there is one). */
export function appendToBody(html: string, text: string): string {
  const t = html.trim();
  if (!t || /^<p>(<br\s*\/?>)?<\/p>$/.test(t)) return `<p>${text}</p>`;
  if (/<p><br\s*\/?><\/p>$/.test(t)) return t.replace(/<p><br\s*\/?><\/p>$/, `<p>${text}</p>`);
  const end = /<\/p>\s*$/.exec(t);
  return end ? `${t.slice(0, end.index)} ${text}</p>` : `${t}<p>${text}</p>`;
}

/** The template form: fields, variables (with test values), the rich-text body and its preview. */
export function TemplateFormView({
  template,
  draft,
  saveWith,
  options,
  onDone,
}: {
  template?: TemplateDetail;
  /** A new template's starting body and variables (the Word import's proposal). */
  draft?: Pick<TemplateForm, "templateContent" | "variablesSchema">;
  /** Saves a new template some other way (the Word import sends the original file with it). */
  saveWith?: (values: TemplateForm) => Promise<unknown>;
  options: TemplateFormOptions;
  onDone: () => void;
}) {
  const session = useSession().session;
  const superAdmin = session ? isSuperAdmin(session) : false;
  const debug = useDebugLog(DEBUG_LOG_LINES);
  const save = useSaveTemplate(template?.id);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Test values per key live outside React state: typing one re-renders only its card and the preview.
  const previewValues = useMemo(() => createPreviewStore(), []);
  const form = useForm<TemplateFormInput, unknown, TemplateForm>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: {
      title: template?.title ?? "",
      categoryId: template?.category?.id ?? "",
      templateContent: template?.templateContent ?? draft?.templateContent ?? "",
      variablesSchema: template ? readVariables(template.variablesSchema) : (draft?.variablesSchema ?? []),
      isActive: template?.isActive ?? true,
      titleVariableKey: template?.titleVariableKey ?? "",
      defaultHeaderId: template?.defaultHeaderId ?? "",
      defaultFooterId: template?.defaultFooterId ?? "",
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    watch,
    trigger,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);
  const vars = useFieldArray({ control, name: "variablesSchema" });

  // After a first submit, any change to the variables re-validates them all: an error about one field
  // (options, a duplicated key, a label quoted in another message) goes away once it is fixed.
  const submitted = useRef(false);
  useEffect(() => {
    const sub = watch((_values, { name }) => {
      if (submitted.current && name?.startsWith("variablesSchema")) void trigger("variablesSchema");
    });
    return () => sub.unsubscribe();
  }, [watch, trigger]);

  // The template's account decides which headers/footers fit (a global template takes global ones only).
  const accountId = template
    ? (template.corporateAccount?.id ?? null)
    : superAdmin
      ? null
      : (session?.corporateAccount?.id ?? null);
  const fits = (b: { corporateAccountId: string | null }) =>
    b.corporateAccountId === null || b.corporateAccountId === accountId;

  const onSubmit = async (values: TemplateForm) => {
    setSaveError(null);
    debug.log(
      `Salvando modelo "${values.title}" com ${countLabel(values.variablesSchema.length, "variável", "variáveis")}`,
    );
    try {
      await (saveWith ?? save.mutateAsync)(values);
      debug.log("Modelo salvo");
      toast.success(template ? "Modelo atualizado com sucesso" : "Modelo criado com sucesso");
      onDone();
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      showServerFieldErrors(err, setError);
      const message = apiErr && !apiErr.isNetwork && apiErr.status < 500 ? apiErr.message : TEMPLATE_MESSAGES.saveError;
      setSaveError(message);
      debug.log(`Erro ao salvar: ${apiErr?.message ?? String(err)}`);
    }
  };

  // One stable object for every card (they are memoised); it reads the latest form through refs.
  const latest = useRef({ remove: vars.remove, log: debug.log });
  latest.current = { remove: vars.remove, log: debug.log };
  const actions = useMemo<VariableCardActions>(
    () => ({
      onOptionsChange: (index, opts, text) => {
        setValue(`variablesSchema.${index}.options`, opts, { shouldDirty: true });
        const lines = text.split(/\r?\n/).length;
        latest.current.log(
          `Opções da variável ${index + 1}: ${countLabel(opts.length, "opção", "opções")} de ${countLabel(lines, "linha", "linhas")}; linhas em branco descartadas: ${lines - opts.length}`,
        );
      },
      onPreviewChange: (key, value) => previewValues.set(key, value),
      previewValueOf: (key) => previewValues.get()[key] ?? "",
      onInsert: (index, formatter) => {
        const key = getValues(`variablesSchema.${index}.key`)?.trim();
        if (!key) return;
        const raw = getValues(`variablesSchema.${index}`);
        if (raw?.type === "list") {
          const fields = (raw.fields ?? []).map((f) => f.key?.trim() ?? "").filter(Boolean);
          setValue("templateContent", `${getValues("templateContent") ?? ""}${repeatBlock(key, fields)}`, {
            shouldDirty: true,
          });
          latest.current.log(`Inserida a repetição de ${key} no fim do conteúdo`);
          return;
        }
        const placeholder = placeholderOf(key, formatter);
        setValue("templateContent", appendToBody(getValues("templateContent") ?? "", placeholder), {
          shouldDirty: true,
        });
        latest.current.log(`Inserido ${placeholder} no fim do conteúdo`);
      },
      onRemove: (index) => {
        const type = getValues(`variablesSchema.${index}.type`) ?? "text";
        const key = getValues(`variablesSchema.${index}.key`)?.trim() ?? "";
        const markers = logicUses(getValues("templateContent") ?? "").get(key);
        if (markers) {
          // Issue 24: a condition or block would be left pointing at nothing; the save refuses it too.
          toast.error(LOGIC_MESSAGES.inUse(key, markers.join(", ")));
          latest.current.log(`Remoção da variável ${index + 1} recusada: usada em ${markers.join(", ")}`);
          return;
        }
        latest.current.remove(index);
        latest.current.log(`Variável ${index + 1} removida (${VARIABLE_TYPE_LABELS[type]})`);
      },
    }),
    [getValues, setValue, previewValues],
  );

  const appendBlock = useCallback(
    (html: string) => {
      setValue("templateContent", `${getValues("templateContent") ?? ""}${html}`, { shouldDirty: true });
      latest.current.log("Bloco inserido no fim do conteúdo");
    },
    [getValues, setValue],
  );

  const submit = handleSubmit(
    (values) => {
      submitted.current = true;
      return onSubmit(values);
    },
    () => {
      submitted.current = true;
    },
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-2">
        <InputField label="Título" requiredMark className="md:col-span-2" {...field("title")} />
        <CategoryField
          categories={options.categories}
          current={template?.category}
          select={field("categoryId")}
          onCreated={(id) => setValue("categoryId", id, { shouldValidate: true })}
        />
        <div className="hidden md:block" />
        <DefaultBlockSelects template={template} options={options} fits={fits} field={field} />
        {template && <CheckboxField label="Modelo ativo" {...register("isActive")} />}
      </section>

      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Variáveis ({vars.fields.length})</h2>
          <Button
            icon={Plus}
            variant="secondary"
            onClick={() => {
              vars.append(newVariable());
              debug.log(`Variável ${vars.fields.length + 1} adicionada`);
            }}
          >
            Adicionar variável
          </Button>
        </div>
        {vars.fields.length === 0 && (
          <p className="text-sm text-slate-600">
            Nenhuma variável. Adicione variáveis para preencher ao gerar documentos.
          </p>
        )}
        <div className="space-y-3">
          {vars.fields.map((field, index) => (
            <VariableCard
              key={field.id}
              index={index}
              control={control}
              register={register}
              {...variableErrorMessages(errors.variablesSchema?.[index])}
              actions={actions}
            />
          ))}
        </div>
        <TitleVariableSelect control={control} field={field} />
      </section>

      <ContentSection
        control={control}
        error={errors.templateContent?.message}
        previewValues={previewValues}
        onAppend={appendBlock}
      />

      <FormActions onCancel={onDone} saving={isSubmitting} label="Salvar modelo" />
      <DebugLogPanel mode="visible" lines={debug.lines} onClear={debug.clear} />
    </form>
  );
}

const DEFAULT_BLOCKS = [
  { label: "Cabeçalho padrão", name: "defaultHeaderId", offered: "headers", current: "defaultHeader" },
  { label: "Rodapé padrão", name: "defaultFooterId", offered: "footers", current: "defaultFooter" },
] as const;

/**
 * The template's default header and footer: 'Nenhum', the offered blocks that fit its scope, and the
 * current one marked '(atual)' when it is offered no longer.
 */
function DefaultBlockSelects({
  template,
  options,
  fits,
  field,
}: {
  template?: TemplateDetail;
  options: TemplateFormOptions;
  fits: (block: { corporateAccountId: string | null }) => boolean;
  field: ReturnType<typeof fieldBinder<TemplateFormInput>>;
}) {
  return DEFAULT_BLOCKS.map(({ label, name, offered, current }) => {
    const blocks = options[offered];
    const now = template?.[current];
    return (
      <SelectField key={name} label={label} {...field(name)}>
        <option value="">Nenhum</option>
        <NamedOptions items={blocks.filter(fits)} />
        {now && !blocks.some((b) => b.id === now.id) && <option value={now.id}>{now.name} (atual)</option>}
      </SelectField>
    );
  });
}
