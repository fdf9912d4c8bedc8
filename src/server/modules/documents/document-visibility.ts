import { eq, type SQL } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { documentScope } from "../../../domain/documents/scope";
import { generatedDocuments as docs } from "../../db/tables/documents";

/** The document scope (src/domain/documents/scope.ts) as a `where` condition on generated_documents (put it in the same query as the id). */
export function documentVisibleSql(actor: Actor): SQL | undefined {
  const scope = documentScope(actor);
  if (scope.kind === "all") return undefined;
  if (scope.kind === "account") return eq(docs.corporateAccountId, scope.accountId);
  return eq(docs.userId, scope.userId);
}
