import { zodResolver } from "@hookform/resolvers/zod";
import type { UseQueryResult } from "@tanstack/react-query";
import { CheckCircle2, Info, Save, Send } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { SETTINGS_MESSAGES } from "../../../domain/settings";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ListError, ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ApiError, clientErrorMessage } from "../../lib/api";
import { useTestAction } from "./api";

const isNoAccount = (err: unknown) => err instanceof ApiError && err.code === "NO_ACCOUNT";

/**
 * A settings screen: header, then loading / load error (with retry) / the forms for the loaded view.
 * `accountScoped`: the settings belong to the actor's account, so "no account" gets its own message.
 */
export function SettingsPage<TView>({
  title,
  description,
  query,
  loadingLabel,
  loadError,
  accountScoped = false,
  children,
}: {
  title: string;
  description: string;
  query: UseQueryResult<TView>;
  loadingLabel: string;
  loadError: string;
  accountScoped?: boolean;
  children: (view: TView) => ReactNode;
}) {
  return (
    <div className="max-w-3xl">
      <PageHeader title={title} description={description} />
      {query.isPending ? (
        <ListLoading label={loadingLabel} />
      ) : query.isError ? (
        accountScoped && isNoAccount(query.error) ? (
          <Alert tone="error">{SETTINGS_MESSAGES.noAccount}</Alert>
        ) : (
          <ListError message={loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )
      ) : (
        children(query.data)
      )}
    </div>
  );
}

const resolverOf = <T extends FieldValues>(schema: z.ZodType) => zodResolver(schema as never) as unknown as Resolver<T>;

/**
 * A settings form. Saving clears the stored secrets' inputs and shows the success flag; a failure puts
 * the field errors under the fields and a banner on top: the server's message for any 4xx answer ("no
 * account", a refused address…), otherwise `failed`.
 */
export function useSettingsForm<T extends FieldValues>(
  schema: z.ZodType,
  defaultValues: DefaultValues<T>,
  {
    save,
    secrets,
    saved,
    failed,
  }: {
    save: (values: T) => Promise<unknown>;
    secrets: ReadonlyArray<Path<T>>;
    saved: string;
    failed: string;
    /** Kept for callers; a 4xx message (including "no account") always reaches the banner. */
    accountScoped?: boolean;
  },
) {
  const form = useForm<T>({ resolver: resolverOf<T>(schema), defaultValues });
  const flag = useSuccessFlag();
  const [saveError, setSaveError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    flag.hide();
    try {
      await save(values);
      for (const name of secrets) form.resetField(name, { defaultValue: "" as PathValue<T, Path<T>> });
      flag.show(saved);
    } catch (err) {
      for (const [p, message] of Object.entries(fieldErrorsOf(err))) form.setError(p as Path<T>, { message });
      setSaveError(clientErrorMessage(err, failed));
    }
  });
  return { form, onSubmit: (e: FormEvent) => void submit(e), saveError, savedMessage: flag.message };
}

/** The success flag and the "Salvar" submit button at the end of a settings form. */
export function SaveBar({
  message,
  saving,
  className = "",
}: {
  message: string | null;
  saving: boolean;
  className?: string;
}) {
  return (
    <div className={["flex flex-wrap items-center justify-end gap-3", className].filter(Boolean).join(" ")}>
      <SuccessFlag message={message} />
      <Button type="submit" loading={saving}>
        {!saving && <Save aria-hidden="true" className="size-4" />}
        Salvar
      </Button>
    </div>
  );
}

/** A send-a-test form (its own schema and values) posting to `url`; resets the last outcome on submit. */
export function useTestForm<T extends FieldValues>(url: string, schema: z.ZodType, defaultValues: DefaultValues<T>) {
  const test = useTestAction<T>(url);
  const form = useForm<T>({ resolver: resolverOf<T>(schema), defaultValues });
  const submit = form.handleSubmit((values) => {
    test.reset();
    test.mutate(values);
  });
  return { test, form, onSubmit: (e: FormEvent) => void submit(e) };
}

export function SendTestButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" loading={sending}>
      {!sending && <Send aria-hidden="true" className="size-4" />}
      Enviar teste
    </Button>
  );
}

