import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form with the auth schema's resolver (input and output types from the schema): the sign-up
 * and reset-password forms. Not in auth-form-parts.tsx, which the login page's Zod-free chunk imports.
 */
export function useAuthForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const resolver = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues });
}
