import type { ApiKeyForm } from "../../../domain/api-keys/api-keys";
import { apiKeyContracts as c } from "../../../domain/api-keys/contract";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { contractPageQuery } from "../../lib/list-query";

/** Query keys start with "api-keys": a creation or revocation reads them all again. */
export const apiKeyKeys = {
  all: ["api-keys"] as const,
  list: (page: number) => ["api-keys", "list", { page }] as const,
  access: ["api-keys", "access"] as const,
};

export const apiKeysListQuery = (page: number) => contractPageQuery(apiKeyKeys.list(page), c.list, { page });
export const apiAccessQuery = contractQuery(apiKeyKeys.access, c.access, {}, { retry: false });

export const useCreateApiKey = () =>
  useInvalidatingMutation(apiKeyKeys.all, (body: ApiKeyForm) => call(c.create, { body }));

export const useRevokeApiKey = () =>
  useInvalidatingMutation(apiKeyKeys.all, (id: string) => call(c.revoke, { params: { id } }));
