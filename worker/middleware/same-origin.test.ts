import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin';

const url = 'http://127.0.0.1:8786/api/cart/items';
const h = (init: Record<string, string>) => new Headers(init);

describe('isSameOrigin', () => {
  it('trusts the browser’s Sec-Fetch-Site first', () => {
    expect(isSameOrigin(h({ 'sec-fetch-site': 'same-origin' }), url)).toBe(true);
    expect(isSameOrigin(h({ 'sec-fetch-site': 'none' }), url)).toBe(true);
    expect(isSameOrigin(h({ 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:8786' }), url)).toBe(false);
    expect(isSameOrigin(h({ 'sec-fetch-site': 'same-site' }), url)).toBe(false);
  });

  it('compares Origin with the Host the shopper asked for, else the request URL', () => {
    expect(isSameOrigin(h({ origin: 'http://localhost:8787', host: 'localhost:8787' }), url)).toBe(true);
    expect(isSameOrigin(h({ origin: 'http://127.0.0.1:8786' }), url)).toBe(true);
    expect(isSameOrigin(h({ origin: 'https://evil.example', host: 'localhost:8787' }), url)).toBe(false);
    expect(isSameOrigin(h({ origin: 'null' }), url)).toBe(false);
    expect(isSameOrigin(h({ origin: 'not a url' }), url)).toBe(false);
  });

  it('lets requests through that no browser page made (no Origin, no Sec-Fetch-Site)', () => {
    expect(isSameOrigin(h({}), url)).toBe(true);
  });
});
