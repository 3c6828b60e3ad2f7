// Where content documents live on the site, and the ids and slugs the storefront looks up.
// docs/content-model.md explains the conventions.
import type { LinkableType } from './types';

/** The singleton site configuration document. */
export const SITE_CONFIG_ID = 'siteConfig';
/** The size guide beside the product page's sizes (one document). */
export const SIZE_GUIDE_ID = 'sizeGuide';
/** The page served at "/". */
export const HOME_PAGE_SLUG = 'home';
/** The page whose blocks the error page shows is found by this title. */
export const ERROR_PAGE_TITLE = 'Error';
/** Journal posts live under this path segment. */
export const BLOG_PATH_PREFIX = 'blog';

/** The site path of a page or blog post, from its type and slug. */
export function contentPath(target: { _type: LinkableType; slug: string }): string {
  if (target._type === 'blog') return `/${BLOG_PATH_PREFIX}/${target.slug}`;
  return target.slug === HOME_PAGE_SLUG ? '/' : `/${target.slug}`;
}
