/** Pages of lists read with LIMIT/OFFSET: one page type and one page parser for every list. */

/** One page of a list, and how many pages the list has. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

/** A page number from the URL: 1 when missing or nonsense, capped so OFFSET stays sane. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

/** The ?page= of a URL (parsePage). */
export function pageNumber(url: string | URL): number {
  return parsePage(new URL(url).searchParams.get("page"));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Clamps the page to what exists and gives the offset for LIMIT/OFFSET. */
export function pageWindow(total: number, page: number, pageSize: number) {
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  return { page: current, pages, offset: (current - 1) * pageSize, limit: pageSize };
}
