// What a path of the catch-all route turned out to be.
export type ResolvedPath =
  | { type: 'content'; slug: string }
  | { type: 'blog'; slug: string }
  | { type: 'category'; categoryId: string }
  | { type: 'product'; productId: string }
  | { type: 'landing'; landingPageId: string }
  | { type: 'redirect'; location: string }
  /** Known once, deleted since (Shopware's `isDeleted` SEO URL): 410, not 404. */
  | { type: 'gone' }
  | { type: 'not-found' };

/** Normalises a pathname for lookups: decoded, one leading slash, no trailing slash. */
export function normalisePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it came: it will simply not match anything.
  }
  const trimmed = decoded.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
  return '/' + trimmed;
}

/** The spec's 404 text, the fallback of the snippet error.notFound. */
export const NOT_FOUND_TEXT = 'Page not found: {path}';
export const notFoundMessage = (path: string) => NOT_FOUND_TEXT.replace('{path}', path);

/** A path as the shopper typed it: decoded where it decodes, as given where it does not. */
export function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
