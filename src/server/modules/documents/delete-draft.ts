import type { Actor } from "../../../domain/auth/permissions";
import { API_V1_MESSAGES } from "../../../domain/public-api/api-v1";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { deleteDocument } from "./delete-document";

/**
 * The API deletes drafts only (issue 23): a finalized document may already have been sent or signed,
 * and its removal stays a person's decision on the web. 404 for a document the key does not see.
 */
export async function deleteDraft(db: Db, actor: Actor, id: string): Promise<void> {
  await deleteDocument(db, actor, id, (status) => {
    if (status !== "draft") throw new AppError("CONFLICT", API_V1_MESSAGES.onlyDraftsDeletable);
  });
}
