import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoleSlug } from "../../../domain/auth/permissions";
import { userContracts as c } from "../../../domain/users/contract";
import type { CreateUserData, UpdateUserData } from "../../../domain/users/users";
import { CREATE_USER_TIMEOUT_MS, USER_MESSAGES } from "../../../domain/users/users";
import { ApiError } from "../../lib/api";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { contractPageQuery, featureKeys, type PageFilters } from "../../lib/list-query";

/** Query keys start with "users": live updates of user_metadata and user_roles invalidate them all. */
export const userKeys = {
  ...featureKeys<UserFilters>("users"),
  roles: ["users", "roles"] as const,
  accounts: ["users", "account-options"] as const,
};

export type UserFilters = PageFilters<{ role: RoleSlug | "" }>;

export const usersListQuery = (filters: UserFilters) =>
  contractPageQuery(userKeys.list(filters), c.list, {
    page: filters.page,
    search: filters.search.trim(),
    // "" (every role) is the filter left out.
    role: filters.role || undefined,
  });

export const userQuery = (userId: string) => contractQuery(userKeys.one(userId), c.get, { params: { userId } });

export const roleOptionsQuery = queryOptions({
  queryKey: userKeys.roles,
  queryFn: async ({ signal }) => (await call(c.roles, { signal })).roles,
  staleTime: 5 * 60_000,
});

export const accountOptionsQuery = queryOptions({
  queryKey: userKeys.accounts,
  queryFn: async ({ signal }) => (await call(c.accountOptions, { signal })).accounts,
});

/** Spec 1 §8: the server's message first, else one per HTTP status. */
export function createUserErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return err.message;
    if (err.message && !err.message.startsWith("Erro HTTP")) return err.message;
    if (err.status === 400) return USER_MESSAGES.invalidData;
    if (err.status === 401) return USER_MESSAGES.notAuthorized;
    if (err.status === 409) return USER_MESSAGES.emailTaken;
    if (err.status >= 500) return "Erro interno do servidor";
    return `Erro HTTP ${err.status}`;
  }
  return "Erro de rede. Tente novamente.";
}

function invalidateUsers(client: ReturnType<typeof useQueryClient>) {
  return client.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateUserData) => {
      // Spec 1 §9: the create request gives up after 60 s, with a message saying it may have succeeded.
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, CREATE_USER_TIMEOUT_MS);
      try {
        return await call(c.create, { body, signal: controller.signal });
      } catch (err) {
        if (timedOut) throw new ApiError(0, "TIMEOUT", USER_MESSAGES.timeout);
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    onSuccess: () => invalidateUsers(client),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateUserData }) =>
      call(c.update, { params: { userId }, body }),
    onSuccess: () => invalidateUsers(client),
  });
}

export function useDeactivateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(c.deactivate, { params: { userId } }),
    onSuccess: () => invalidateUsers(client),
  });
}

export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(c.confirmEmail, { params: { userId } }),
    onSuccess: () => invalidateUsers(client),
  });
}
