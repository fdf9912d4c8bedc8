import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoleSlug } from "../../../domain/permissions";
import type {
  AccountOption,
  CreatedUser,
  CreateUserData,
  RoleOption,
  UpdateUserData,
  UserListItem,
} from "../../../domain/users";
import { CREATE_USER_TIMEOUT_MS, USER_MESSAGES } from "../../../domain/users";
import { ApiError, api } from "../../lib/api";
import { featureKeys, pageListQuery } from "../../lib/list-query";

/** Query keys start with "users": live updates of user_metadata and user_roles invalidate them all. */
export const userKeys = {
  ...featureKeys<UserFilters>("users"),
  roles: ["users", "roles"] as const,
  accounts: ["users", "account-options"] as const,
};

export interface UserFilters {
  page: number;
  search: string;
  role: RoleSlug | "";
}

export const usersListQuery = (filters: UserFilters) =>
  pageListQuery<UserListItem>(userKeys.list(filters), "/api/users", {
    page: filters.page,
    search: filters.search.trim(),
    role: filters.role,
  });

export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.one(userId),
    queryFn: ({ signal }) => api<UserListItem>(`/api/users/${encodeURIComponent(userId)}`, { signal }),
  });

export const roleOptionsQuery = queryOptions({
  queryKey: userKeys.roles,
  queryFn: async ({ signal }) => (await api<{ roles: RoleOption[] }>("/api/users/roles", { signal })).roles,
  staleTime: 5 * 60_000,
});

export const accountOptionsQuery = queryOptions({
  queryKey: userKeys.accounts,
  queryFn: async ({ signal }) =>
    (await api<{ accounts: AccountOption[] }>("/api/users/account-options", { signal })).accounts,
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
        return await api<CreatedUser>("/api/users", { method: "POST", body, signal: controller.signal });
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
      api<{ ok: true }>(`/api/users/${encodeURIComponent(userId)}`, { method: "PUT", body }),
    onSuccess: () => invalidateUsers(client),
  });
}

export function useDeactivateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<{ ok: true }>(`/api/users/${encodeURIComponent(userId)}/deactivate`, { method: "POST" }),
    onSuccess: () => invalidateUsers(client),
  });
}

export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<{ ok: true }>(`/api/users/${encodeURIComponent(userId)}/confirm-email`, { method: "POST" }),
    onSuccess: () => invalidateUsers(client),
  });
}
