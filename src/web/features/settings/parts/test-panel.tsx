import type { FormEvent, ReactNode } from "react";

import { Panel } from "./panel";
import { TestOutcome } from "./test-outcome";

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
