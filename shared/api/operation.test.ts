// The one generic way a declared operation becomes a request (what the browser's caller sends).
import { describe, expect, it } from 'vitest';
import { operationRequest, publicOperation } from './operation';
import { operations } from './operations';

describe('an operation as a request', () => {
  it('fills path parameters percent-encoded, so an id cannot leave its segment', () => {
    expect(operationRequest(operations.product, { id: 'a/b?c#d' }).url).toBe('/api/product/a%2Fb%3Fc%23d');
    expect(operationRequest(operations.relatedBlogs, { blogId: '..' }).url).toBe('/api/blogs/relatedBlogs/..');
  });

  it('fills a parameter that takes slashes (a nested content page) segment by segment', () => {
    expect(operationRequest(operations.contentPage, { slug: 'service/retour ruilen' }).url).toBe('/api/content/service/retour%20ruilen');
  });

  it('leaves an optional parameter out when it is absent', () => {
    expect(operationRequest(operations.brands, {}).url).toBe('/api/brands');
    expect(operationRequest(operations.brands, { filter: 'dames' }).url).toBe('/api/brands/dames');
  });

  it('sends the rest of a read as its query string: repeated keys for a list, nothing for undefined', () => {
    expect(operationRequest(operations.listing, { search: 'linnen jurk', properties: ['a', 'b'], categoryId: 'c' }).url)
      .toBe('/api/listing?search=linnen+jurk&properties=a&properties=b&categoryId=c');
    expect(operationRequest(operations.findVariant, { id: 'p', options: 'g:o|h:q' }).url).toBe('/api/product/p/find-variant?options=g%3Ao%7Ch%3Aq');
    expect(operationRequest(operations.blogs, { page: 2, limit: 9 }).url).toBe('/api/blogs/getAllBlogs?page=2&limit=9');
    expect(operationRequest(operations.cart, {})).toEqual({ url: '/api/cart', method: 'GET' });
  });

  it('sends the rest of a write as its JSON body, without the path parameters', () => {
    expect(operationRequest(operations.changeCartQuantity, { id: 'line', quantity: 2 }))
      .toEqual({ url: '/api/cart/items/line', method: 'PATCH', json: { quantity: 2 } });
    expect(operationRequest(operations.addToWishlist, { id: 'p' })).toEqual({ url: '/api/account/wishlist/p', method: 'PUT', json: {} });
    expect(operationRequest(operations.removeFromWishlist, { id: 'p' })).toEqual({ url: '/api/account/wishlist/p', method: 'DELETE' });
  });

  it('places an operation outside /api where its declaration says (a page\'s own path)', () => {
    expect(operationRequest(operations.guestOrder, { code: 'AbC_12-xyzXYZ1234' }).url).toBe('/account/order/AbC_12-xyzXYZ1234/gegevens');
  });

  it('declares every path once: no two operations share a method and a path', () => {
    const seen = Object.values(operations).map((o) => `${o.method} ${o.base}${o.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('makes a path parameter the input lacks a type error', () => {
    // @ts-expect-error -- the input has no `id` for /product/:id
    const declared = publicOperation<{ productId: string }, unknown>()('GET', '/product/:id');
    expect(declared.path).toBe('/product/:id');
  });
});
