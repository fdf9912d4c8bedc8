import { z } from "zod";
import { dateTimeText, readContract } from "../shared/contracts/define";
import { recordErrors, resourceContracts } from "../shared/contracts/resource";
import { pageQuerySchema } from "../shared/list";
import { idParamsSchema } from "../templates/templates";
import { API_KEY_SCOPES, apiKeyFormSchema } from "./api-keys";

/** One key as every list shows it: never the secret nor its hash, only the prefix. */
export const apiKeyItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  accountId: z.string(),
  accountName: z.string(),
  createdByName: z.string().nullable(),
  createdAt: dateTimeText,
  lastUsedAt: dateTimeText.nullable(),
  revokedAt: dateTimeText.nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItemSchema>;

/** The answer of a creation: the key and its whole secret, shown this one time. */
export const createdApiKeySchema = z.object({ key: apiKeyItemSchema, secret: z.string() });

/** The account's API access as the screen needs it: whether the plan allows keys. */
export const apiAccessSchema = z.object({ enabled: z.boolean(), planName: z.string().nullable() });

const keys = resourceContracts("/api/api-keys", "/api/api-keys/:id", idParamsSchema);

/** API keys (issue 23): the corporate admin's own account; the super admin sees and revokes every account's. */
export const apiKeyContracts = {
  list: keys.list("Chaves de API (da conta; todas para o Super Administrador)", pageQuerySchema, apiKeyItemSchema),
  access: readContract("/api/api-keys/access", "Se o plano da conta permite chaves de API", apiAccessSchema, [
    "NO_ACCOUNT",
  ]),
  create: keys.create(
    "Cria uma chave de API (o segredo é mostrado só nesta resposta)",
    apiKeyFormSchema,
    createdApiKeySchema,
    ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "API_KEY_LIMIT_REACHED", "SAVE_FAILED"],
  ),
  revoke: keys.onItem("POST", "/revoke", "Revoga uma chave de API", {
    response: { 200: apiKeyItemSchema },
    errors: recordErrors,
  }),
};
