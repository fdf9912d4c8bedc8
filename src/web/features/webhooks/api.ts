import { keepPreviousData } from "@tanstack/react-query";
import { webhookContracts as c } from "../../../domain/webhooks/contract";
import type { WebhookEndpointForm } from "../../../domain/webhooks/webhooks";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { contractPageQuery } from "../../lib/list-query";

/** Query keys start with "webhooks": any change reads the endpoints and their logs again. */
export const webhookKeys = {
  all: ["webhooks"] as const,
  list: (page: number) => ["webhooks", "list", { page }] as const,
  access: ["webhooks", "access"] as const,
  deliveries: (id: string, page: number) => ["webhooks", "deliveries", id, { page }] as const,
};

export const webhookEndpointsQuery = (page: number) => contractPageQuery(webhookKeys.list(page), c.list, { page });
export const webhookAccessQuery = contractQuery(webhookKeys.access, c.access, {}, { retry: false });
/** The delivery log of one endpoint, refreshed every few seconds while open (pending rows change on their own). */
export const webhookDeliveriesQuery = (id: string, page: number) =>
  contractQuery(
    webhookKeys.deliveries(id, page),
    c.deliveries,
    { params: { id }, query: { page } },
    { placeholderData: keepPreviousData, refetchInterval: 3_000 },
  );

export const useCreateWebhook = () =>
  useInvalidatingMutation(webhookKeys.all, (body: WebhookEndpointForm) => call(c.create, { body }));
export const useUpdateWebhook = () =>
  useInvalidatingMutation(webhookKeys.all, ({ id, body }: { id: string; body: WebhookEndpointForm }) =>
    call(c.update, { params: { id }, body }),
  );
export const useDeleteWebhook = () =>
  useInvalidatingMutation(webhookKeys.all, (id: string) => call(c.remove, { params: { id } }));
export const useRotateWebhookSecret = () =>
  useInvalidatingMutation(webhookKeys.all, (id: string) => call(c.rotateSecret, { params: { id } }));
export const useSendWebhookTest = () =>
  useInvalidatingMutation(webhookKeys.all, (id: string) => call(c.sendTest, { params: { id } }));
export const useResendWebhook = () =>
  useInvalidatingMutation(webhookKeys.all, (p: { id: string; deliveryId: string }) => call(c.resend, { params: p }));
