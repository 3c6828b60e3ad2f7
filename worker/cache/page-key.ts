// The KV keys of stored pages (page-store.ts), apart so a purge's second sweep (purge-job.ts)
// tells them from data entries without loading the page store.

/** Bump the version when what a stored page means changes (its shape, or what its key leaves out). */
export const PAGE_KEY_PREFIX = 'page1:';

/** A stored page's key, not a data entry's. */
export const isPageKey = (key: string): boolean => key.startsWith(PAGE_KEY_PREFIX);
