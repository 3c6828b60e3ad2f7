// The corrections of store-api-types.ts, held by the type checker (npm run typecheck): what
// Shopware takes compiles, what it refuses does not.
import { describe, expect, it } from 'vitest';
import type { RequestBody } from './client';

const address = { firstName: 'Anna', lastName: 'de Vries', street: 'Keizersgracht 1', zipcode: '1015 CJ', city: 'Amsterdam', countryId: 'c'.repeat(32) };
const registration = { email: 'anna@example.nl', firstName: 'Anna', lastName: 'de Vries', acceptedDataProtection: true, storefrontUrl: 'https://veld.test', billingAddress: address };

describe('Store API bodies', () => {
  it('register a guest without a password, a customer only with one, each with a new address', () => {
    const guest = { ...registration, guest: true } satisfies RequestBody<'register post /account/register'>;
    const customer = { ...registration, guest: false, password: 'veld-demo-2026' } satisfies RequestBody<'register post /account/register'>;
    // @ts-expect-error -- a customer's registration without a password is refused (RegisterRoute)
    const withoutPassword = { ...registration, guest: false } satisfies RequestBody<'register post /account/register'>;
    expect([guest, customer, withoutPassword].map((body) => 'password' in body)).toEqual([false, true, false]);
  });

  it("read a customer's order by any filter, and the navigation as a tree", () => {
    const order = { filter: [{ type: 'equals', field: 'id', value: 'o'.repeat(32) }], limit: 1 } satisfies RequestBody<'readOrder post /order'>;
    const tree = { depth: 2, buildTree: true } satisfies RequestBody<'readNavigation post /navigation/{activeId}/{rootId}'>;
    expect([order.limit, tree.depth]).toEqual([1, 2]);
  });

  it('are still the operations\' own types: a sort Shopware does not know does not compile', () => {
    // @ts-expect-error -- Shopware sorts ASC or DESC
    const sorted = { sort: [{ field: 'position', order: 'UP' }] } satisfies RequestBody<'readCountry post /country'>;
    expect(sorted.sort).toHaveLength(1);
  });
});
