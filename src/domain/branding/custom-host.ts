import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";
import { labelledValues } from "../shared/fields";
import { canonicalHost } from "../shared/host-name";

/**
 * White label's own host name (issue 26, decision 0043): an account answers its signers and
 * recipients at e.g. assinar.empresa.com.br once it proves control of the name by a DNS TXT record.
 */
export const { values: HOST_STATUSES, labels: HOST_STATUS_LABELS } = labelledValues({
  pending: "Aguardando verificação",
  verified: "Verificado",
  failed: "Falhou",
});
export type HostStatus = (typeof HOST_STATUSES)[number];

/** The TXT record that proves control: its name is derived from the host, its value is the account's token. */
export const txtRecordName = (host: string) => `_minuta.${host}`;

export const CUSTOM_HOST_MESSAGES = {
  hostInvalid: "Informe só o nome do endereço, sem http:// nem barras (ex.: assinar.empresa.com.br).",
  hostIsPlatform: "Este é o endereço da própria plataforma; use um endereço da sua empresa.",
  hostTaken: "Este endereço já está verificado por outra conta.",
  planFeature: "Seu plano não inclui White label (endereço próprio).",
  noHost: "Cadastre um endereço antes de verificar.",
  txtMissing: (name: string) => `Nenhum registro TXT com o código foi encontrado em ${name}.`,
  dnsFailed: (name: string) => `Não foi possível consultar o DNS de ${name}. Tente de novo em alguns minutos.`,
} as const;

/** A DNS name: 2+ labels of letters, digits and inner hyphens, a final label with a letter; no IP, port or path. */
const HOST_NAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

export const customHostFormSchema = z.object({
  host: z
    .string()
    .max(253, CUSTOM_HOST_MESSAGES.hostInvalid)
    // Trimmed, lower case, without a trailing dot or a port: the spelling the host gate compares.
    .transform(canonicalHost)
    .refine((h) => HOST_NAME.test(h), CUSTOM_HOST_MESSAGES.hostInvalid),
});
export type CustomHostForm = z.input<typeof customHostFormSchema>;

export const customHostSchema = z.object({
  host: z.string(),
  status: z.enum(HOST_STATUSES),
  txtName: z.string(),
  txtValue: z.string(),
  checkedAt: dateTimeText.nullable(),
  verifiedAt: dateTimeText.nullable(),
  lastError: z.string().nullable(),
});
export type CustomHost = z.infer<typeof customHostSchema>;

/** The settings card: whether the plan has White label, and the host registered (if any). */
export const customHostScreenSchema = z.object({
  enabled: z.boolean(),
  customHost: customHostSchema.nullable(),
});
export type CustomHostScreen = z.infer<typeof customHostScreenSchema>;
