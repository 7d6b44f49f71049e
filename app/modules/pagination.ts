/** Page numbers for lists paginated in SQL (admin inboxes). */

export interface Page<T> {
  rows: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** The ?page= of a URL: a whole number from 1; anything else is page 1. */
export function pageNumber(url: string | URL): number {
  const raw = new URL(url).searchParams.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/** Clamps the page to what exists and gives the offset for LIMIT/OFFSET. */
export function pageWindow(total: number, page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * pageSize, limit: pageSize };
}
