import type { Actor } from "../../../domain/auth/permissions";
import type { PrivacyRequest } from "../../../domain/privacy/privacy";
import type { Deps } from "../../platform/deps";
import { privacyExportJob } from "./export-job";
import { insertRequest, requestView } from "./privacy-request-view";

/** Asks for the export: the row and its trail entry commit first, then the job is queued. */
export async function requestExport(deps: Pick<Deps, "db" | "jobs">, actor: Actor): Promise<PrivacyRequest> {
  const row = await insertRequest(deps.db, actor, "export");
  await deps.jobs.send(privacyExportJob, { requestId: row.id });
  return requestView(row);
}
