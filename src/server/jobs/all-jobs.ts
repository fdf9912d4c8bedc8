import type { JobDefinition } from "./define-job";
import { esignSignedFileCopyJob } from "./esign-signed-file-copy";
import { purgeExpiredAuthJob } from "./purge-expired-auth";
import { signatureHousekeepingJob } from "./signature-housekeeping";
import { signatureInviteJob } from "./signature-invite";
import { signatureSealJob } from "./signature-seal";

/** Every job the workers handle; a new job file adds one line here. */
export const ALL_JOBS: readonly JobDefinition[] = [
  purgeExpiredAuthJob,
  signatureInviteJob,
  signatureSealJob,
  esignSignedFileCopyJob,
  signatureHousekeepingJob,
];
