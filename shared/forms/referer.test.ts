import { describe, expect, it } from 'vitest';
import { backPath, refererOnSite } from './referer';

describe('the way back after a form post', () => {
  it('is the page of this site the shopper posted from, with its query', () => {
    expect(backPath('http://shop.test/Dames/?p=2', 'shop.test', '/cart')).toBe('/Dames/?p=2');
    expect(backPath('https://shop.test/', 'shop.test', '/cart')).toBe('/');
  });

  it('is the fallback for a relative, foreign, malformed, other-scheme or missing Referer', () => {
    for (const referer of ['/Dames/', 'Dames', 'https://evil.example/Dames/', 'http://shop.test.evil.example/', 'javascript:alert(1)//shop.test', 'ftp://shop.test/x', 'http://[::1', '', null, undefined]) {
      expect(backPath(referer, 'shop.test', '/cart'), String(referer)).toBe('/cart');
    }
  });

  it('is the fallback when the page of this site names another host as its path', () => {
    for (const referer of ['http://shop.test//evil.example/x', 'http://shop.test/.//evil.example', 'http://shop.test/%2F/evil.example', 'http://shop.test/%5Cevil.example']) {
      expect(backPath(referer, 'shop.test', '/cart'), referer).toBe('/cart');
    }
  });

  it('compares the host with its port', () => {
    expect(refererOnSite('http://127.0.0.1:8787/x', '127.0.0.1:8787')?.pathname).toBe('/x');
    expect(refererOnSite('http://127.0.0.1:9999/x', '127.0.0.1:8787')).toBeNull();
  });
});
