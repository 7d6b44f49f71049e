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

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
