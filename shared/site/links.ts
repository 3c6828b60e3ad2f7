// Link resolution rules of spec section 2, as pure functions over backend-neutral shapes.

export interface LinkTarget {
  id: string;
  type?: string | null; // 'page' | 'link' | 'folder'
  linkType?: string | null; // 'external' | 'category' | 'product' | 'landing_page'
  externalLink?: string | null;
  internalLink?: string | null;
  seoUrls?: { seoPathInfo?: string | null }[] | null;
}

export interface ResolvedLink {
  href: string;
  external: boolean;
}

const seoHref = (path: string) => '/' + path.replace(/^\/+/, '');
const firstSeoPath = (t: LinkTarget) => t.seoUrls?.find((s) => s.seoPathInfo)?.seoPathInfo ?? null;
const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * Navigation item: SEO path of the first SEO url, else external link, else the linked
 * category's SEO path, else /category/{id}, else '#'.
 */
export function navigationLink(item: LinkTarget, seoPathById: ReadonlyMap<string, string>): ResolvedLink {
  const own = firstSeoPath(item);
  if (own) return { href: seoHref(own), external: false };
  if (item.externalLink) return { href: item.externalLink, external: isExternal(item.externalLink) };
  if (item.internalLink) {
    const target = seoPathById.get(item.internalLink);
    return { href: target ? seoHref(target) : `/category/${item.internalLink}`, external: false };
  }
  if (item.type === 'page') return { href: `/category/${item.id}`, external: false };
  return { href: '#', external: false };
}

/**
 * Footer link: SEO url first, then the internal link via its looked-up SEO path, then the
 * external link, else plain text (null).
 */
export function footerLink(item: LinkTarget, seoPathById: ReadonlyMap<string, string>): ResolvedLink | null {
  const own = firstSeoPath(item);
  if (own) return { href: seoHref(own), external: false };
  const target = item.internalLink ? seoPathById.get(item.internalLink) : undefined;
  if (target) return { href: seoHref(target), external: false };
  if (item.externalLink) return { href: item.externalLink, external: isExternal(item.externalLink) };
  return null;
}

/** '/' plus the first SEO path of a product, without its query string. */
export function productHref(product: { id: string; seoUrls?: { seoPathInfo?: string | null }[] | null }): string {
  const path = firstSeoPath(product as LinkTarget);
  return path ? seoHref(path.split('?')[0]!) : `/detail/${product.id}`;
}
