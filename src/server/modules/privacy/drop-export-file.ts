import { eq } from "drizzle-orm";
import { privacyRequests as r } from "../../db/tables/privacy";
import type { Deps } from "../../platform/deps";

/** An expired export's ZIP is removed: stored files are readable by id (decision 0006), so none outlives its link. */
export async function dropExportFile(deps: Pick<Deps, "db" | "storage">, requestId: string, fileId: string) {
  await deps.db.update(r).set({ fileId: null }).where(eq(r.id, requestId));
  await deps.storage.remove(fileId);
}
