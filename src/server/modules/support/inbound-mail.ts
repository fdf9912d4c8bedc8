import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import PostalMime, { type Address, type Email } from "postal-mime";
import type { Actor } from "../../../domain/auth/permissions";
import { hasRole } from "../../../domain/auth/permissions";
import {
  htmlReplyText,
  INBOUND_DROP_LABELS,
  INBOUND_MESSAGES,
  type InboundAnswer,
  type InboundDropReason,
  stripQuotedReply,
} from "../../../domain/support/inbound";
import { SUPPORT_ATTACHMENTS_PER_MESSAGE, SUPPORT_MESSAGES } from "../../../domain/support/support";
import { users } from "../../db/tables/auth";
import { supportMessages, supportTickets } from "../../db/tables/support";
import type { SupportInbound } from "../../platform/config";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { dbErrorClass } from "../../platform/errors/db-errors";
import { loadActor } from "../auth";
import { uploadAttachment } from "./attachments";
import { customerReplies, staffReplies } from "./conversation";
import { supportAgents } from "./read-tickets";
import { issuedTo, type ReplyToken, replyTokenIn } from "./reply-address";

type InboundDeps = Pick<Deps, "db" | "storage" | "mailer" | "config" | "log">;

const BODY_MAX = 5000;

const mailboxes = (list: readonly Address[] | Address | undefined): string[] =>
  (Array.isArray(list) ? list : list ? [list] : []).flatMap((a: Address) =>
    a.group ? a.group.map((m) => m.address) : [a.address],
  );

const header = (email: Email, key: string) => email.headers.filter((h) => h.key === key).map((h) => h.value.trim());

/** Every address the message was delivered to: To, Cc and the delivery headers a relay adds. */
function recipientsOf(email: Email): string[] {
  const delivery = ["delivered-to", "x-original-to", "envelope-to"].flatMap((k) => header(email, k));
  return [...mailboxes(email.to), ...mailboxes(email.cc), ...delivery].map((a) => a.replace(/^<|>$/g, ""));
}

/**
 * Out-of-office answers, bounces and list mail are never added: each added message mails the other
 * side, and an auto-responder answering that would loop (RFC 3834).
 */
function isAutomatic(email: Email): boolean {
  const auto = header(email, "auto-submitted")[0]?.toLowerCase();
  if (auto && auto !== "no") return true;
  if (header(email, "precedence").some((p) => /^(bulk|junk|list|auto_reply)$/i.test(p))) return true;
  if (header(email, "x-autoreply").length > 0 || header(email, "x-autorespond").length > 0) return true;
  // A bounce's envelope sender is empty: "Return-Path: <>" (the parser reads no address from it).
  if (header(email, "return-path").some((p) => /^<\s*>$/.test(p))) return true;
  return /^(mailer-daemon|postmaster)@/i.test(mailboxes(email.from)[0] ?? "");
}

async function parse(raw: Buffer): Promise<Email> {
  let email: Email;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" });
  } catch {
    throw new AppError("BAD_REQUEST", INBOUND_MESSAGES.unparseable);
  }
  // Without a sender it is not an e-mail at all (an empty or garbage body parses into one odd header).
  if (!mailboxes(email.from)[0]?.includes("@")) throw new AppError("BAD_REQUEST", INBOUND_MESSAGES.unparseable);
  return email;
}

type Author = { actor: Actor; staff: boolean; ticketId: string };

