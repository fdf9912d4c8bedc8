import type { Actor } from "../../../domain/auth/permissions";
import type { PrivacyRequest } from "../../../domain/privacy/privacy";
import type { Db } from "../../platform/db/client";
import { insertRequest, requestView } from "./privacy-request-view";

export async function requestErasure(db: Db, actor: Actor): Promise<PrivacyRequest> {
  return requestView(await insertRequest(db, actor, "erasure"));
}
