import { type FormEvent, useState } from "react";
import type { DefaultValues, FieldValues, Path, PathValue } from "react-hook-form";
import type { z } from "zod";
import { clientErrorMessage } from "../../../lib/api";
import { showServerFieldErrors } from "../../../lib/form-errors";
import { useZodForm } from "../../../lib/zod-form";
import { useSuccessFlag } from "./success-flag";

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
  const form = useZodForm<T>(schema, { defaultValues });
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
      showServerFieldErrors(err, form.setError);
      setSaveError(clientErrorMessage(err, failed));
    }
  });
  return { form, onSubmit: (e: FormEvent) => void submit(e), saveError, savedMessage: flag.message };
}
