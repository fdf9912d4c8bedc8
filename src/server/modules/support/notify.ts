import { PLATFORM_BRAND } from "../../../domain/branding";
import { SUPPORT_STATUS_LABELS, type TicketDetail } from "../../../domain/support";
import type { Deps } from "../../platform/deps";
import { action, heading, layoutEmail, note, para } from "../../platform/mail/email-layout";
import { supportAgents } from "./read-tickets";

type MailDeps = Pick<Deps, "db" | "mailer" | "config" | "log">;

/**
 * E-mails of the support conversation, both ways, through the system mailer after the change committed
 * (a failure is logged, never undoes the message). No inbound address is configured (decision 0046):
 * each e-mail carries the link to answer in the app.
 */
async function send(deps: MailDeps, to: string, subject: string, blocks: Parameters<typeof layoutEmail>[1]["blocks"]) {
  try {
    await deps.mailer.send({
      to,
      subject,
      ...layoutEmail(PLATFORM_BRAND, { subject, blocks, assetBaseUrl: deps.config.appUrl }),
    });
  } catch (err) {
    deps.log.error(`[suporte] e-mail para ${to} não enviado: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const url = (deps: MailDeps, path: string) => `${deps.config.appUrl.replace(/\/$/, "")}${path}`;
const quoted = (body: string) => body.split(/\n{2,}/).map(para);

/** The team's public reply reaches the customer who opened the ticket. */
export async function mailCustomerReply(deps: MailDeps, ticket: TicketDetail, body: string): Promise<void> {
  const subject = `Resposta ao seu chamado #${ticket.number}: ${ticket.subject}`;
  await send(deps, ticket.requester.email, subject, [
    heading(`Chamado #${ticket.number}`),
    para(`Olá, ${ticket.requester.name}. A equipe de suporte respondeu ao seu chamado "${ticket.subject}":`),
    ...quoted(body),
    action("Ver e responder o chamado", url(deps, `/support/${ticket.id}`)),
    note(
      `Status: ${SUPPORT_STATUS_LABELS[ticket.status]}. Para responder, use o link acima: este endereço não recebe respostas.`,
    ),
  ]);
}

/** The customer's new ticket or reply reaches its assignee, or every super admin while nobody has it. */
export async function mailTeam(deps: MailDeps, ticket: TicketDetail, body: string, isNew: boolean): Promise<void> {
  const to = ticket.assignee ? [ticket.assignee.email] : (await supportAgents(deps.db)).map((a) => a.email);
  const mark = ticket.priority ? "[Prioritário] " : "";
  const subject = `${mark}${isNew ? "Novo chamado" : "Nova mensagem no chamado"} #${ticket.number}: ${ticket.subject}`;
  const who = `${ticket.requester.name} (${ticket.requester.email})${ticket.accountName ? ` — ${ticket.accountName}` : ""}`;
  for (const address of to) {
    await send(deps, address, subject, [
      heading(`Chamado #${ticket.number}`),
      para(`${who} ${isNew ? "abriu um chamado" : "respondeu"}:`),
      ...quoted(body),
      action("Abrir na fila de suporte", url(deps, `/admin/support/${ticket.id}`)),
    ]);
  }
}
