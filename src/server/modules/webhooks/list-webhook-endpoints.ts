import { desc, eq } from "drizzle-orm";
import type { Page } from "../../../domain/shared/list";
import type { WebhookEndpointItem } from "../../../domain/webhooks/contract";
import { webhookEndpoints as endpoints } from "../../db/tables/webhooks";
import type { Db } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { columns, toItem } from "./endpoint-rows";

export function listWebhookEndpoints(db: Db, accountId: string, page: number): Promise<Page<WebhookEndpointItem>> {
  return listSourcePage(
    db,
    page,
    {
      columns,
      source: endpoints,
      where: eq(endpoints.corporateAccountId, accountId),
      orderBy: [desc(endpoints.createdAt), desc(endpoints.id)],
    },
    toItem,
  );
}
