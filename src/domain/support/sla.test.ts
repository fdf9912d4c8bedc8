import { describe, expect, it } from "vitest";
import { addBusinessMinutes, firstResponseDue, isFirstResponseOverdue } from "./sla";

/** Brasília wall-clock time (UTC−3) as an instant. */
const br = (text: string) => new Date(`${text}-03:00`);
const iso = (d: Date) => d.toISOString();

// 2026-11-23 is a Monday; 2026-11-27 a Friday; 28/29 the weekend.
describe("first-response target (issue 29, Brasília business hours)", () => {
  it("gives a priority ticket opened Monday 10:00 until 14:00 the same day", () => {
    expect(iso(firstResponseDue(br("2026-11-23T10:00:00"), true))).toBe(iso(br("2026-11-23T14:00:00")));
  });

  it("carries priority hours past 18:00 into the next business morning", () => {
    expect(iso(firstResponseDue(br("2026-11-24T16:30:00"), true))).toBe(iso(br("2026-11-25T11:30:00")));
  });

  it("skips the weekend: Friday 16:00 priority is due Monday 11:00", () => {
    expect(iso(firstResponseDue(br("2026-11-27T16:00:00"), true))).toBe(iso(br("2026-11-30T11:00:00")));
  });

  it("starts counting at Monday 09:00 for a ticket opened on Saturday", () => {
    expect(iso(firstResponseDue(br("2026-11-28T15:00:00"), true))).toBe(iso(br("2026-11-30T13:00:00")));
    expect(iso(firstResponseDue(br("2026-11-29T23:59:00"), false))).toBe(iso(br("2026-12-01T18:00:00")));
  });

  it("starts at 09:00 for a ticket opened before opening, and next day after closing", () => {
    expect(iso(firstResponseDue(br("2026-11-23T06:00:00"), true))).toBe(iso(br("2026-11-23T13:00:00")));
    expect(iso(firstResponseDue(br("2026-11-23T19:00:00"), true))).toBe(iso(br("2026-11-24T13:00:00")));
  });

  it("gives a standard ticket two business days (Monday 10:00 → Wednesday 10:00; Thursday 15:00 → Monday 15:00)", () => {
    expect(iso(firstResponseDue(br("2026-11-23T10:00:00"), false))).toBe(iso(br("2026-11-25T10:00:00")));
    expect(iso(firstResponseDue(br("2026-11-26T15:00:00"), false))).toBe(iso(br("2026-11-30T15:00:00")));
  });

  it("reads UTC instants in Brasília time (21:00 UTC Friday is 18:00 there: closed)", () => {
    expect(iso(addBusinessMinutes(new Date("2026-11-27T21:00:00Z"), 60))).toBe(iso(br("2026-11-30T10:00:00")));
  });

  it("marks overdue only an unanswered ticket past its target", () => {
    const due = br("2026-11-23T14:00:00");
    const later = br("2026-11-23T14:01:00");
    expect(isFirstResponseOverdue({ firstResponseDueAt: due, firstResponseAt: null }, later)).toBe(true);
    expect(isFirstResponseOverdue({ firstResponseDueAt: due, firstResponseAt: br("2026-11-23T13:00:00") }, later)).toBe(
      false,
    );
    expect(isFirstResponseOverdue({ firstResponseDueAt: due, firstResponseAt: null }, br("2026-11-23T13:59:00"))).toBe(
      false,
    );
  });
});
