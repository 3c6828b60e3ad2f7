/** The current query string with `p` set to `page` (left out for page 1). */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('p', String(page));
  else next.delete('p');
  const search = next.toString();
  return search ? `?${search}` : '';
}
