// Types of the shop plugin's Store API routes (docs/demo-backend/plugin-routes.md), merged
// into @shopware/api-client's operations so `invoke` is typed for them too.

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
};
