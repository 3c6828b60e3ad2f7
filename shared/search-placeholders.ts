// Where the quick search's default 'most searched' links lead (DEFAULT_POPULAR_* in search.ts).
// The catch-all and brand routes ask it for every address, so it is a module of its own: their
// pages do not load the quick search's rules with it.

/**
 * The default suggestions' targets /category/1..4 and /brand/1..4 name no real category or
 * brand: they lead to all products and to the brand index. Null for any other path.
 */
export function placeholderTarget(pathname: string): string | null {
  const match = /^\/(category|brand)\/\d+\/?$/.exec(pathname);
  if (!match) return null;
  return match[1] === 'brand' ? '/merken' : '/products';
}
