import type { Permission, RoleInfo } from "./permissions";

/** What GET /api/me answers: the signed-in user as the web sees it. */
export interface SessionView {
  user: { id: string; email: string; emailVerified: boolean; createdAt: string };
  metadata: {
    fullName: string;
    phone: string | null;
    isActive: boolean;
    corporateAccountId: string | null;
    preferences: Record<string, unknown>;
  };
  /** Active role assignments, the first one is the current role. */
  roles: RoleInfo[];
  permissions: Permission[];
  corporateAccount: { id: string; name: string } | null;
}

/** A live-update event as sent by /api/events (ARCHITECTURE §6). */
export interface ChangeEvent {
  table: string;
  op: "INSERT" | "UPDATE" | "DELETE";
  id: string | null;
  corporate_account_id: string | null;
  user_id: string | null;
}
