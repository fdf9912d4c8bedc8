import { z } from "zod";

/** The one list contract every admin list follows (spec: 10 per page, at most the first 5 page buttons, exact total). */
export const PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, "Página inválida").default(1),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page buttons the pager shows: the first pages only, at most five. */
export function pagerButtons(total: number, pageSize = PAGE_SIZE): number[] {
  const count = Math.min(pageCount(total, pageSize), MAX_PAGE_BUTTONS);
  return Array.from({ length: count }, (_, i) => i + 1);
}

export const pageOffset = (page: number, pageSize = PAGE_SIZE) => (page - 1) * pageSize;