/** Who the reply is from: the person the address was issued to, who must also be its sender. */
async function authorOf(
  deps: InboundDeps,
  token: ReplyToken,
  from: string,
): Promise<Author | { dropped: InboundDropReason }> {
  const [ticket] = await deps.db
    .select({ id: supportTickets.id, userId: supportTickets.userId })
    .from(supportTickets)
    .where(eq(supportTickets.number, token.number))
    .limit(1);
  if (!ticket) return { dropped: "unknown_ticket" };
  const secret = deps.config.authSecret;
  const [sender] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${from.toLowerCase()}`)
    .limit(1);
  if (!sender || !issuedTo(secret, token, ticket.id, sender.id)) {
    // Told apart for the log only: a real address forwarded or answered by someone else, or a made-up one.
    const agents = await supportAgents(deps.db);
    const known = [ticket.userId, ...agents.map((a) => a.id)].some((id) => issuedTo(secret, token, ticket.id, id));
    return { dropped: known ? "sender_mismatch" : "invalid_token" };
  }
  const actor = await loadActor(deps.db, sender.id);
  if (!actor) return { dropped: "inactive_user" };
  if (sender.id === ticket.userId) return { actor, staff: false, ticketId: ticket.id };
  // An address issued to an agent who is no longer one answers like an address never issued.
  if (!hasRole(actor, "super_admin")) return { dropped: "sender_mismatch" };
  return { actor, staff: true, ticketId: ticket.id };
}

/**
 * The attachments of the reply, checked by their bytes and stored as the app's uploads are (images or
 * PDF, ≤ 5 MB, at most 5): their ids, and the names of those refused. Inline images the HTML shows
 * (a signature's logo) are not attachments of the message.
 */
async function storeAttachments(deps: InboundDeps, actor: Actor, email: Email) {
  const ids: string[] = [];
  const refused: string[] = [];
  const tooLarge = () => new AppError("IMAGE_TOO_LARGE", SUPPORT_MESSAGES.fileTooLarge);
  for (const [i, part] of email.attachments.entries()) {
    if (part.related) continue;
    const name = part.filename ?? `anexo ${i + 1}`;
    // Parsed with attachmentEncoding "arraybuffer": the content is always bytes.
    const data = Buffer.from(part.content as ArrayBuffer);
    if (ids.length >= SUPPORT_ATTACHMENTS_PER_MESSAGE) {
      refused.push(name);
      continue;
    }
    try {
      ids.push((await uploadAttachment(deps.storage, actor, data, tooLarge)).id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push(name);
    }
  }
  return { ids, refused };
}

function bodyOf(text: string, refused: readonly string[], hasFiles: boolean): string {
  const notice = refused.length > 0 ? INBOUND_MESSAGES.refusedAttachments(refused.join(", ")) : "";
  const main = text || (hasFiles ? INBOUND_MESSAGES.onlyAttachments : "");
  const room = BODY_MAX - (notice ? notice.length + 2 : 0);
  const cut = main.length > room ? `${main.slice(0, room - 1)}…` : main;
  return [cut, notice].filter(Boolean).join("\n\n");
}

async function alreadyAdded(deps: InboundDeps, ticketId: string, messageId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.emailMessageId, messageId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A reply e-mail delivered by the mail server (POST /api/inbound/email, decision 0050): added to its
 * ticket by the person its Reply-To was issued to, through the app's own reply path; or accepted and
 * dropped with the reason logged, so the server does not retry what will never be added.
 */
export async function receiveReplyEmail(
  deps: InboundDeps,
  inbound: SupportInbound,
  raw: Buffer,
): Promise<InboundAnswer> {
  const email = await parse(raw);
  const messageId = email.messageId?.trim() || `sha256:${createHash("sha256").update(raw).digest("hex")}`;
  const drop = (reason: InboundDropReason, ticket?: number): InboundAnswer => {
    const where = ticket ? ` (chamado #${ticket})` : "";
    deps.log.warn(`[suporte] e-mail ${messageId} descartado${where}: ${INBOUND_DROP_LABELS[reason]}`);
    return { outcome: "dropped", reason };
  };
  if (isAutomatic(email)) return drop("auto_reply");
  const token = replyTokenIn(inbound, recipientsOf(email));
  if (!token) return drop("no_token");
  const author = await authorOf(deps, token, mailboxes(email.from)[0] as string);
  if ("dropped" in author) return drop(author.dropped, token.number);
  const added: InboundAnswer = { outcome: "added", ticketNumber: token.number };
  const duplicate: InboundAnswer = { outcome: "duplicate", ticketNumber: token.number };
  if (await alreadyAdded(deps, author.ticketId, messageId)) return duplicate;

  // The plain-text part; an HTML-only reply (the parser converts HTML only when both exist) by its HTML.
  const text = stripQuotedReply(email.text?.trim() ? email.text : htmlReplyText(email.html ?? ""));
  const files = await storeAttachments(deps, author.actor, email);
  if (!text && files.ids.length === 0) return drop("empty", token.number);
  const input = { body: bodyOf(text, files.refused, files.ids.length > 0), attachmentIds: files.ids };
  const source = { emailMessageId: messageId };
  try {
    if (author.staff) await staffReplies(deps, author.actor, author.ticketId, { ...input, internal: false }, source);
    else await customerReplies(deps, author.actor, author.ticketId, input, source);
  } catch (err) {
    // The same delivery arriving twice at once: the second insert meets the first's Message-ID.
    if (dbErrorClass(err) === "unique") return duplicate;
    // Deleted meanwhile (its customer erased): as an address of a ticket that does not exist.
    if (err instanceof AppError && err.code === "NOT_FOUND") return drop("unknown_ticket", token.number);
    throw err;
  }
  deps.log.info(`[suporte] e-mail ${messageId} acrescentado ao chamado #${token.number}`);
  return added;
}
