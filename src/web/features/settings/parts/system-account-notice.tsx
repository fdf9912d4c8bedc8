import { Info } from "lucide-react";
import { SETTINGS_MESSAGES } from "../../../../domain/settings/settings";
import { Alert } from "../../../components/ui/alert";

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
