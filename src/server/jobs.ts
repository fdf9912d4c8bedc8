import "./audit-names";
import { assistantCallJob, assistantSweepJob } from "./modules/assistant/plugin";
import { auditExportJob, auditExportSweepJob } from "./modules/audit/plugin";
import { purgeExpiredAuthJob } from "./modules/auth/plugin";
import { batchRunJob, batchSweepJob } from "./modules/batches/plugin";
import { hostRecheckJob } from "./modules/branding/plugin";
import { broadcastDeliverJob } from "./modules/broadcast/plugin";
import { deliverDocumentJob, requeueDeliveriesJob } from "./modules/delivery/plugin";
import { renderDocumentPdfJob, requeuePdfRendersJob } from "./modules/documents/plugin";
import { privacyExportJob } from "./modules/privacy/plugin";
import { retentionJob } from "./modules/retention/plugin";
import {
  esignSignedFileCopyJob,
  signatureHousekeepingJob,
  signatureSealJob,
  zapsignCreateJob,
} from "./modules/signatures/plugin";
import { deliverWebhookJob, requeueWebhooksJob } from "./modules/webhooks/plugin";
import type { JobDefinition } from "./platform/jobs/define-job";

/** Every job the workers handle; a new job file adds one line here. */
export const ALL_JOBS: readonly JobDefinition[] = [
  purgeExpiredAuthJob,
  renderDocumentPdfJob,
  requeuePdfRendersJob,
  deliverDocumentJob,
  requeueDeliveriesJob,
  zapsignCreateJob,
  signatureSealJob,
  esignSignedFileCopyJob,
  signatureHousekeepingJob,
  broadcastDeliverJob,
  deliverWebhookJob,
  requeueWebhooksJob,
  batchRunJob,
  batchSweepJob,
  privacyExportJob,
  auditExportJob,
  auditExportSweepJob,
  retentionJob,
  hostRecheckJob,
  assistantCallJob,
  assistantSweepJob,
];
