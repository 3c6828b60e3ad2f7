// Main and footer navigation, with link resolution in one batch SEO lookup (no waterfall
// per item).
import type { FooterGroup, NavItem } from '../../../shared/site/types';
import { footerLink, navigationLink } from '../../../shared/site/links';
import { cacheLong } from '../../cache/strategies';
import { NAVIGATION_TAG } from '../../cache/tags';
import { cachedRead, type ShopwareContext } from '../context';
import { seoPathsOrNone } from './seo';
import { label } from '../mappers/product';
import type { SwCategory } from '../types';
import { logError } from '../../logging/log';

export const MEGA_MENU_FIELD = 'mega_menu_enabled';
export const MENU_ITEM_STYLE_FIELD = 'menu_item_style';
const FOOTER_HIDDEN_GROUP = 'Showroom';

function internalLinkIds(items: SwCategory[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.internalLink && !item.seoUrls?.length) into.add(item.internalLink);
    if (item.children) internalLinkIds(item.children, into);
  }
  return into;
}

function toNavItem(item: SwCategory, seo: ReadonlyMap<string, string>): NavItem {
  const link = navigationLink(item, seo);
  const fields = item.translated?.customFields ?? item.customFields ?? {};
  return {
    id: item.id,
    label: label(item),
    href: link.href,
    external: link.external,
    megaMenu: fields[MEGA_MENU_FIELD] === true,
    asLink: fields[MENU_ITEM_STYLE_FIELD] === 'asLink',
    children: (item.children ?? []).map((c) => toNavItem(c, seo)),
  };
}

async function readTree(ctx: ShopwareContext, rootId: string, depth: number): Promise<SwCategory[]> {
  const body = { depth, buildTree: true };
  return cachedRead(ctx, {
    name: `navigation-${rootId}`, method: 'POST', path: `/navigation/${rootId}/${rootId}`, body,
    strategy: cacheLong(), tags: [NAVIGATION_TAG],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: rootId, rootId },
      headers: { 'sw-include-seo-urls': true },
      body,
      fetchOptions,
    });
    // Footer/service navigation answers 204 (no body) when the shop has none configured.
    return Array.isArray(data) ? data : [];
  });
}

/** Main navigation (depth 5, spec section 7). A failure leaves an empty menu, logged. */
export async function mainNavigation(ctx: ShopwareContext): Promise<NavItem[]> {
  try {
    const tree = await readTree(ctx, 'main-navigation', 5);
    const seo = await seoPathsOrNone(ctx, [...internalLinkIds(tree)]);
    return tree.map((c) => toNavItem(c, seo));
  } catch (error) {
    logError('Failed to load the main navigation', error);
    return [];
  }
}

/** Footer: groups that have children, without the 'Showroom' column. */
export async function footerNavigation(ctx: ShopwareContext): Promise<FooterGroup[]> {
  try {
    const tree = await readTree(ctx, 'footer-navigation', 2);
    const groups = tree.filter((g) => (g.children?.length ?? 0) > 0 && label(g) !== FOOTER_HIDDEN_GROUP);
    const seo = await seoPathsOrNone(ctx, [...internalLinkIds(groups)]);
    return groups.map((g) => ({
      id: g.id,
      label: label(g),
      links: (g.children ?? []).map((item) => {
        const link = footerLink(item, seo);
        return { id: item.id, label: label(item), href: link?.href ?? null, external: link?.external ?? false };
      }),
    }));
  } catch (error) {
    logError('Failed to load the footer navigation', error);
    return [];
  }
}
