import { z } from "zod";

/** The one list contract every admin list follows (spec: 10 per page, at most 5 page buttons, exact total). */
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

/**
 * Page buttons the pager shows: at most five, a window around the current page (issue 21: the
 * spec's "first five" left page 7 of 7 without its own button), moved in at either end.
 */
export function pagerButtons(total: number, page: number, pageSize = PAGE_SIZE): number[] {
  const pages = pageCount(total, pageSize);
  const count = Math.min(pages, MAX_PAGE_BUTTONS);
  const current = Math.min(Math.max(1, page), pages);
  const start = Math.min(Math.max(1, current - Math.floor(MAX_PAGE_BUTTONS / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export const pageOffset = (page: number, pageSize = PAGE_SIZE) => (page - 1) * pageSize;
