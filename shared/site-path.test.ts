import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

describe('sitePath', () => {
  it('keeps a path of this site, with its query and fragment, normalised', () => {
    expect(sitePath('/account/orders?p=2#top', '/')).toBe('/account/orders?p=2#top');
    expect(sitePath('/Dames/./Kleding/../Jurken/', '/')).toBe('/Dames/Jurken/');
    expect(sitePath('/zoeken?zoekterm=a%20b', '/')).toBe('/zoeken?zoekterm=a%20b');
    // Encoded characters stay encoded: a header cannot be split by them.
    expect(sitePath('/%0d%0aSet-Cookie:x', '/')).toBe('/%0d%0aSet-Cookie:x');
  });

  it.each([
    // Normalised into another host: the prober's shapes.
    '/.//evil.example', '/.//evil.example/x', '/%2e//evil.example', '/%2E%2E//evil.example', '/a/..//evil.example', '/a/%2e%2e//evil.example',
    // Another host as written.
    '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', '/%5Cevil.example', '/%5C%5Cevil.example',
    '/%2F/evil.example', '/%2f%2fevil.example', '/%252F%252Fevil.example',
    // Tabs and line breaks browsers drop, raw or as text.
    '/\t/evil.example', '/\n/evil.example', '/%09/evil.example', '/%0A/evil.example', '/%0d/evil.example',
    // Schemes and absolute URLs, of another host and of this one.
    'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,x',
    'https://evil.example/x', 'http://localhost:8787/account', 'evil.example', '',
    // Raw control characters: a header split, a script after a dropped tab.
    '/\r\nSet-Cookie:x', '/\tjavascript:alert(1)',
    // Not UTF-8 once decoded; too long.
    '/%FF', `/${'a'.repeat(2048)}`,
  ])('refuses %j', (hostile) => {
    expect(sitePath(hostile, '/fallback')).toBe('/fallback');
  });

  it('answers the fallback for nothing at all', () => {
    expect(sitePath(null, '/account')).toBe('/account');
    expect(sitePath(undefined, '/')).toBe('/');
  });
});
