import type { JobDefinition } from "./define-job";
import { deliverDocumentJob } from "./deliver-document";
import { purgeExpiredAuthJob } from "./purge-expired-auth";
import { requeueDeliveriesJob } from "./requeue-deliveries";

/** Every job the workers handle; a new job file adds one line here. */
export const ALL_JOBS: readonly JobDefinition[] = [purgeExpiredAuthJob, deliverDocumentJob, requeueDeliveriesJob];
