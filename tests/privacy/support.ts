import { eq, sql } from "drizzle-orm";
import PizZip from "pizzip";
import { userMetadata } from "../../src/server/db/tables/users";
import type { Db } from "../../src/server/platform/db/client";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { api, createSignedInUser, type TestContext, type TestUser } from "../helpers/app";

/** The data subject of these tests: a user whose every personal value is distinctive enough to scan for. */
export const SUBJECT = {
  fullName: "Ulisses Privadíssimo",
  phone: "(11) 98765-4321",
  cpf: "529.982.247-25",
};

/** Every form the subject's values may be stored in (the phone and CPF with and without punctuation). */
export const subjectValues = (email: string) => [
  SUBJECT.fullName,
  email,
  "98765-4321",
  "987654321",
  SUBJECT.cpf,
  "52998224725",
];

/** A standard user of `accountId` with the subject's name, phone and a CPF kept in their preferences. */
export async function createSubject(ctx: TestContext, accountId: string): Promise<TestUser> {
  const user = await createSignedInUser(ctx, "standard_user", { accountId, fullName: SUBJECT.fullName });
  await ctx.db
    .update(userMetadata)
    .set({ phone: SUBJECT.phone, preferences: { cpf: SUBJECT.cpf } })
    .where(eq(userMetadata.userId, user.userId));
  return user;
}

/** Each file of a ZIP as text (PDFs included: a personal value must not hide in one either). */
export function unzipText(body: Buffer): Map<string, string> {
  const zip = new PizZip(body);
  const out = new Map<string, string>();
  for (const [name, file] of Object.entries(zip.files)) {
    const encoding = name.endsWith(".pdf") ? "latin1" : "utf8";
    if (!file.dir) out.set(name, Buffer.from(file.asUint8Array()).toString(encoding));
  }
  return out;
}

export interface Hit {
  table: string;
  column: string;
  id: string | null;
  value: string;
}

/**
 * Every text, varchar, json and jsonb column of every table of every schema (information_schema),
 * searched for each value (case-insensitive, as text): where a personal value still is after erasure.
 */
export async function scanForValues(db: Db, values: string[]): Promise<Hit[]> {
  const columns = await rawRows<{ schema: string; table: string; column: string; has_id: boolean }>(
    db,
    sql`select c.table_schema as schema, c.table_name as "table", c.column_name as column,
          exists (select 1 from information_schema.columns i
                  where i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id') as has_id
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema')
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        order by 1, 2, 3`,
  );
  const hits: Hit[] = [];
  for (const c of columns) {
    const col = sql.raw(`"${c.column}"`);
    const tbl = sql.raw(`"${c.schema}"."${c.table}"`);
    const idText = c.has_id ? sql.raw(`"id"::text`) : sql.raw("null::text");
    for (const value of values) {
      const rows = await rawRows<{ id: string | null }>(
        db,
        sql`select ${idText} as id from ${tbl} where ${col}::text ilike ${`%${value}%`}`,
      );
      for (const r of rows) hits.push({ table: `${c.schema}.${c.table}`, column: c.column, id: r.id, value });
    }
  }
  return hits;
}

export const me = (ctx: TestContext, cookie: string) => api(ctx, { method: "GET", url: "/api/privacy/me", cookie });
