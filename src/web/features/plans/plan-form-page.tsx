import { useQuery } from "@tanstack/react-query";
import { type Control, useController } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { PLAN_FLAG_LABELS, type PlanFlag, totalUsersOf } from "../../../domain/plans/features";
import {
  emptyPlanForm,
  PLAN_MESSAGES,
  type Plan,
  type PlanFormInput,
  planFormSchema,
  planToForm,
} from "../../../domain/plans/plans";
import { Alert } from "../../components/ui/alert";
import { FormActions } from "../../components/ui/form-actions";
import { CheckboxField, FormSection, InputField, numberInput, TextAreaField } from "../../components/ui/form-field";
import { MoneyField } from "../../components/ui/money-field";
import { RecordFormPage } from "../../components/ui/record-form-page";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { useZodForm } from "../../lib/zod-form";
import { planQuery, useSavePlan } from "./api";

/** /admin/subscription/plans/new and /edit/{planId} (spec 2 §2.5). */
export default function PlanFormPage() {
  const { planId } = useParams();
  const navigate = useNavigate();
  const plan = useQuery({ ...planQuery(planId ?? ""), enabled: Boolean(planId) });
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate("/admin/subscription/plans");
  };
  return (
    <RecordFormPage
      title={planId ? "Editar Plano" : "Novo Plano"}
      description="Preços, limites de uso e recursos incluídos."
      onBack={back}
      id={planId}
      record={plan}
      loadingLabel="Carregando plano..."
      loadError={PLAN_MESSAGES.loadError}
      notFound={{
        title: "Plano não encontrado",
        message: "O plano solicitado não existe ou foi excluído.",
        backLabel: "Voltar para a lista de planos",
        onBack: () => void navigate("/admin/subscription/plans"),
      }}
      savedTitle={PLAN_MESSAGES.saved}
      form={(record, onSaved) => <PlanForm plan={record} onSaved={onSaved} onCancel={back} />}
    />
  );
}

/** The plan's count limits, in the order the form shows them; `min` is the smallest count the plan accepts. */
const USER_LIMIT_FIELDS = [
  { label: "Administradores corporativos", min: 1, name: "featuresConfig.user_roles_limit.corporate_admin" },
  { label: "Supervisores", min: 0, name: "featuresConfig.user_roles_limit.supervisor_user" },
  { label: "Usuários padrão", min: 1, name: "featuresConfig.user_roles_limit.standard_user" },
] as const;
const USAGE_LIMIT_FIELDS = [
  { label: "Assinaturas por mês", min: 0, name: "featuresConfig.monthly_signatures_limit" },
  { label: "Máximo de categorias", min: 1, name: "featuresConfig.max_categories_allowed" },
  { label: "Máximo de modelos", min: 1, name: "featuresConfig.max_templates_allowed" },
  { label: "Tokens do assistente por mês", min: 0, name: "featuresConfig.ai_monthly_tokens" },
] as const;
type CountName = (typeof USER_LIMIT_FIELDS | typeof USAGE_LIMIT_FIELDS)[number]["name"];

/** One whole-number limit of the plan. */
function CountField({
  label,
  min,
  name,
  field,
}: {
  label: string;
  min: number;
  name: CountName;
  field: ReturnType<typeof useZodForm<PlanFormInput>>["field"];
}) {
  return <InputField label={label} type="number" min={min} {...field(name, numberInput)} />;
}

/** A price in reais, typed as Brazilians write money ("199,90", "1.999,00"); the form holds reais. */
function PriceField({
  name,
  control,
  ...props
}: {
  label: string;
  name: "monthlyPrice" | "annualPrice";
  control: Control<PlanFormInput>;
  hint?: string;
  requiredMark?: boolean;
}) {
  const { field, fieldState } = useController({ name, control });
  const reais = field.value;
  return (
    <MoneyField
      {...props}
      ref={field.ref}
      name={name}
      value={typeof reais === "number" && Number.isFinite(reais) ? Math.round(reais * 100) : null}
      // Text it could not read is NaN, which the schema refuses; blank is null.
      onCents={(cents, typed) => field.onChange(cents === null ? (typed.trim() ? Number.NaN : null) : cents / 100)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

function PlanForm({ plan, onSaved, onCancel }: { plan?: Plan; onSaved: () => void; onCancel: () => void }) {
  const save = useSavePlan(plan?.id);
  const form = useZodForm<PlanFormInput>(planFormSchema, {
    defaultValues: plan ? planToForm(plan) : emptyPlanForm(),
    // A refused limit (negative, zero admins…) shows under its field as soon as it is typed.
    mode: "onChange",
  });
  const {
    register,
    field,
    watch,
    formState: { isSubmitting },
  } = form;
  const { onSubmit, saveError } = useServerSubmit(form, (values) => save.mutateAsync(values).then(onSaved), {
    message: (err) => clientErrorMessage(err, PLAN_MESSAGES.saveError),
  });
  const limits = watch("featuresConfig.user_roles_limit");
  // A limit that is not a count yet (blank, negative) adds nothing: the total is never negative.
  const counted = (v: unknown) => Math.max(0, Math.trunc(Number(v)) || 0);
  const total = totalUsersOf({
    corporate_admin: counted(limits?.corporate_admin),
    supervisor_user: counted(limits?.supervisor_user),
    standard_user: counted(limits?.standard_user),
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <FormSection title="Informações do plano">
        <InputField label="Nome" requiredMark maxLength={100} {...field("name")} className="sm:col-span-2" />
        <TextAreaField label="Descrição" {...field("description")} className="sm:col-span-2" />
        <PriceField label="Preço mensal (R$)" name="monthlyPrice" control={form.control} requiredMark />
        <PriceField
          label="Preço anual (R$)"
          name="annualPrice"
          control={form.control}
          hint="Opcional. Zero ou vazio aparece como Gratuito."
        />
        <CheckboxField label="Plano ativo" {...register("isActive")} />
      </FormSection>

      <FormSection title="Limites de usuários" className="items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {USER_LIMIT_FIELDS.map((f) => (
          <CountField key={f.name} {...f} field={field} />
        ))}
        <InputField
          label="Máximo de usuários (total)"
          type="number"
          value={total}
          readOnly
          hint="Calculado: soma dos três limites."
          className="[&_input]:bg-slate-100"
        />
      </FormSection>

      <FormSection title="Limites de uso" className="gap-4 sm:grid-cols-3">
        {USAGE_LIMIT_FIELDS.map((f) => (
          <CountField key={f.name} {...f} field={field} />
        ))}
      </FormSection>

      <FormSection title="Recursos" className="gap-3 sm:grid-cols-2">
        {(Object.keys(PLAN_FLAG_LABELS) as PlanFlag[]).map((flag) => (
          <CheckboxField key={flag} label={PLAN_FLAG_LABELS[flag]} {...register(`featuresConfig.${flag}`)} />
        ))}
      </FormSection>

      <FormActions onCancel={onCancel} saving={isSubmitting} lockCancel label="Salvar plano" />
    </form>
  );
}
