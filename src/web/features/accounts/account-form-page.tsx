import { useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import {
  ACCOUNT_FORM_HINTS,
  ACCOUNT_MESSAGES,
  type AccountDetail,
  type AccountFormInput,
  accountFormSchema,
  accountToForm,
  emptyAccountForm,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
} from "../../../domain/accounts/accounts";
import { formatPrice } from "../../../domain/plans/plans";
import { maskCnpjInput } from "../../../domain/shared/brazil";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormActions } from "../../components/ui/form-actions";
import {
  CheckboxField,
  FormSection,
  InputField,
  LabelledOptions,
  SelectField,
  TextAreaField,
} from "../../components/ui/form-field";
import { PhoneField } from "../../components/ui/phone-field";
import { RecordFormPage } from "../../components/ui/record-form-page";
import { SecretField } from "../../components/ui/secret-field";
import { ApiError, clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { useZodForm } from "../../lib/zod-form";
import { AiBudgetPanel } from "./ai-budget-panel";
import { accountQuery, activePlansQuery, categoryOptionsQuery, useSaveAccount } from "./api";
import { CategorySelectDialog } from "./category-select-dialog";

/** /admin/corporate-accounts/create and /edit/{accountId} (spec 2 §2.7). */
export default function AccountFormPage() {
  const { accountId } = useParams();
  const navigate = useNavigate();
  const account = useQuery({ ...accountQuery(accountId ?? ""), enabled: Boolean(accountId) });
  const toList = () => void navigate("/admin/corporate-accounts");
  // The plan select needs its options before the form sets its value.
  const plans = useQuery(activePlansQuery);
  return (
    <RecordFormPage
      title={accountId ? "Editar Conta Corporativa" : "Nova Conta Corporativa"}
      description="Dados da empresa, assinatura, integrações e categorias disponíveis."
      onBack={toList}
      id={accountId}
      record={account}
      preparing={plans.isPending ? "Carregando planos..." : null}
      loadingLabel="Carregando conta..."
      loadError={ACCOUNT_MESSAGES.loadError}
      notFound={{
        title: "Conta corporativa não encontrada",
        message: "A conta solicitada não existe ou foi excluída.",
        backLabel: "Voltar para a lista de contas",
        onBack: toList,
      }}
      savedTitle={ACCOUNT_MESSAGES.saved}
      form={(record, onSaved) => (
        <>
          <AccountForm account={record} onSaved={onSaved} onCancel={toList} />
          {/* Its own form and save (the assistant's budget is not part of the account's record). */}
          {record && (
            <div className="mt-8">
              <AiBudgetPanel accountId={record.id} />
            </div>
          )}
        </>
      )}
    />
  );
}

/** The banner of a refused save: the server's text when its field errors went under the fields. */
function saveErrorMessage(e: unknown): string {
  if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) {
    return e.fieldErrors.categoryIds ? ACCOUNT_MESSAGES.categoriesError : e.message;
  }
  return clientErrorMessage(e, ACCOUNT_MESSAGES.saveError);
}

