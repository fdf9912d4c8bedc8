import { describe, expect, it } from "vitest";
import { pageCount, pageOffset, pageQuerySchema, pagerButtons } from "./list";

describe("list contract", () => {
  it("shows at most five page buttons", () => {
    expect(pagerButtons(0, 1)).toEqual([1]);
    expect(pagerButtons(10, 1)).toEqual([1]);
    expect(pagerButtons(11, 2)).toEqual([1, 2]);
    expect(pagerButtons(35, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerButtons(500, 1)).toEqual([1, 2, 3, 4, 5]);
  });
  it("keeps the current page inside the window (issue 21: page 7 of 7 had no button)", () => {
    expect(pagerButtons(70, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pagerButtons(70, 4)).toEqual([2, 3, 4, 5, 6]);
    expect(pagerButtons(70, 2)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerButtons(500, 25)).toEqual([23, 24, 25, 26, 27]);
    expect(pagerButtons(70, 99)).toEqual([3, 4, 5, 6, 7]);
  });
  it("counts pages and offsets by ten", () => {
    expect(pageCount(35)).toBe(4);
    expect(pageOffset(3)).toBe(20);
  });
  it("defaults to page 1 and rejects page 0", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });
});
