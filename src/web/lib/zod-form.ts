import { zodResolver } from "@hookform/resolvers/zod";
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

/** The resolver of a form validated by a shared Zod schema (its input type may differ from the form's values). */
export const resolverOf = <T extends FieldValues>(schema: z.ZodType) =>
  zodResolver(schema as never) as unknown as Resolver<T>;

/**
 * A field's register() props with its error message, to spread on the InputField family:
 * `<InputField label="Nome" {...field("name")} />`. Works for nested names ("smtp.host").
 */
export function fieldBinder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "register" | "getFieldState" | "formState">,
) {
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

/** useForm validated by `schema`, plus `field(name)` (see fieldBinder). */
export function useZodForm<T extends FieldValues>(schema: z.ZodType, options: Omit<UseFormProps<T>, "resolver"> = {}) {
  const form = useForm<T>({ ...options, resolver: resolverOf<T>(schema) });
  return { ...form, field: fieldBinder(form) };
}
