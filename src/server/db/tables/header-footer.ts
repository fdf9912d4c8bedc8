import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";

export const HEADER_FOOTER_TYPES = ["header", "footer"] as const;
export const HEADER_FOOTER_LAYOUTS = ["image-text", "image-only", "text-only"] as const;
export const IMAGE_POSITIONS = ["left", "center", "right"] as const;

export const headerFooterTemplates = pgTable(
  "header_footer_templates",
  {
    id: id(),
    name: text("name").notNull(),
    type: text("type").notNull().default("header"),
    layoutType: text("layout_type").notNull().default("image-text"),
    imageUrl: text("image_url"),
    imagePosition: text("image_position").notNull().default("left"),
    imageHeight: integer("image_height").notNull().default(80),
    contentHtml: text("content_html"),
    isActive: boolean("is_active").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    createdByUserId: userRef("created_by_user_id", "set null"),
    /** Null means global (created by a super admin). */
    corporateAccountId: accountRef("cascade"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("hf_type_check", sql`${t.type} in (${oneOf(HEADER_FOOTER_TYPES)})`),
    check("hf_layout_check", sql`${t.layoutType} in (${oneOf(HEADER_FOOTER_LAYOUTS)})`),
    check("hf_position_check", sql`${t.imagePosition} in (${oneOf(IMAGE_POSITIONS)})`),
    check("hf_height_check", sql`${t.imageHeight} between 40 and 200`),
    // Exactly one default per type per scope (global scope folded onto the all-zero id).
    uniqueIndex("hf_one_default_per_scope")
      .on(t.type, sql`coalesce(${t.corporateAccountId}, '${sql.raw(SYSTEM_ACCOUNT_ID)}'::uuid)`)
      .where(sql`${t.isDefault}`),
    index("hf_account_idx").on(t.corporateAccountId),
  ],
);
