// How the sitemaps are cut into files and each file into Store API reads. Pure, so the paging
// can be checked at any catalogue size without a backend.

/** sitemaps.org: at most 50,000 URLs (and 50 MB uncompressed) per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * URLs per child sitemap. Well under the protocol's 50,000: one file is 50 Store API reads of
 * 100 (the Store API's maximum limit), few enough for one Worker invocation, and about 0.6 MB.
 */
export const URLS_PER_SITEMAP = 5_000;

/** The Store API's largest page (shopware.api.store.max_limit). */
export const STORE_API_PAGE_SIZE = 100;

/** Number of child sitemap files for `total` items; a kind with no items still has one (empty) file. */
export function sitemapFileCount(total: number, perFile = URLS_PER_SITEMAP): number {
  if (!Number.isInteger(perFile) || perFile < 1 || perFile > SITEMAP_MAX_URLS) {
    throw new RangeError(`URLs per sitemap must be 1..${SITEMAP_MAX_URLS}, got ${perFile}`);
  }
  return Math.max(1, Math.ceil(Math.max(0, total) / perFile));
}

/** The items of file `file` (from 1): [start, end) in the backend's stable order. */
export function sitemapFileRange(file: number, total: number, perFile = URLS_PER_SITEMAP): { start: number; end: number } {
  const start = (file - 1) * perFile;
  return { start: Math.min(start, total), end: Math.min(start + perFile, total) };
}

/**
 * The Store API pages (from 1, of `pageSize`) that cover file `file`. perFile must be a multiple
 * of pageSize so that files never share a Store API page.
 */
export function storeApiPagesOf(file: number, total: number, perFile = URLS_PER_SITEMAP, pageSize = STORE_API_PAGE_SIZE): number[] {
  if (perFile % pageSize !== 0) throw new RangeError('URLs per sitemap must be a multiple of the Store API page size');
  const { start, end } = sitemapFileRange(file, total, perFile);
  const pages: number[] = [];
  for (let offset = start; offset < end; offset += pageSize) pages.push(offset / pageSize + 1);
  return pages;
}

/** Runs `task` over `items` with at most `concurrency` at a time, results in input order. */
export async function mapLimited<T, R>(items: readonly T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
