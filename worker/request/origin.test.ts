import { describe, expect, it } from 'vitest';
import { requestHost, requestOrigin } from './origin';

describe('the request origin', () => {
  it('follows a well-formed Host header (a proxy that keeps it)', () => {
    const request = new Request('http://127.0.0.1:8787/checkout', { headers: { host: 'shop.veld.nl' } });
    expect(requestHost(request)).toBe('shop.veld.nl');
    expect(requestOrigin(request)).toBe('http://shop.veld.nl');
  });

  it('keeps to the URL when the Host header is malformed, so a stranger cannot name the way back', () => {
    for (const host of ['evil.example/path', 'a b', 'evil.example\\x', '@evil.example']) {
      const request = new Request('https://shop.veld.nl/', { headers: { host } });
      expect(requestHost(request), host).toBe('shop.veld.nl');
    }
  });
});
