// The page window of spec section 9: every page when 7 or fewer; otherwise the first 2, a
// window of 3 around the current page and the last 2, with ellipses between gaps.
export type PageItem = number | 'ellipsis';

export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = new Set<number>([1, 2, page - 1, page, page + 1, total - 1, total]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: PageItem[] = [];
  for (const p of pages) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && p - prev > 1) out.push('ellipsis');
    out.push(p);
  }
  return out;
}

export function totalPages(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(0, Math.ceil(total / pageSize)) : 0;
}

/** Pages outside 1..total are not reachable. */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, page), Math.max(1, total));
}
