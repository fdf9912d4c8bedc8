import type { FormEvent } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { settingsContracts } from "../../../../domain/settings/contract";
import type { ContractBody } from "../../../../domain/shared/contracts/define";
import { call } from "../../../lib/client";
import { useZodForm } from "../../../lib/zod-form";
import { useTestAction } from "../api";

/** The test route of an integration screen (SMTP, WhatsApp). */
type TestContract = (typeof settingsContracts)[keyof typeof settingsContracts]["test"];

/**
 * A send-a-test form: validated by the test route's own body schema, posted to that route; resets the
 * last outcome on submit.
 */
export function useTestForm<T extends FieldValues>(contract: TestContract, defaultValues: DefaultValues<T>) {
  // The form's values are the contract's body: its schema validated them.
  const test = useTestAction<T>((body) => call(contract, { body: body as unknown as ContractBody<TestContract> }));
  const form = useZodForm<T>(contract.body, { defaultValues });
  const submit = form.handleSubmit((values) => {
    test.reset();
    test.mutate(values);
  });
  return { test, form, onSubmit: (e: FormEvent) => void submit(e) };
}
