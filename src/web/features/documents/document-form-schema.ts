import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { checkAutoSendRecipients, DOCUMENT_MESSAGES, isValidEmail } from "../../../domain/documents/documents";
import { documentValuesSchema } from "../../../domain/documents/values";
import { isValidPhone } from "../../../domain/shared/brazil";
import type { VariableDefinition } from "../../../domain/templates/variables";

/** What the form holds: the values map plus the fixed fields of spec 3 §2. */
export interface DocumentFormValues {
  values: Record<string, unknown>;
  headerId: string;
  footerId: string;
  recipientEmail: string;
  recipientPhone: string;
  autoSendEmail: boolean;
  autoSendWhatsapp: boolean;
}

/**
 * The schema for one save: the template's values with the shared per-variable rules
 * (documentValuesSchema: drafts may be incomplete, finalizing may not), and the recipients.
 */
export function documentFormSchema(
  variables: readonly VariableDefinition[],
  mode: "draft" | "final",
  content?: string,
) {
  return z
    .object({
      values: documentValuesSchema(variables, { mode, content }),
      headerId: z.string(),
      footerId: z.string(),
      recipientEmail: z
        .string()
        .trim()
        .refine((v) => v === "" || isValidEmail(v), DOCUMENT_MESSAGES.emailInvalid),
      recipientPhone: z
        .string()
        .trim()
        .refine((v) => v === "" || isValidPhone(v), DOCUMENT_MESSAGES.phoneInvalid),
      autoSendEmail: z.boolean(),
      autoSendWhatsapp: z.boolean(),
    })
    .superRefine(checkAutoSendRecipients);
}

/** A resolver whose mode is read at submit time (Salvar Rascunho → draft, Finalizar → final). */
export function documentFormResolver(
  variables: readonly VariableDefinition[],
  mode: () => "draft" | "final",
  content?: string,
): Resolver<DocumentFormValues> {
  return (data, context, options) =>
    zodResolver(documentFormSchema(variables, mode(), content))(data, context, options) as ReturnType<
      Resolver<DocumentFormValues>
    >;
}

/** Starting values: every variable present (booleans false, others ""), then the saved ones. */
export function initialValues(
  variables: readonly VariableDefinition[],
  saved: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const v of variables) {
    const s = saved[v.key];
    out[v.key] = s ?? (v.type === "boolean" ? false : v.type === "list" ? [] : "");
  }
  return out;
}
