/**
 * One Minuta process of the multi-process test (several-processes.test.ts): the real
 * src/server/main.ts, its role from MINUTA_ROLE. Only the delivery job's lease is shortened (20 s
 * instead of 120 s) so that a worker killed with SIGKILL hands its job over within the test; the
 * web processes, which queue the job, and the workers, which hold it, all run this same file.
 */
import { deliverDocumentJob } from "../../src/server/modules/delivery/deliver-document-job";

Object.assign(deliverDocumentJob, { expireInSeconds: 20, retry: { ...deliverDocumentJob.retry, delaySeconds: 1 } });
await import("../../src/server/main");
