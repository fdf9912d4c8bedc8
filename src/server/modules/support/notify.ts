import { PLATFORM_BRAND } from "../../../domain/branding/branding";
import { INBOUND_MESSAGES } from "../../../domain/support/inbound";
import { SUPPORT_STATUS_LABELS, type TicketDetail } from "../../../domain/support/support";
import type { Deps } from "../../platform/deps";
import { action, heading, layoutEmail, note, para } from "../../platform/mail/email-layout";
import { supportAgents } from "./read-tickets";
import { replyAddress } from "./reply-address";

type MailDeps = Pick<Deps, "db" | "mailer" | "config" | "log">;

type Blocks = Parameters<typeof layoutEmail>[1]["blocks"];
type Recipient = { id: string; email: string };

/**
 * E-mails of the support conversation, both ways, through the system mailer after the change committed
 * (a failure is logged, never undoes the message). Each carries the link to answer in the app; with an
 * inbound address configured (decision 0050) also a Reply-To of its own, issued to this recipient on
 * this ticket, so replying to the e-mail adds to the ticket. Without one, the link only (decision 0046).
 */
async function send(deps: MailDeps, ticket: TicketDetail, to: Recipient, subject: string, blocks: Blocks) {
  const inbound = deps.config.supportInbound;
  const replyTo = inbound ? replyAddress(inbound, deps.config.authSecret, ticket, to.id) : undefined;
  const toTeam = to.id !== ticket.requester.id;
  const hint = note(
    !inbound ? INBOUND_MESSAGES.linkOnly : toTeam ? INBOUND_MESSAGES.teamReplyHint : INBOUND_MESSAGES.replyHint,
  );
  try {
    await deps.mailer.send({
      to: to.email,
      subject,
      ...(replyTo ? { replyTo } : {}),
      ...layoutEmail(PLATFORM_BRAND, { subject, blocks: [...blocks, hint], assetBaseUrl: deps.config.appUrl }),
    });
  } catch (err) {
    deps.log.error(
      `[suporte] e-mail para ${to.email} não enviado: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

const url = (deps: MailDeps, path: string) => `${deps.config.appUrl.replace(/\/$/, "")}${path}`;
const quoted = (body: string) => body.split(/\n{2,}/).map(para);

/** The team's public reply reaches the customer who opened the ticket. */
export async function mailCustomerReply(deps: MailDeps, ticket: TicketDetail, body: string): Promise<void> {
  const subject = `Resposta ao seu chamado #${ticket.number}: ${ticket.subject}`;
  await send(deps, ticket, ticket.requester, subject, [
    heading(`Chamado #${ticket.number}`),
    para(`Olá, ${ticket.requester.name}. A equipe de suporte respondeu ao seu chamado "${ticket.subject}":`),
    ...quoted(body),
    action("Ver e responder o chamado", url(deps, `/support/${ticket.id}`)),
    note(`Status: ${SUPPORT_STATUS_LABELS[ticket.status]}.`),
  ]);
}

/** The customer's new ticket or reply reaches its assignee, or every super admin while nobody has it. */
export async function mailTeam(deps: MailDeps, ticket: TicketDetail, body: string, isNew: boolean): Promise<void> {
  const to = ticket.assignee ? [ticket.assignee] : await supportAgents(deps.db);
  const mark = ticket.priority ? "[Prioritário] " : "";
  const subject = `${mark}${isNew ? "Novo chamado" : "Nova mensagem no chamado"} #${ticket.number}: ${ticket.subject}`;
  const who = `${ticket.requester.name} (${ticket.requester.email})${ticket.accountName ? ` — ${ticket.accountName}` : ""}`;
  for (const agent of to) {
    await send(deps, ticket, agent, subject, [
      heading(`Chamado #${ticket.number}`),
      para(`${who} ${isNew ? "abriu um chamado" : "respondeu"}:`),
      ...quoted(body),
      action("Abrir na fila de suporte", url(deps, `/admin/support/${ticket.id}`)),
    ]);
  }
}
