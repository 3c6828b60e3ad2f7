// Criteria of the catalogue reads, in a module of their own (no worker APIs), so integration
// tests can build the cache key of a read (tests/integration/cache-correctness.test.ts).
import type { Criteria, Schemas } from '../store-api-types';

/** What a product card shows: cover, brand and properties. */
export const productAssociations = {
  cover: {},
  manufacturer: {},
  properties: { associations: { group: {} } },
} satisfies Schemas['Associations'];

/** The product page's read. */
export const PRODUCT_DETAIL_BODY = {
  associations: {
    ...productAssociations, media: {}, options: { associations: { group: {} } }, deliveryTime: {},
    // The siblings: which option combinations exist, are in stock, and where they live.
    children: { associations: { seoUrls: {} } },
  },
} satisfies Criteria;