/** A success flag that disappears after 3 s (spec 2 §4: settings save). */
export function useSuccessFlag(ms = 3000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const t = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(t);
  }, [message, ms]);
  return { message, show: setMessage, hide: () => setMessage(null) };
}

export function SuccessFlag({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
    >
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {message}
    </div>
  );
}

/** The notice a super admin sees: they edit the all-zero system account. */
export function SystemAccountNotice({ show, accountName }: { show: boolean; accountName: string }) {
  if (!show) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Info aria-hidden="true" className="size-4" />
        Configuração exclusiva da conta {accountName}.
      </p>
    );
  }
  return <Alert tone="warning">{SETTINGS_MESSAGES.systemNotice}</Alert>;
}

export function Panel({
  title,
  children,
  description,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <div className="mt-1 mb-4 text-sm text-slate-600">{description}</div>}
      {!description && <div className="mb-4" />}
      {children}
    </section>
  );
}

/** Result of a test action: the server's (provider's) answer in Portuguese. */
export function TestOutcome({ data, error }: { data?: { message: string } | null; error?: unknown }) {
  if (data) return <Alert tone="success">{data.message}</Alert>;
  if (error)
    return <Alert tone="error">{error instanceof ApiError ? error.message : "Erro de rede. Tente novamente."}</Alert>;
  return null;
}

/** Field errors of an ApiError, for react-hook-form's setError. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  return err instanceof ApiError ? err.fieldErrors : {};
}

/** What the SMTP and WhatsApp screens load: the account they work on and its stored configuration. */
interface AccountSettingsView {
  isSystemAccount: boolean;
  accountName: string;
  config: unknown;
}

/** SettingsPage for the SMTP and WhatsApp screens: they work on an account ("no account" message). */
export function AccountSettingsPage<TView extends AccountSettingsView>(
  props: Omit<Parameters<typeof SettingsPage<TView>>[0], "loadingLabel" | "accountScoped">,
) {
  return <SettingsPage {...props} loadingLabel="Carregando configuração..." accountScoped />;
}

/**
 * useSettingsForm of an account's integration (account-scoped: "no account" keeps the server's text);
 * `frame` goes to AccountSettingsForms.
 */
export function useAccountSettingsForm<T extends FieldValues>(
  view: AccountSettingsView,
  schema: z.ZodType,
  defaultValues: DefaultValues<T>,
  options: { save: (values: T) => Promise<unknown>; secrets: ReadonlyArray<Path<T>>; saved: string; failed: string },
) {
  const { form, ...state } = useSettingsForm<T>(schema, defaultValues, { ...options, accountScoped: true });
  const saving = form.formState.isSubmitting;
  return { register: form.register, errors: form.formState.errors, frame: { view, form: state, saving } };
}

/**
 * An account's integration screen (SMTP, WhatsApp; spec 2 §2.11–§2.12): the account notice, the
 * configuration form (save-error banner, fields, the Salvar bar), optional tips, and the test panel
 * once a configuration is stored.
 */
export function AccountSettingsForms({
  view,
  title,
  form,
  saving,
  formClassName = "grid gap-4",
  children,
  tips,
  testPanel,
}: {
  view: AccountSettingsView;
  title: string;
  form: { onSubmit: (e: FormEvent) => void; saveError: string | null; savedMessage: string | null };
  saving: boolean;
  formClassName?: string;
  children: ReactNode;
  tips?: ReactNode;
  testPanel: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <SystemAccountNotice show={view.isSystemAccount} accountName={view.accountName} />
      <Panel title={title}>
        <form onSubmit={form.onSubmit} noValidate className={formClassName}>
          {form.saveError && (
            <div className="col-span-full">
              <Alert tone="error">{form.saveError}</Alert>
            </div>
          )}
          {children}
          <SaveBar message={form.savedMessage} saving={saving} className="col-span-full" />
        </form>
      </Panel>
      {tips}
      {view.config ? testPanel : null}
    </div>
  );
}

/** A send-a-test panel: its form, its fields (with the SendTestButton), then the server's answer. */
export function TestPanel({
  title,
  description,
  test,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  test: { data?: { message: string } | null; error?: unknown };
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Panel title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        {children}
        <TestOutcome data={test.data} error={test.error} />
      </form>
    </Panel>
  );
}
