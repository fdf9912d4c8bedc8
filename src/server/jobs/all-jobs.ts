import { broadcastDeliverJob } from "./broadcast-deliver";
import type { JobDefinition } from "./define-job";
import { purgeExpiredAuthJob } from "./purge-expired-auth";

/** Every job the workers handle; a new job file adds one line here. */
export const ALL_JOBS: readonly JobDefinition[] = [purgeExpiredAuthJob, broadcastDeliverJob];
