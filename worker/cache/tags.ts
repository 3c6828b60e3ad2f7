// Cache tags: every cached entry carries the tags of the shop data it was built from, and a
// webhook purges by tag. Dynamic parts are URI-encoded so a tag never contains '/', the
// separator of the KV tag index (see tag-index.ts).

/** Every entry carries this tag, so one purge can empty the whole cache. */
export const ALL_TAG = 'all';
export const NAVIGATION_TAG = 'navigation';
export const SNIPPETS_TAG = 'snippets';
/**
 * Every product at once: what lists all products (the product sitemaps) carries it, and every
 * product write purges it along with the product's own tag. A sitemap page of thousands of
 * products cannot carry one tag per product (one KV write each).
 */
export const PRODUCTS_TAG = 'products';
/** The brand list (the shop plugin's /brands) and what is built from it. */
export const BRANDS_TAG = 'brands';

/** Search answers (full search page, quick search): a new or removed product changes them. */
export const SEARCH_TAG = 'search';
/** Every SEO URL lookup (path → entity, entity → path): an seo_url write purges them. */
export const SEO_URL_TAG = 'seo-url';

/** What a tag may look like: letters, digits and the characters encodeURIComponent leaves, plus ':' and '%'. */
export const CACHE_TAG_PATTERN = /^[A-Za-z0-9\-_.!~*'():%]+$/;

export function assertCacheTag(tag: string): void {
  if (!CACHE_TAG_PATTERN.test(tag)) {
    throw new TypeError(`Invalid cache tag "${tag}": build tags with the helpers in worker/cache/tags.ts`);
  }
}

export function productTag(productId: string): string {
  return `product:${encodeURIComponent(productId)}`;
}

export function categoryTag(categoryId: string): string {
  return `category:${encodeURIComponent(categoryId)}`;
}

/** A look's landing page (its products and cover); the looks overview carries LOOKS_TAG. */
export function landingPageTag(landingPageId: string): string {
  return `landing-page:${encodeURIComponent(landingPageId)}`;
}

export const LOOKS_TAG = 'looks';

/** Every dynamic product group at once (a filter row's write cannot name its group). */
export const PRODUCT_STREAMS_TAG = 'product-streams';

/** A dynamic product group (product slider blocks). */
export function productStreamTag(streamId: string): string {
  return `product-stream:${encodeURIComponent(streamId)}`;
}

export function sanityTypeTag(type: string): string {
  return `sanity:type:${encodeURIComponent(type)}`;
}

/**
 * A sync tag the Content Lake gave a query's answer (`s1:…`): a live event carrying it says that
 * answer changed (preview/routes.ts, the live relay, purges by it).
 */
export function sanitySyncTag(syncTag: string): string {
  return `sanity:sync:${encodeURIComponent(syncTag)}`;
}

/** A draft and its published document share one tag: publishing must purge what the draft cached. */
export function sanityDocTag(documentId: string): string {
  return `sanity:doc:${encodeURIComponent(documentId.replace(/^drafts\./, ''))}`;
}

/** The projection a Sanity webhook sends: `{_id, _type}`. */
export interface SanityWebhookDocument {
  _id: string;
  _type: string;
}

export function sanityWebhookTags(document: SanityWebhookDocument): string[] {
  return [sanityDocTag(document._id), sanityTypeTag(document._type)];
}

/**
 * One row of a Shopware `*.written` / `*.deleted` webhook payload. The primary key is a hex id,
 * or an object of ids for translation and mapping entities (e.g. `{productId, languageId}`).
 */
export interface ShopwareWrittenEntity {
  entity: string;
  primaryKey?: string | Record<string, string>;
  id?: string;
  /** 'insert' | 'update' | 'delete' in Shopware's EntityWrittenEvent payload. */
  operation?: string;
}

/**
 * Tags of the Shopware entities the storefront caches. Entities it does not know are ignored:
 * purging everything on every unknown write would turn each admin save into a cold cache.
 */
export function shopwareWebhookTags(rows: readonly ShopwareWrittenEntity[]): string[] {
  const tags = new Set<string>();
  for (const row of rows) {
    const key = row.primaryKey ?? row.id;
    const ids = typeof key === 'object' ? key : {};
    const id = typeof key === 'string' ? key : undefined;
    switch (row.entity) {
      case 'product':
        if (id) tags.add(productTag(id)).add(PRODUCTS_TAG);
        // A new or removed product changes which products a search finds; an update reaches
        // the search answers that hold it through its product tag.
        if (row.operation !== 'update') tags.add(SEARCH_TAG);
        break;
      case 'product_translation':
        if (ids.productId) tags.add(productTag(ids.productId)).add(PRODUCTS_TAG).add(SEARCH_TAG);
        break;
      // Mapping rows keyed by the product: its page and every list holding it. (Rows with an id
      // of their own, such as product_media or product_price, name no product: Shopware also
      // sends the product's own write when they change through the product.)
      case 'product_property':
      case 'product_option':
      case 'product_tag':
        if (ids.productId) tags.add(productTag(ids.productId));
        break;
      case 'product_stream':
      case 'product_stream_translation': {
        const streamId = id ?? ids.productStreamId;
        if (streamId) tags.add(productStreamTag(streamId));
        break;
      }
      case 'product_stream_filter':
        // The filter's own id is all the payload has; its group is unknown, so every group.
        tags.add(PRODUCT_STREAMS_TAG);
        break;
      case 'seo_url':
        tags.add(SEO_URL_TAG);
        break;
      case 'product_manufacturer':
      case 'product_manufacturer_translation':
        tags.add(BRANDS_TAG);
        break;
      case 'category':
        if (id) tags.add(categoryTag(id)).add(NAVIGATION_TAG);
        break;
      case 'category_translation':
        if (ids.categoryId) tags.add(categoryTag(ids.categoryId)).add(NAVIGATION_TAG);
        break;
      case 'product_category':
        // Assigning a product to a category changes both the product page and the listing.
        if (ids.productId) tags.add(productTag(ids.productId)).add(PRODUCTS_TAG);
        if (ids.categoryId) tags.add(categoryTag(ids.categoryId));
        break;
      case 'snippet':
      case 'snippet_set':
        tags.add(SNIPPETS_TAG);
        break;
      case 'sales_channel':
      case 'sales_channel_translation':
        // The channel decides the navigation roots, languages and maintenance: everything.
        tags.add(ALL_TAG);
        break;
      case 'landing_page':
      case 'landing_page_translation': {
        const landingPageId = id ?? ids.landingPageId;
        if (landingPageId) tags.add(landingPageTag(landingPageId));
        tags.add(LOOKS_TAG);
        break;
      }
    }
  }
  return [...tags];
}
