// Types of the shop plugin's Store API routes (docs/demo-backend/plugin-routes.md), merged
// into @shopware/api-client's operations so `invoke` is typed for them too.
import type { SwProduct } from './types';

export interface QuickSearchResponse {
  products: {
    id: string;
    name: string;
    brand?: string | null;
    image?: string | null;
    alt?: string | null;
    seoUrl: string;
    price: { gross: number; listPrice?: { gross: number; discount: number } | null }[];
  }[];
  categories: { id: string; name: string; seoUrl: string; path?: string | null }[];
  brands: { id: string; name: string; url: string }[];
  totalProducts: number;
}

export interface Brand {
  id: string;
  name: string;
  url: string;
}

export interface LooksResponse {
  looksObject: {
    id: string;
    url: string;
    cover?: { media?: { url: string; alt?: string | null } | null } | null;
    products: unknown[];
    translated?: { name?: string | null } | null;
    /** A look is a landing page entity: its write times, when the shop sends them (the sitemap's lastmod). */
    createdAt?: string | null;
    updatedAt?: string | null;
  }[];
  pagination: { page: number; totalPages: number; totalLooks?: number; itemsPerPage?: number };
}

export type PluginOperations = {
  'readLooks post /looks': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body: { gender: '' | 'dames' | 'heren'; page: number; itemsPerPage: number };
    response: LooksResponse;
    responseCode: 200;
  };
  'quickSearch post /quick-search': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body: { searchTerm: string };
    response: QuickSearchResponse;
    responseCode: 200;
  };
  'readBrands get /brands': { response: Brand[]; responseCode: 200 };
  'readBrandsByFilter get /brands/{filter}': {
    pathParams: { filter: 'dames' | 'heren' };
    response: Brand[];
    responseCode: 200;
  };
  'readDynamicProductGroup post /dynamic-product-group': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body: { streamId: string; limit: number };
    response: { data: SwProduct[] };
    responseCode: 200;
  };
  'readSnippets get /snippets': { response: Record<string, string>; responseCode: 200 };
  'readShopwarePages get /shopware-page/{ids}': {
    pathParams: { ids: string };
    response: { elements: { id: string; seoUrls?: { seoPathInfo?: string | null }[] }[] };
    responseCode: 200;
  };
  'readSeoUrlsByIds get /seo-urls': {
    query: { ids: string };
    response: { elements: { foreignKey: string; seoPathInfo: string }[] };
    responseCode: 200;
  };
};
