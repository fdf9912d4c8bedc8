import { describe, expect, it } from "vitest";
import { ROLE_DEFINITIONS, type RoleSlug } from "../auth/permissions";
import { dashboardTiles } from "./tiles";

const role = (slug: RoleSlug) => {
  const def = ROLE_DEFINITIONS.find((r) => r.slug === slug);
  if (!def) throw new Error(slug);
  return { slug: def.slug, permissions: def.permissions };
};
/** Tiles of a user on a corporate account (the super admin has none). */
const targets = (...slugs: RoleSlug[]) =>
  dashboardTiles({ roles: slugs.map(role), hasAccount: !slugs.includes("super_admin") }).map((t) => t.to);

describe("dashboardTiles (spec 1 §2.6)", () => {
  it.each<[RoleSlug, string, string[]]>([
    [
      "standard_user",
      "sees generate, my documents, plan overview and the assistant only",
      ["/documents/generate", "/my-documents", "/corporate/plan-overview", "/assistant"],
    ],
    [
      "supervisor_user",
      "adds the corporate dashboard and corporate reports",
      [
        "/documents/generate",
        "/my-documents",
        "/corporate/dashboard",
        "/corporate/plan-overview",
        "/assistant",
        "/corporate/reports",
      ],
    ],
    [
      "corporate_admin",
      "manages users, templates and integrations, without super-admin tiles",
      [
        "/documents/generate",
        "/my-documents",
        "/admin/users",
        "/corporate/dashboard",
        "/corporate/plan-overview",
        "/assistant",
        "/admin/templates",
        "/admin/header-footer",
        "/corporate/reports",
        "/corporate/settings/integrations",
      ],
    ],
    [
      "super_admin",
      "sees the platform tiles, admin reports and the ZapSign settings, not the corporate dashboard nor 'Meu Plano'",
      [
        "/documents/generate",
        "/my-documents",
        "/admin/users",
        "/admin/categories",
        "/admin/subscription/plans",
        "/admin/dashboard",
        "/admin/corporate-accounts",
        "/admin/settings/zapsign",
        "/admin/settings/ai",
        "/admin/broadcast",
        "/admin/templates",
        "/admin/header-footer",
        "/admin/reports",
        "/corporate/settings/integrations",
      ],
    ],
  ])("%s %s", (slug, _what, expected) => {
    expect(targets(slug)).toEqual(expected);
  });

  it("no 'Meu Plano' tile where it would be denied: the super admin, a user without an account", () => {
    expect(targets("super_admin")).not.toContain("/corporate/plan-overview");
    const selfSignedUp = dashboardTiles({ roles: [role("standard_user")], hasAccount: false }).map((t) => t.to);
    expect(selfSignedUp).toEqual(["/documents/generate", "/my-documents"]);
    const adminWithoutAccount = dashboardTiles({ roles: [role("corporate_admin")], hasAccount: false });
    expect(adminWithoutAccount.map((t) => t.to)).not.toContain("/corporate/plan-overview");
  });

  it("a user without roles sees no tile", () => {
    expect(targets()).toEqual([]);
  });

  it("tiles follow permissions, not only role slugs (a custom map)", () => {
    const tiles = dashboardTiles({
      roles: [{ slug: "standard_user", permissions: { manage_templates: true } }],
      hasAccount: true,
    });
    expect(tiles.map((t) => t.to)).toEqual([
      "/corporate/plan-overview",
      "/assistant",
      "/admin/templates",
      "/admin/header-footer",
    ]);
  });

  it("several active roles combine", () => {
    expect(targets("standard_user", "supervisor_user")).toContain("/corporate/dashboard");
  });

  it("every tile has a Portuguese title and a unique id", () => {
    const tiles = dashboardTiles({ roles: [role("super_admin"), role("corporate_admin")] });
    expect(new Set(tiles.map((t) => t.id)).size).toBe(tiles.length);
    for (const t of tiles) expect(t.title.length).toBeGreaterThan(2);
  });

  it("the settings tile is 'Configurações' and says what the area holds (issue 48)", () => {
    const settings = (...slugs: RoleSlug[]) =>
      dashboardTiles({ roles: slugs.map(role), hasAccount: !slugs.includes("super_admin") }).find(
        (t) => t.to === "/corporate/settings/integrations",
      );
    expect(settings("corporate_admin")).toMatchObject({
      title: "Configurações",
      description: "E-mail (SMTP), WhatsApp, chaves de API, webhooks, marca e retenção de dados",
    });
    // The super admin has no account to brand or clean: those pages are not offered.
    expect(settings("super_admin")?.description).toBe("E-mail (SMTP), WhatsApp, chaves de API e webhooks");
  });
});
