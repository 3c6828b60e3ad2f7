// Types of the Shopware app's Store API endpoints (shopware-app/VeldStorefront/Resources/scripts/),
// merged into @shopware/api-client's operations so `invoke` is typed for them too. Each is stock
// Shopware's `/script/{hook}` route (postScriptStoreApiRoute) for one of the app's hooks: the
// operation names its path, `/script/<hook>` for the script folder `store-api-<hook>`
// (worker/shopware/app-operations.test.ts holds them to the app's folders).

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

export type AppOperations = {
  /** shopware-app/VeldStorefront/Resources/scripts/store-api-veld-looks/looks.twig */
  'readLooks post /script/veld-looks': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body: { gender: '' | 'dames' | 'heren'; page: number; itemsPerPage: number };
    response: LooksResponse;
    responseCode: 200;
  };
};
