import { broadcastDeliverJob } from "./broadcast-deliver";
import type { JobDefinition } from "./define-job";
import { deliverDocumentJob } from "./deliver-document";
import { esignSignedFileCopyJob } from "./esign-signed-file-copy";
import { purgeExpiredAuthJob } from "./purge-expired-auth";
import { requeueDeliveriesJob } from "./requeue-deliveries";
import { signatureHousekeepingJob } from "./signature-housekeeping";
import { signatureSealJob } from "./signature-seal";
import { zapsignCreateJob } from "./zapsign-create";

/** Every job the workers handle; a new job file adds one line here. */
export const ALL_JOBS: readonly JobDefinition[] = [
  purgeExpiredAuthJob,
  deliverDocumentJob,
  requeueDeliveriesJob,
  zapsignCreateJob,
  signatureSealJob,
  esignSignedFileCopyJob,
  signatureHousekeepingJob,
  broadcastDeliverJob,
];
