// Test fixtures for the shopper integration tests: API clients and buyable product ids.
import { createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/store-api-types';
import { inject } from 'vitest';
import { generateCard, planCatalogue } from '../../catalogue/generator';

export type StoreApiClient = ReturnType<typeof createAPIClient<operations>>;

/** The official client, unchanged, against the demo backend of this test run. */
export function storeApiClient(baseUrl = inject('backendUrl'), contextToken?: string): StoreApiClient {
  return createAPIClient<operations>({
    baseURL: `${baseUrl}/store-api`,
    accessToken: inject('accessKey'),
    contextToken,
  });
}

/** The token the client currently sends (it adopts each sw-context-token it receives). */
export function tokenOf(client: StoreApiClient): string {
  return client.defaultHeaders['sw-context-token'] ?? '';
}

/**
 * Ids of variants or simple products that can be bought at least `minStock` times, one per
 * catalogue card. Read from the catalogue generator with the seed and size of wrangler.toml,
 * so they match what the demo backend seeded.
 */
export function buyableProductIds(count: number, minStock = 10): string[] {
  const plan = planCatalogue('20261121', 2000);
  const ids: string[] = [];
  for (let index = 0; index < plan.cardCount && ids.length < count; index++) {
    const product = generateCard(plan, index, Date.now()).products
      .find((p) => p.child_count === 0 && p.stock >= minStock);
    if (product) ids.push(product.id);
  }
  return ids;
}

// Provided by tests/setup/demo-backend.ts, whose own declaration the worker tsconfig does not see.
declare module 'vitest' {
  export interface ProvidedContext {
    backendUrl: string;
    accessKey: string;
    persistTo: string;
  }
}
