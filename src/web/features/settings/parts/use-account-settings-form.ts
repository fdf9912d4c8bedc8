import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import type { AccountSettingsView } from "./account-settings-page";
import { useSettingsForm } from "./use-settings-form";

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
  return { register: form.register, field: form.field, frame: { view, form: state, saving } };
}
