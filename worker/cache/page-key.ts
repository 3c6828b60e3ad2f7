// The KV keys of stored pages (page-store.ts), apart so a purge's second sweep (purge-job.ts)
// lists a tag's stored pages alone (`tag:<tag>/page1:…`) without loading the page store.

/** Bump the version when what a stored page means changes (its shape, or what its key leaves out). */
export const PAGE_KEY_PREFIX = 'page1:';
