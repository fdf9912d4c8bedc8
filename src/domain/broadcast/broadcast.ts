import { z } from "zod";
import { countSchema } from "../shared/fields";

/** Broadcast ('Mensagens em Massa', spec 3 §2, §4, §5, §7, §8). */
export const BROADCAST_MESSAGES = {
  titleAndMessage: "Título e mensagem são obrigatórios",
  channel: "Selecione pelo menos um canal de envio",
  recipients: "Selecione pelo menos uma empresa ou usuário",
  notAuthenticated: "Usuário não autenticado",
  imageUrl: "URL da imagem inválida",
  noEmail: "Usuário sem e-mail cadastrado",
  noPhone: "Usuário sem telefone cadastrado",
  smtpMissing:
    "Configuração de SMTP não encontrada. Por favor, configure o SMTP em Configurações antes de enviar emails.",
  whatsappMissing:
    "Configuração do WhatsApp não encontrada. Por favor, configure o WhatsApp em Configurações antes de enviar mensagens.",
  interrupted: "Envio interrompido durante uma reinicialização; não reenviado para evitar duplicidade",
  sendError: (text: string) => `Erro ao enviar mensagens: ${text}`,
  done: (sent: number, failed: number) => `Mensagens enviadas! Sucesso: ${sent}, Falhas: ${failed}`,
  /** Nothing went out (issue 21 §9): a failure, with the reasons and where to fix them. */
  noneSent: (failed: number) => `Nenhuma mensagem foi enviada. Falhas: ${failed}.`,
  someFailed: (sent: number, failed: number) => `Envio concluído com falhas. Sucesso: ${sent}, Falhas: ${failed}.`,
  reasonsTitle: "Motivos das falhas:",
} as const;

export const BROADCAST_STATUS_LABELS: Record<string, string> = {
  draft: "Rascunho",
  sending: "Enviando",
  sent: "Enviado",
  failed: "Falhou",
};

const trimmed = z.string().trim();
const id = z.string().min(1).max(100);

export const broadcastFormSchema = z
  .object({
    title: trimmed.max(200, "Título muito longo").default(""),
    message: trimmed.max(5000, "Mensagem muito longa").default(""),
    imageUrl: z
      .string()
      .trim()
      .max(2000)
      .default("")
      .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), BROADCAST_MESSAGES.imageUrl),
    sendEmail: z.boolean().default(true),
    sendWhatsapp: z.boolean().default(false),
    targetAllCompanies: z.boolean().default(false),
    targetCompanies: z.array(z.uuid()).max(10_000).default([]),
    targetUsers: z.array(id).max(100_000).default([]),
  })
  .superRefine((v, ctx) => {
    if (!v.title || !v.message) {
      ctx.addIssue({
        code: "custom",
        path: [v.title ? "message" : "title"],
        message: BROADCAST_MESSAGES.titleAndMessage,
      });
    }
    if (!v.sendEmail && !v.sendWhatsapp) {
      ctx.addIssue({ code: "custom", path: ["sendEmail"], message: BROADCAST_MESSAGES.channel });
    }
    if (!v.targetAllCompanies && v.targetCompanies.length === 0 && v.targetUsers.length === 0) {
      ctx.addIssue({ code: "custom", path: ["targetCompanies"], message: BROADCAST_MESSAGES.recipients });
    }
  });
export type BroadcastForm = z.output<typeof broadcastFormSchema>;
export type BroadcastFormInput = z.input<typeof broadcastFormSchema>;

export const broadcastSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  sendEmail: z.boolean(),
  sendWhatsapp: z.boolean(),
  totalCount: countSchema,
  sentCount: countSchema,
  failedCount: countSchema,
  /** Why deliveries failed, the most frequent first (at most 5). */
  failureReasons: z.array(z.object({ reason: z.string(), count: countSchema })),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/** How a finished broadcast ended: every message sent, some failed, or none sent (issue 21 §9). */
export function broadcastOutcome(b: Pick<Broadcast, "sentCount" | "failedCount">): "success" | "partial" | "failed" {
  if (b.failedCount === 0) return "success";
  return b.sentCount > 0 ? "partial" : "failed";
}

export const broadcastIdParamsSchema = z.object({ id: z.uuid({ error: "Mensagem não encontrada" }) });

export const recipientTreeSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    users: z.array(
      z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
    ),
  }),
);
export type RecipientTree = z.infer<typeof recipientTreeSchema>;

/* ---------- Recipient selection (spec 3 §4) ---------- */

export interface Selection {
  all: boolean;
  companies: readonly string[];
  users: readonly string[];
}
export const EMPTY_SELECTION: Selection = { all: false, companies: [], users: [] };

const usersOf = (tree: RecipientTree, companyId: string) => tree.find((c) => c.id === companyId)?.users ?? [];
const companyOfUser = (tree: RecipientTree, userId: string) => tree.find((c) => c.users.some((u) => u.id === userId));

/** 'All companies' clears every individual pick. */
export function toggleAll(_s: Selection, on: boolean): Selection {
  return { all: on, companies: [], users: [] };
}

/** Choosing a company clears its individual users; any manual pick turns 'all' off. */
export function toggleCompany(s: Selection, tree: RecipientTree, companyId: string, on: boolean): Selection {
  const its = new Set(usersOf(tree, companyId).map((u) => u.id));
  if (on) {
    return {
      all: false,
      companies: [...new Set([...s.companies, companyId])],
      users: s.users.filter((u) => !its.has(u)),
    };
  }
  return { all: false, companies: s.companies.filter((c) => c !== companyId), users: [...s.users] };
}

/**
 * Picking a user turns 'all' off; once every user of a company is picked one by one, the
 * company-level pick is removed (the users stay picked, so nobody is lost).
 */
export function toggleUser(s: Selection, tree: RecipientTree, userId: string, on: boolean): Selection {
  const users = on ? [...new Set([...s.users, userId])] : s.users.filter((u) => u !== userId);
  let companies = [...s.companies];
  const company = companyOfUser(tree, userId);
  if (on && company?.users.every((u) => users.includes(u.id))) {
    companies = companies.filter((c) => c !== company?.id);
  }
  return { all: false, companies, users };
}

/** A user of a selected company shows checked and disabled. */
export function userState(s: Selection, tree: RecipientTree, userId: string): { checked: boolean; disabled: boolean } {
  const company = companyOfUser(tree, userId);
  const viaCompany = s.all || (company ? s.companies.includes(company.id) : false);
  return { checked: viaCompany || s.users.includes(userId), disabled: viaCompany };
}

/** How many distinct people the selection reaches. */
export function recipientCount(s: Selection, tree: RecipientTree): number {
  if (s.all) return new Set(tree.flatMap((c) => c.users.map((u) => u.id))).size;
  const ids = new Set(s.users);
  for (const c of s.companies) for (const u of usersOf(tree, c)) ids.add(u.id);
  return ids.size;
}
