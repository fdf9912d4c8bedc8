import { useState } from "react";
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api";

/**
 * The one way a form shows the server's field errors (`details.fieldErrors` of a refused save) under its
 * fields. `fields`, when given, keeps only the form's own fields (the others stay for the banner). Answers
 * how many fields got a message, so a form can skip its banner when every error has a place.
 */
export function showServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
): number {
  if (!(err instanceof ApiError)) return 0;
  let placed = 0;
  for (const [path, message] of Object.entries(err.fieldErrors)) {
    if (fields && !fields.includes(path as Path<T>)) continue;
    setError(path as Path<T>, { type: "server", message });
    placed++;
  }
  return placed;
}

/**
 * A form's submit that clears the last failure, runs `save`, and on failure places the server's field
 * errors under their fields and keeps one Portuguese message for the form's alert (`saveError`).
 */
export function useServerSubmit<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "handleSubmit" | "setError">,
  save: (values: T) => Promise<void>,
  { message, fields }: { message: (err: unknown) => string; fields?: readonly Path<T>[] },
) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save(values);
    } catch (err) {
      showServerFieldErrors(err, form.setError, fields);
      setSaveError(message(err));
    }
  });
  return { onSubmit, saveError };
}