function AccountForm({
  account,
  onSaved,
  onCancel,
}: {
  account?: AccountDetail;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveAccount(account?.id);
  const plans = useQuery(activePlansQuery);
  const categories = useQuery(categoryOptionsQuery);
  const [picking, setPicking] = useState(false);
  const form = useZodForm<AccountFormInput>(accountFormSchema, {
    defaultValues: account ? accountToForm(account) : emptyAccountForm(),
  });
  const {
    register,
    field,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, saveError } = useServerSubmit(form, (values) => save.mutateAsync(values).then(onSaved), {
    message: saveErrorMessage,
  });
  const errorBox = useRef<HTMLDivElement>(null);
  // "Salvar" sits at the bottom of a long form: bring the answer to where the user is looking.
  useEffect(() => {
    if (saveError) errorBox.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [saveError]);
  const selected = (watch("categoryIds") ?? []) as string[];
  const stored = account?.categoryIds ?? [];
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const planOptions = plans.data ?? [];
  const currentPlanMissing = account?.planId && !planOptions.some((p) => p.id === account.planId);
  const chosenPlan = planOptions.find((p) => p.id === watch("planId"));
  const categoryLimit = chosenPlan ? { max: chosenPlan.maxCategoriesAllowed, planName: chosenPlan.name } : null;
  const doc = register("document");

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      {saveError && (
        <div ref={errorBox}>
          <Alert tone="error">{saveError}</Alert>
        </div>
      )}
      <FormSection title="Informações da empresa">
        <InputField label="Nome" requiredMark {...field("name")} className="sm:col-span-2" />
        <InputField label="E-mail" type="email" {...field("email")} />
        <PhoneField label="Telefone" {...field("phone")} />
        <InputField
          label="CNPJ"
          inputMode="text"
          placeholder="00.000.000/0000-00"
          maxLength={18}
          error={errors.document?.message}
          {...doc}
          onChange={(e) => {
            e.target.value = maskCnpjInput(e.target.value);
            void doc.onChange(e);
          }}
        />
        <TextAreaField label="Endereço" {...field("address")} className="sm:col-span-2" />
      </FormSection>

      <FormSection title="Assinatura">
        <SelectField label="Plano" {...field("planId")} disabled={plans.isPending}>
          <option value="">Sem plano</option>
          {currentPlanMissing && account?.planId && (
            <option value={account.planId}>{account.planName ?? "Plano atual"} (inativo)</option>
          )}
          {planOptions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} — {formatPrice(p.monthlyPrice)}
              {p.monthlyPrice > 0 ? "/mês" : ""}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status da assinatura" {...field("subscriptionStatus")}>
          <LabelledOptions values={SUBSCRIPTION_STATUSES} labels={SUBSCRIPTION_STATUS_LABELS} />
        </SelectField>
        <InputField
          label="Início da assinatura"
          type="date"
          hint={ACCOUNT_FORM_HINTS.subscriptionStart}
          {...field("subscriptionStartDate")}
        />
        <InputField label="Fim da assinatura" type="date" {...field("subscriptionEndDate")} />
        <InputField label="Última cobrança" type="date" {...field("lastBillingDate")} />
        <InputField label="Próxima cobrança" type="date" {...field("nextBillingDate")} />
      </FormSection>

      <FormSection
        title="Configuração SMTP"
        description="Servidor de e-mail da empresa. Deixe tudo em branco para não configurar. É a mesma configuração da tela de SMTP."
      >
        <InputField label="Host SMTP" placeholder="smtp.gmail.com" {...field("smtp.host")} />
        <InputField label="Porta" inputMode="numeric" {...field("smtp.port")} />
        <InputField label="Usuário" autoComplete="off" {...field("smtp.username")} />
        <SecretField
          label="Senha SMTP"
          storedHint={account?.smtp?.passwordSet ? "••••••••" : null}
          {...field("smtp.password")}
        />
        <InputField label="E-mail do remetente" type="email" {...field("smtp.fromEmail")} />
        <InputField label="Nome do remetente" {...field("smtp.fromName")} />
        <CheckboxField label="Usar SSL/TLS" {...register("smtp.secure")} />
      </FormSection>

      <FormSection
        title="Configuração WhatsApp (Evolution API)"
        description="Gateway de WhatsApp da empresa. Deixe tudo em branco para não configurar. É a mesma configuração da tela de WhatsApp."
      >
        <InputField
          label="URL da instância"
          type="url"
          placeholder="https://evolution.suaempresa.com.br"
          {...field("whatsapp.apiUrl")}
          className="sm:col-span-2"
        />
        <SecretField
          label="Chave da API"
          storedHint={account?.whatsapp?.apiKeySet ? account.whatsapp.apiKeyMasked : null}
          {...field("whatsapp.apiKey")}
        />
        <InputField label="Nome da instância" {...field("whatsapp.instanceName")} />
      </FormSection>

      <FormSection title="Categorias disponíveis">
        <div className="sm:col-span-2">
          {selected.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhuma categoria selecionada.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Categorias selecionadas">
              {selected.map((id) => (
                <li key={id} className="rounded-full bg-blue-50 px-3 py-1 text-xs font-medium text-blue-800">
                  {names.get(id) ?? "…"}
                </li>
              ))}
            </ul>
          )}
          {categoryLimit && (
            <p
              className={`mt-2 text-sm ${selected.length > categoryLimit.max ? "font-medium text-red-700" : "text-slate-600"}`}
              data-testid="category-limit"
            >
              {selected.length} de {categoryLimit.max} permitidas pelo plano {categoryLimit.planName}.
            </p>
          )}
          {errors.categoryIds && <p className="mt-1 text-sm text-red-700">{ACCOUNT_MESSAGES.categoryInvalid}</p>}
          <Button icon={ListChecks} variant="secondary" className="mt-3" onClick={() => setPicking(true)}>
            Selecionar categorias
          </Button>
        </div>
      </FormSection>

      <FormActions onCancel={onCancel} saving={isSubmitting} lockCancel label="Salvar conta" />

      {picking && (
        <CategorySelectDialog
          open
          onOpenChange={setPicking}
          selected={selected}
          stored={stored}
          limit={categoryLimit}
          onApply={(ids) => setValue("categoryIds", ids, { shouldDirty: true })}
        />
      )}
    </form>
  );
}
