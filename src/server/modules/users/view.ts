import { boolean, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The read view user_roles_with_metadata (migration 0001), one row per user with their current role. */
export const userRolesWithMetadata = pgView("user_roles_with_metadata", {
  userId: text("user_id").notNull(),
  email: text("email").notNull(),
  emailVerified: boolean("email_verified").notNull(),
  fullName: text("full_name").notNull(),
  phone: text("phone"),
  isActive: boolean("is_active"),
  metadataIsActive: boolean("metadata_is_active").notNull(),
  roleIsActive: boolean("role_is_active"),
  assignedRoleId: uuid("assigned_role_id"),
  roleName: text("role_name"),
  roleSlug: text("role_slug"),
  corporateAccountId: uuid("corporate_account_id"),
  corporateAccountName: text("corporate_account_name"),
  metadataId: uuid("metadata_id").notNull(),
  metadataCreatedAt: timestamp("metadata_created_at", { withTimezone: true }).notNull(),
}).existing();
