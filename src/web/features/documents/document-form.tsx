import { CheckCircle2, FileText, Save } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Controller, type Path, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { DOCUMENT_MESSAGES, type SaveStatus } from "../../../domain/documents/documents";
import type { HeaderFooterOption } from "../../../domain/documents/views";
import { maskPhone, PHONE_MASK_LENGTH, PHONE_PLACEHOLDER } from "../../../domain/shared/masks";
import { hiddenKeys } from "../../../domain/templates/render-sections";
import type { VariableDefinition } from "../../../domain/templates/variables";
import { ListTable } from "../../components/list-table";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import {
  CheckboxField,
  type Choice,
  FormSection,
  InputField,
  Options,
  SelectField,
} from "../../components/ui/form-field";
import { VariableField } from "../../components/variable-field";
import { clientErrorMessage } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form-errors";
import { type DocumentFormValues, documentFormResolver } from "./document-form-schema";
import { DocumentPreview } from "./document-preview";

/** The message of one cell of a list, from the form's nested errors (values.<list>.<i>.<key>). */
function cellMessage(errors: Record<string, unknown> | undefined, list: string, i: number, key: string) {
  const rows = errors?.[list] as Record<number, Record<string, { message?: string }> | undefined> | undefined;
  return rows?.[i]?.[key]?.message;
}

/** Header/footer choices, the account's default one named so ('Timbre (padrão)'). */
const markedDefault = (items: ReadonlyArray<{ id: string; name: string; isDefault: boolean }>): Choice[] =>
  items.map((i) => ({ value: i.id, label: i.isDefault ? `${i.name} (padrão)` : i.name }));

export interface DocumentFormProps {
  variables: VariableDefinition[];
  templateContent: string;
  headerFooters: HeaderFooterOption[];
  defaults: DocumentFormValues;
  /** Saves with the chosen status; throws ApiError on failure. */
  onSave: (values: DocumentFormValues, status: SaveStatus) => Promise<unknown>;
}

/** The fields of a document (spec 3 §2 "Document generation and edit form") beside its live preview. */
export function DocumentForm({ variables, templateContent, headerFooters, defaults, onSave }: DocumentFormProps) {
  const navigate = useNavigate();
  const mode = useRef<"draft" | "final">("draft");
  const [saving, setSaving] = useState<SaveStatus | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({
    defaultValues: defaults,
    resolver: documentFormResolver(variables, () => mode.current, templateContent),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;
  const watched = useWatch({ control });
  const values = (watched.values as Record<string, unknown> | undefined) ?? {};
  // Issue 24: a field only in sections the current values hide is not shown (nor required, nor sent).
  const hidden = useMemo(() => hiddenKeys(templateContent, variables, values), [templateContent, variables, values]);
  const valueErrors = errors.values as Record<string, unknown> | undefined;
  const headers = headerFooters.filter((b) => b.type === "header");
  const footers = headerFooters.filter((b) => b.type === "footer");
  const block = (id: string | undefined) => headerFooters.find((b) => b.id === id) ?? null;

  const submit = (status: SaveStatus) => {
    mode.current = status === "finalized" ? "final" : "draft";
    setSaveError(null);
    return handleSubmit(async (data) => {
      setSaving(status);
      try {
        await onSave(data, status);
      } catch (err) {
        showServerFieldErrors(err, setError);
        setSaveError(clientErrorMessage(err, DOCUMENT_MESSAGES.saveError));
      } finally {
        setSaving(null);
      }
    })();
  };

  const recipientEmail = watched.recipientEmail?.trim() ?? "";
  const recipientPhone = watched.recipientPhone?.trim() ?? "";

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-5"
        aria-label="Dados do documento"
      >
        {saveError && <Alert tone="error">{saveError}</Alert>}
        <FormSection title="Cabeçalho e Rodapé">
          <SelectField label="Cabeçalho" {...register("headerId")}>
            <option value="">Sem cabeçalho</option>
            <Options items={markedDefault(headers)} />
          </SelectField>
          <SelectField label="Rodapé" {...register("footerId")}>
            <option value="">Sem rodapé</option>
            <Options items={markedDefault(footers)} />
          </SelectField>
        </FormSection>
        <FormSection title="Campos do Documento" className="gap-4">
          {variables.length === 0 && (
            <p className="text-sm text-slate-600">Este modelo não tem campos para preencher.</p>
          )}
          {variables
            .filter((v) => !hidden.has(v.key))
            .map((v) => (
              <Controller
                key={v.key}
                control={control}
                name={`values.${v.key}` as Path<DocumentFormValues>}
                render={({ field, fieldState }) =>
                  v.type === "list" ? (
                    <ListTable
                      variable={v}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                      cellError={(i, key) => cellMessage(valueErrors, v.key, i, key)}
                    />
                  ) : (
                    <VariableField
                      variable={v}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )
                }
              />
            ))}
        </FormSection>
        <FormSection
          title="Envio Automático"
          description="Ao finalizar, o documento pode ser enviado automaticamente ao destinatário."
        >
          <InputField
            label="E-mail do destinatário"
            type="email"
            autoComplete="off"
            error={errors.recipientEmail?.message}
            {...register("recipientEmail", {
              onChange: (e: { target: { value: string } }) => {
                if (!e.target.value.trim()) setValue("autoSendEmail", false);
              },
            })}
          />
          <Controller
            control={control}
            name="recipientPhone"
            render={({ field }) => (
              <InputField
                label="Telefone do destinatário"
                inputMode="tel"
                maxLength={PHONE_MASK_LENGTH}
                placeholder={PHONE_PLACEHOLDER}
                error={errors.recipientPhone?.message}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => {
                  const masked = maskPhone(e.target.value);
                  field.onChange(masked);
                  if (!masked) setValue("autoSendWhatsapp", false);
                }}
              />
            )}
          />
          <CheckboxField
            label="Enviar automaticamente por e-mail"
            disabled={!recipientEmail}
            {...register("autoSendEmail")}
          />
          <CheckboxField
            label="Enviar automaticamente por WhatsApp"
            disabled={!recipientPhone}
            {...register("autoSendWhatsapp")}
          />
        </FormSection>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => void navigate("/my-documents")} disabled={saving !== null}>
            Cancelar
          </Button>
          <Button
            variant="secondary"
            onClick={() => void submit("draft")}
            loading={saving === "draft"}
            disabled={saving !== null}
          >
            {saving !== "draft" && <Save aria-hidden="true" className="size-4" />}
            Salvar Rascunho
          </Button>
          <Button onClick={() => void submit("finalized")} loading={saving === "finalized"} disabled={saving !== null}>
            {saving !== "finalized" && <CheckCircle2 aria-hidden="true" className="size-4" />}
            Finalizar Documento
          </Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <DocumentPreview
          content={templateContent}
          variables={variables}
          values={values}
          header={block(watched.headerId)}
          footer={block(watched.footerId)}
        />
        <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
          <FileText aria-hidden="true" className="size-3" />O conteúdo final é gerado pelo servidor ao salvar.
        </p>
      </div>
    </div>
  );
}
