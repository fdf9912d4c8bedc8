import { categories, categoryCorporateAccounts } from "../../src/server/db/tables/categories";
import { headerFooterTemplates } from "../../src/server/db/tables/header-footer";
import { documentTemplates } from "../../src/server/db/tables/templates";
import type { Db } from "../../src/server/platform/db/client";

let n = 0;

/** A category, optionally linked to accounts. */
export async function createCategory(db: Db, linkTo: string[] = [], name = `Categoria ${Date.now()}-${n++}`) {
  const [row] = await db.insert(categories).values({ name }).returning({ id: categories.id });
  if (!row) throw new Error("category not created");
  for (const accountId of linkTo) {
    await db.insert(categoryCorporateAccounts).values({ categoryId: row.id, corporateAccountId: accountId });
  }
  return row.id;
}

/** A header/footer row straight in the database. */
export async function insertHeaderFooter(
  db: Db,
  values: {
    type?: "header" | "footer";
    accountId?: string | null;
    isActive?: boolean;
    isDefault?: boolean;
    name?: string;
  },
) {
  const [row] = await db
    .insert(headerFooterTemplates)
    .values({
      name: values.name ?? `HF ${n++}`,
      type: values.type ?? "header",
      layoutType: "text-only",
      contentHtml: "<p>Empresa</p>",
      corporateAccountId: values.accountId ?? null,
      isActive: values.isActive ?? true,
      isDefault: values.isDefault ?? false,
    })
    .returning({ id: headerFooterTemplates.id });
  if (!row) throw new Error("header/footer not created");
  return row.id;
}

/** A smallest valid PNG (1×1). */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">clique</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">clique</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<p style="background:url(javascript:alert(1));position:fixed;top:0">estilo</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  "<style>body{display:none}</style>",
  '<div onmouseover="alert(1)">passe</div>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="https://evil.example"><button>ok</button></form>',
];

/** Nothing in stored HTML can run script. */
export function expectInert(html: string): void {
  const lower = html.toLowerCase();
  for (const bad of [
    "<script",
    "javascript:",
    " on",
    "<svg",
    "<style",
    "<math",
    "<form",
    "url(",
    "position:",
    "data:image/svg",
  ]) {
    if (bad === " on") {
      if (/\son[a-z]+\s*=/.test(lower)) throw new Error(`event handler left in: ${html}`);
    } else if (lower.includes(bad)) throw new Error(`"${bad}" left in: ${html}`);
  }
}

/** A category linked to the account and its one-variable template ("Contrato com {{nome}}"); the template's id. */
export async function insertNameTemplate(db: Db, accountId: string): Promise<string> {
  const categoryId = await createCategory(db, [accountId]);
  const [tpl] = await db
    .insert(documentTemplates)
    .values({
      title: "Contrato",
      categoryId,
      corporateAccountId: accountId,
      templateContent: "<p>Contrato com {{nome}}</p>",
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    })
    .returning({ id: documentTemplates.id });
  return tpl?.id ?? "";
}
