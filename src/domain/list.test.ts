import { describe, expect, it } from "vitest";
import { pageCount, pageOffset, pageQuerySchema, pagerButtons } from "./list";

describe("list contract", () => {
  it("shows at most the first five page buttons", () => {
    expect(pagerButtons(0)).toEqual([1]);
    expect(pagerButtons(10)).toEqual([1]);
    expect(pagerButtons(11)).toEqual([1, 2]);
    expect(pagerButtons(35)).toEqual([1, 2, 3, 4]);
    expect(pagerButtons(500)).toEqual([1, 2, 3, 4, 5]);
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
