import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";
import { namedRefSchema } from "../shared/fields";
import { PERMISSIONS, type PermissionMap, ROLE_SLUGS } from "./permissions";

/**
 * A role's permission map as stored in the roles table (a JSON column): passed on as it is, so a
 * key this build does not know never turns the session into an error.
 */
const permissionMapSchema: z.ZodType<PermissionMap, PermissionMap> = z.record(z.string(), z.boolean());

export const roleInfoSchema = z.object({
  slug: z.enum(ROLE_SLUGS),
  name: z.string(),
  permissions: permissionMapSchema,
});

/** What GET /api/me answers: the signed-in user as the web sees it. */
export const sessionViewSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean(), createdAt: dateTimeText }),
  metadata: z.object({
    fullName: z.string(),
    phone: z.string().nullable(),
    isActive: z.boolean(),
    corporateAccountId: z.string().nullable(),
    preferences: z.record(z.string(), z.unknown()),
  }),
  /** Active role assignments, the first one is the current role. */
  roles: z.array(roleInfoSchema),
  permissions: z.array(z.enum(PERMISSIONS)),
  corporateAccount: namedRefSchema.nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/**
 * What GET /api/session answers, always with 200: the signed-in user, or `null` for a visitor. The web's
 * session check reads it, so a signed-out visitor's page logs no failed request (issue 21 §19).
 */
export const sessionAnswerSchema = z.object({ session: sessionViewSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** A live-update event as sent by /api/events (ARCHITECTURE §6). */
export interface ChangeEvent {
  table: string;
  op: "INSERT" | "UPDATE" | "DELETE";
  id: string | null;
  corporate_account_id: string | null;
  user_id: string | null;
}
