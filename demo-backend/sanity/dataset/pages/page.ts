// Helpers shared by the page modules: a page document and keyed page builder entries.
import type { ContentBlock, PageBuilderBlock } from '../../../../shared/content/types';
import { keyFor } from '../ids';
import type { SeedOf } from '../seed';

type Unkeyed<T> = T extends unknown ? Omit<T, '_key'> : never;

/** Page builder blocks, keyed by page and position so keys are stable across restarts. */
export function blocks(owner: string, ...entries: Array<Unkeyed<ContentBlock>>): ContentBlock[] {
  return entries.map((entry, i) => ({ ...entry, _key: keyFor(`${owner}:block:${i}`) }) as ContentBlock);
}

/**
 * The items of an array field (cards, buttons, posts...) with their `_key` and the member type
 * the Studio knows them by (`_type`, studio/schemaTypes/): an object in an array names its type.
 */
export function keyed<T extends object>(scope: string, type: string, items: readonly T[]): Array<T & { _key: string; _type: string }> {
  return items.map((item, i) => ({ ...item, _type: type, _key: keyFor(`${scope}:${i}`) }));
}

/** The id of the page with `slug`; a nested slug ("klantenservice/maattabel") joins with "-". */
export const pageId = (slug: string) => `page-${slug.replaceAll('/', '-')}`;

export function page(
  slug: string, title: string, metaDescription: string, pageBuilder: PageBuilderBlock[],
): SeedOf<'page'> {
  return {
    _id: pageId(slug),
    _type: 'page',
    title,
    slug: { _type: 'slug', current: slug },
    metaDescription,
    pageBuilder,
  };
}

/** Standard vertical rhythm of a Content block, in pixels. */
export const SECTION_PADDING = { desktop: { top: 80, bottom: 80 }, mobile: { top: 48, bottom: 48 } };
