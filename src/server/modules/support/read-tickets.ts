import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../../domain/auth/permissions";
import type { Page } from "../../../domain/shared/list";
import {
  type AdminTicketQuery,
  SUPPORT_MESSAGES,
  type SupportSummary,
  supportAttachmentUrl,
  type TicketDetail,
  type TicketItem,
} from "../../../domain/support/support";
import { corporateAccounts } from "../../db/tables/accounts";
import { users } from "../../db/tables/auth";
import { supportMessages, supportTickets as t } from "../../db/tables/support";
import type { Db, Tx } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
import { AppError } from "../../platform/errors/app-error";

const assignees = alias(users, "assignee");

const itemColumns = {
  ticket: t,
  accountName: corporateAccounts.name,
  requester: { id: users.id, name: users.name, email: users.email },
  assignee: { id: assignees.id, name: assignees.name, email: assignees.email },
};
type ItemRow = {
  ticket: typeof t.$inferSelect;
  accountName: string | null;
  requester: { id: string; name: string; email: string };
  assignee: { id: string; name: string; email: string } | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toItem(r: ItemRow): TicketItem {
  const { ticket } = r;
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    category: ticket.category,
    status: ticket.status,
    priority: ticket.priority,
    accountName: r.accountName,
    requester: r.requester,
    assignee: r.assignee?.id ? r.assignee : null,
    firstResponseDueAt: ticket.firstResponseDueAt.toISOString(),
    firstResponseAt: iso(ticket.firstResponseAt),
    lastMessageAt: ticket.lastMessageAt.toISOString(),
    createdAt: ticket.createdAt.toISOString(),
  };
}

const selectItems = (db: Db | Tx) =>
  db
    .select(itemColumns)
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .leftJoin(assignees, eq(assignees.id, t.assigneeId))
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, t.corporateAccountId));

/** The customer's scope: their own tickets only (the id and the owner in the same where). */
export const ownTicket = (actor: Actor): SQL => eq(t.userId, actor.userId);

/** The actor's own tickets, latest conversation first. */
export function listOwnTickets(db: Db, actor: Actor, page: number): Promise<Page<TicketItem>> {
  const where = ownTicket(actor);
  return listPage(
    db,
    page,
    (limit, offset) => selectItems(db).where(where).orderBy(desc(t.lastMessageAt)).limit(limit).offset(offset),
    { source: t, where },
    toItem,
  );
}

function queueWhere(actor: Actor, q: AdminTicketQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.status) conditions.push(eq(t.status, q.status));
  if (q.priority) conditions.push(eq(t.priority, q.priority === "priority"));
  if (q.assignee === "me") conditions.push(eq(t.assigneeId, actor.userId));
  else if (q.assignee === "none") conditions.push(isNull(t.assigneeId));
  else if (q.assignee) conditions.push(eq(t.assigneeId, q.assignee));
  const search = q.q?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace("#", "")) : null;
    conditions.push(
      or(
        ilike(t.subject, like),
        sql`exists (select 1 from users u where u.id = ${t.userId} and (u.email ilike ${like} or u.name ilike ${like}))`,
        sql`exists (select 1 from corporate_accounts a where a.id = ${t.corporateAccountId} and a.name ilike ${like})`,
        number === null ? undefined : eq(t.number, number),
      ),
    );
  }
  return and(...conditions);
}

/**
 * The super admin's queue: resolved tickets last; among the others, accounts with "Suporte
 * prioritário" first, then the nearest first-response target (the overdue ones lead each group).
 */
export function supportQueue(db: Db, actor: Actor, q: AdminTicketQuery & { page: number }): Promise<Page<TicketItem>> {
  const where = queueWhere(actor, q);
  return listPage(
    db,
    q.page,
    (limit, offset) =>
      selectItems(db)
        .where(where)
        .orderBy(
          asc(sql`${t.status} = 'resolvido'`),
          desc(t.priority),
          asc(sql`${t.firstResponseAt} is not null`),
          asc(t.firstResponseDueAt),
          desc(t.lastMessageAt),
        )
        .limit(limit)
        .offset(offset),
    { source: t, where },
    toItem,
  );
}

/**
 * One ticket and its conversation, under `scope` in the same query (the customer's own ticket or any,
 * for the team). The customer's view leaves out the internal notes in the query itself.
 */
export async function ticketDetail(
  db: Db | Tx,
  id: string,
  scope: SQL | undefined,
  withInternal: boolean,
): Promise<TicketDetail> {
  const [row] = await selectItems(db)
    .where(and(eq(t.id, id), scope))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", SUPPORT_MESSAGES.notFound);
  const messages = await db
    .select({ m: supportMessages, authorName: users.name })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(and(eq(supportMessages.ticketId, id), withInternal ? undefined : eq(supportMessages.internal, false)))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return {
    ...toItem(row),
    messages: messages.map(({ m, authorName }) => ({
      id: m.id,
      // The customer sees "Equipe de suporte", never an agent's personal name or address.
      author: { id: m.authorId, name: m.fromStaff && !withInternal ? "Equipe de suporte" : (authorName ?? "—") },
      fromStaff: m.fromStaff,
      internal: m.internal,
      viaEmail: m.emailMessageId !== null,
      body: m.body,
      // Read by the guarded route, whatever address an older message stored (it was /api/files/{id}).
      attachments: m.attachments.map((a) => ({ ...a, url: supportAttachmentUrl(a.id) })),
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** The dashboard's counts of the tickets not resolved. */
export async function supportSummary(db: Db, now: Date): Promise<SupportSummary> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      priority: sql<number>`count(*) filter (where ${t.priority})::int`,
      unassigned: sql<number>`count(*) filter (where ${t.assigneeId} is null)::int`,
      overdue: sql<number>`count(*) filter (where ${t.firstResponseAt} is null and ${t.firstResponseDueAt} < ${now.toISOString()}::timestamptz)::int`,
    })
    .from(t)
    .where(inArray(t.status, ["aberto", "em_andamento", "aguardando_cliente"]));
  return row ?? { open: 0, priority: 0, unassigned: 0, overdue: 0 };
}

/** The super admins (active), who can be given tickets. */
export async function supportAgents(db: Db | Tx, onlyId?: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        onlyId ? eq(users.id, onlyId) : undefined,
        sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
          where ur.user_id = ${users.id} and ur.is_active and r.slug = 'super_admin')`,
      ),
    )
    .orderBy(asc(users.name));
}
