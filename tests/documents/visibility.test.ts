import { describe, expect, it } from "vitest";
import { ROLE_DEFINITIONS, type RoleSlug } from "../../src/domain/auth/permissions";
import type { ChangeEvent } from "../../src/domain/auth/session";
import type { Actor } from "../../src/server/modules/auth/actor";
import { pdfContentDisposition } from "../../src/server/modules/documents/document-pdf";
import { mayReceive } from "../../src/server/platform/http/event-hub";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const actor = (role: RoleSlug, userId: string, accountId: string | null): Actor => ({
  userId,
  email: `${userId}@x.com`,
  roles: ROLE_DEFINITIONS.filter((r) => r.slug === role),
  permissions: [],
  accountId,
});
const docEvent = (userId: string, accountId: string | null) =>
  ({
    table: "generated_documents",
    op: "UPDATE",
    id: "d1",
    user_id: userId,
    corporate_account_id: accountId,
  }) as unknown as ChangeEvent;

describe("generated_documents events follow the document visibility rule", () => {
  it("reach the owner, org-wide roles of the account and super_admin only", () => {
    const event = docEvent("owner", A);
    expect(mayReceive(actor("standard_user", "owner", A), event)).toBe(true);
    expect(mayReceive(actor("standard_user", "colleague", A), event)).toBe(false);
    expect(mayReceive(actor("corporate_admin", "adm", A), event)).toBe(true);
    expect(mayReceive(actor("supervisor_user", "sup", A), event)).toBe(true);
    expect(mayReceive(actor("corporate_admin", "admB", B), event)).toBe(false);
    expect(mayReceive(actor("super_admin", "root", null), event)).toBe(true);
  });
});

describe("PDF file name", () => {
  it("is ASCII-safe with the full title in filename*", () => {
    const header = pdfContentDisposition('Contrato "Locação" - 24/11/2026');
    expect(header).toMatch(/^attachment; filename="Contrato-Locacao-24-11-2026\.pdf"; filename\*=UTF-8''/);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
