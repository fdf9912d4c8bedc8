import { broadcastDeliverJob } from "./broadcast-deliver";
import type { JobDefinition } from "./define-job";
import { deliverDocumentJob } from "./deliver-document";
import { esignSignedFileCopyJob } from "./esign-signed-file-copy";
import { purgeExpiredAuthJob } from "./purge-expired-auth";
import { requeueDeliveriesJob } from "./requeue-deliveries";
import { signatureHousekeepingJob } from "./signature-housekeeping";
import { signatureInviteJob } from "./signature-invite";
import { signatureSealJob } from "./signature-seal";

/** Every job the workers handle; a new job file adds one line here. */
export const ALL_JOBS: readonly JobDefinition[] = [
  purgeExpiredAuthJob,
  deliverDocumentJob,
  requeueDeliveriesJob,
  signatureInviteJob,
  signatureSealJob,
  esignSignedFileCopyJob,
  signatureHousekeepingJob,
  broadcastDeliverJob,
];
