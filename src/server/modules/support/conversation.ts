import type { Actor } from "../../../domain/auth/permissions";
import type { ReplyForm, StaffReply, TicketDetail } from "../../../domain/support/support";
import type { Deps } from "../../platform/deps";
import { mailCustomerReply, mailTeam } from "./notify";
import { replyAsCustomer } from "./reply-as-customer";
import { replyAsStaff } from "./reply-as-staff";
import type { ReplySource } from "./ticket-writes";

type ConversationDeps = Pick<Deps, "db" | "mailer" | "config" | "log">;

/**
 * A reply and the e-mail to the other side: the one path of the app's reply routes and of a reply
 * e-mail (decision 0050), so both reopen, record, refresh live and notify alike.
 */
export async function customerReplies(
  deps: ConversationDeps,
  actor: Actor,
  ticketId: string,
  input: ReplyForm,
  source?: ReplySource,
): Promise<TicketDetail> {
  const ticket = await replyAsCustomer(deps.db, actor, ticketId, input, source);
  await mailTeam(deps, ticket, input.body, false);
  return ticket;
}

/** The team's reply; a public one is mailed to the customer, an internal note never. */
export async function staffReplies(
  deps: ConversationDeps,
  actor: Actor,
  ticketId: string,
  input: StaffReply,
  source?: ReplySource,
): Promise<TicketDetail> {
  const ticket = await replyAsStaff(deps.db, actor, ticketId, input, source);
  if (!input.internal) await mailCustomerReply(deps, ticket, input.body);
  return ticket;
}
