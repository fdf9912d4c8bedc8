import type { FormEvent } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useZodForm } from "../../../lib/zod-form";
import { useTestAction } from "../api";

/** A send-a-test form (its own schema and values) posting to `url`; resets the last outcome on submit. */
export function useTestForm<T extends FieldValues>(url: string, schema: z.ZodType, defaultValues: DefaultValues<T>) {
  const test = useTestAction<T>(url);
  const form = useZodForm<T>(schema, { defaultValues });
  const submit = form.handleSubmit((values) => {
    test.reset();
    test.mutate(values);
  });
  return { test, form, onSubmit: (e: FormEvent) => void submit(e) };
}
