import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { TestOutcome } from "./test-outcome";

/**
 * A field with the button that tests it beside it (under it on a narrow screen), and the test's answer
 * below both: the ZapSign key ("Testar Conexão") and webhook ("Testar Webhook"). The field takes the
 * row's free width.
 */
export function FieldTest({
  icon,
  action,
  onTest,
  disabled,
  test,
  children,
}: {
  icon: LucideIcon;
  action: string;
  onTest: () => void;
  disabled: boolean;
  test: { isPending: boolean; data?: { message: string } | null; error?: unknown };
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">{children}</div>
        <Button icon={icon} variant="secondary" onClick={onTest} disabled={disabled} loading={test.isPending}>
          {action}
        </Button>
      </div>
      <TestOutcome data={test.data} error={test.error} />
    </>
  );
}
