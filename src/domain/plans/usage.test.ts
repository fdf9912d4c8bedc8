import { describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "./features";
import { type PlanUsage, planLabel, usageBar, usageBars, usagePercent, usageText, usageTone } from "./usage";

/** An account's counts: nothing used but what the test names. */
const used = (counts: Partial<PlanUsage>): PlanUsage => ({
  corporateAdmins: 0,
  supervisors: 0,
  standardUsers: 0,
  totalUsers: 0,
  signaturesThisMonth: 0,
  documentsThisMonth: 0,
  templates: 0,
  categories: 0,
  aiTokensThisMonth: 0,
  aiTokenBudget: 0,
  ...counts,
});

describe("usage bars", () => {
  it("computes the percentage, 0 for a zero limit, capped at 100", () => {
    expect(usagePercent(1, 4)).toBe(25);
    expect(usagePercent(3, 0)).toBe(0);
    expect(usagePercent(0, 5)).toBe(0);
    expect(usagePercent(12, 10)).toBe(100);
  });
  it("colours red at 90 % or more, yellow at 75 % or more, green below", () => {
    expect(usageTone(100)).toBe("red");
    expect(usageTone(90)).toBe("red");
    expect(usageTone(89.9)).toBe("yellow");
    expect(usageTone(75)).toBe("yellow");
    expect(usageTone(74.99)).toBe("green");
    expect(usageTone(0)).toBe("green");
  });
  it("gives unlimited documents no share of a quota (issue 48: no bar is drawn)", () => {
    const bar = usageBar("documents", "Documentos", 999, null);
    expect(bar.percent).toBe(0);
    expect(bar.tone).toBe("green");
  });
  it("builds the bars from counts and the plan limits", () => {
    const users = { corporateAdmins: 1, supervisors: 1, standardUsers: 2, totalUsers: 4 };
    const content = { signaturesThisMonth: 20, documentsThisMonth: 3, templates: 19, categories: 5 };
    const bars = usageBars(used({ ...users, ...content }), DEFAULT_PLAN_FEATURES);
    const by = Object.fromEntries(bars.map((b) => [b.key, b]));
    expect(by.totalUsers).toMatchObject({ used: 4, limit: 5, percent: 80, tone: "yellow" });
    expect(by.corporateAdmins).toMatchObject({ percent: 100, tone: "red" });
    expect(by.standardUsers?.percent).toBeCloseTo(66.67, 1);
    expect(by.signatures).toMatchObject({ percent: 80, tone: "yellow" });
    expect(by.templates).toMatchObject({ percent: 95, tone: "red" });
    expect(by.categories).toMatchObject({ percent: 100, tone: "red" });
    expect(by.documents).toMatchObject({ limit: null, percent: 0 });
  });
  it("names the bars in the order Meu Plano shows them", () => {
    const shown = usageBars(used({}), { ...DEFAULT_PLAN_FEATURES, ai_access_enabled: true }).map((b) => [
      b.key,
      b.label,
    ]);
    expect(shown).toEqual([
      ["totalUsers", "Usuários totais"],
      ["corporateAdmins", "Administradores corporativos"],
      ["supervisors", "Supervisores"],
      ["standardUsers", "Usuários padrão"],
      ["signatures", "Assinaturas este mês"],
      ["documents", "Documentos este mês"],
      ["templates", "Modelos"],
      ["categories", "Categorias"],
      ["aiTokens", "Tokens do assistente este mês"],
    ]);
  });
  it("without a plan no bar has a limit (none is enforced), shown as on the corporate dashboard", () => {
    const bars = usageBars(used({ corporateAdmins: 1, totalUsers: 1 }), null);
    expect(bars.every((b) => b.limit === null)).toBe(true);
    expect(usageText(1, null)).toBe("1 / ∞");
    expect(usageText(1, 5)).toBe("1 / 5");
    expect(planLabel(null)).toBe("Sem plano");
  });

  it("shows the assistant's tokens only on a plan with Acesso à IA, against the month's budget", () => {
    const usage = used({ aiTokensThisMonth: 900, aiTokenBudget: 1_000 });
    expect(usageBars(usage, DEFAULT_PLAN_FEATURES).some((b) => b.key === "aiTokens")).toBe(false);
    const bar = usageBars(usage, { ...DEFAULT_PLAN_FEATURES, ai_access_enabled: true }).find(
      (b) => b.key === "aiTokens",
    );
    expect(bar).toMatchObject({
      label: "Tokens do assistente este mês",
      used: 900,
      limit: 1_000,
      percent: 90,
      tone: "red",
    });
  });
});
