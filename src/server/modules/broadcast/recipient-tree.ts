import { sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import type { RecipientTree } from "../../../domain/broadcast/broadcast";
import type { Db } from "../../platform/db/client";
import { rawRows } from "../../platform/db/raw-rows";

const jsonValue = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

/** Active companies with their active users (the get_users_with_email rows of each), by name. */
export async function recipientTree(db: Db): Promise<RecipientTree> {
  const rows = await rawRows<{ id: string; name: string; users: unknown }>(
    db,
    sql`select ca.id, ca.name,
      (select coalesce(json_agg(json_build_object('id', u.user_id, 'name', u.full_name, 'email', u.email,
         'phone', u.phone)), '[]'::json) from get_users_with_email(ca.id) u) as users
    from corporate_accounts ca
    where ca.is_active and ca.id <> ${SYSTEM_ACCOUNT_ID}
    order by ca.name, ca.id`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, users: jsonValue<RecipientTree[number]["users"]>(r.users) }));
}
