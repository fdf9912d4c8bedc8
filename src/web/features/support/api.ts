import { supportContracts as c } from "../../../domain/support/contract";
import type {
  AdminTicketQuery,
  CannedReplyForm,
  StaffReply,
  TicketFormInput,
  TicketUpdate,
} from "../../../domain/support/support";
import { call, sendBytes } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { contractPageQuery } from "../../lib/list-query";

/** Keys start with "support": live updates of support_tickets and every change read the tickets again. */
export const supportKeys = {
  all: ["support"] as const,
  mine: (page: number) => ["support", "mine", { page }] as const,
  one: (id: string) => ["support", "one", id] as const,
  queue: (q: AdminTicketQuery) => ["support", "queue", q] as const,
  adminOne: (id: string) => ["support", "admin", id] as const,
  agents: ["support", "agents"] as const,
  canned: ["support", "canned"] as const,
};

export const myTicketsQuery = (page: number) => contractPageQuery(supportKeys.mine(page), c.list, { page });
export const ticketQuery = (id: string) => contractQuery(supportKeys.one(id), c.get, { params: { id } });
export const queueQuery = (q: AdminTicketQuery) => contractPageQuery(supportKeys.queue(q), c.queue, q);
export const adminTicketQuery = (id: string) => contractQuery(supportKeys.adminOne(id), c.adminGet, { params: { id } });
export const agentsQuery = contractQuery(supportKeys.agents, c.agents, {});
export const cannedRepliesQuery = contractQuery(supportKeys.canned, c.cannedList, {});

export const uploadAttachment = (file: Blob) => sendBytes(c.uploadAttachment, file);

export const useOpenTicket = () =>
  useInvalidatingMutation(supportKeys.all, (body: TicketFormInput) => call(c.create, { body }));
export const useCustomerReply = () =>
  useInvalidatingMutation(supportKeys.all, (v: { id: string; body: string; attachmentIds: string[] }) =>
    call(c.reply, { params: { id: v.id }, body: { body: v.body, attachmentIds: v.attachmentIds } }),
  );
export const useStaffReply = () =>
  useInvalidatingMutation(supportKeys.all, ({ id, ...body }: StaffReply & { id: string }) =>
    call(c.adminReply, { params: { id }, body }),
  );
export const useUpdateTicket = () =>
  useInvalidatingMutation(supportKeys.all, ({ id, ...body }: TicketUpdate & { id: string }) =>
    call(c.update, { params: { id }, body }),
  );
export const useCreateCanned = () =>
  useInvalidatingMutation(supportKeys.all, (body: CannedReplyForm) => call(c.cannedCreate, { body }));
export const useDeleteCanned = () =>
  useInvalidatingMutation(supportKeys.all, (id: string) => call(c.cannedDelete, { params: { id } }));
