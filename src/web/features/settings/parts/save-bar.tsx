import { Save } from "lucide-react";
import { Button } from "../../../components/ui/button";

import { SuccessFlag } from "./success-flag";

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
      <Button icon={Save} type="submit" loading={saving}>
        Salvar
      </Button>
    </div>
  );
}
