import type { FormEvent, ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";

import type { AccountSettingsView } from "./account-settings-page";
import { Panel } from "./panel";
import { SaveBar } from "./save-bar";
import { SystemAccountNotice } from "./system-account-notice";

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
