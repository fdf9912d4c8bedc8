import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLE_SLUGS } from "../../../domain/auth/permissions";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";

export const roles = pgTable(
  "roles",
  {
    id: id(),
    name: text("name").notNull().unique(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    permissions: jsonb("permissions").$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("roles_slug_check", sql`${t.slug} in (${oneOf(ROLE_SLUGS)})`)],
);

export const userMetadata = pgTable(
  "user_metadata",
  {
    id: id(),
    userId: userRef("user_id", "cascade").notNull().unique(),
    fullName: text("full_name").notNull(),
    phone: text("phone"),
    isActive: boolean("is_active").notNull().default(true),
    corporateAccountId: accountRef("set null"),
    preferences: jsonb("preferences").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_metadata_account_idx").on(t.corporateAccountId)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: id(),
    userId: userRef("user_id", "cascade").notNull(),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "restrict" }),
    corporateAccountId: accountRef("set null"),
    assignedBy: userRef("assigned_by", "set null"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_roles_user_role_unique").on(t.userId, t.roleId),
    index("user_roles_account_idx").on(t.corporateAccountId),
  ],
);
