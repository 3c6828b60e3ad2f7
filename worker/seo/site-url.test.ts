import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './site-url';

const SITE = 'https://www.veld.nl';

describe('absoluteUrl', () => {
  it('puts a path, with or without its leading slash, on the site', () => {
    expect(absoluteUrl(SITE, 'blog/een-post')).toBe('https://www.veld.nl/blog/een-post');
    expect(absoluteUrl(SITE, '/Dames/?p=2')).toBe('https://www.veld.nl/Dames/?p=2');
    expect(absoluteUrl(SITE, '/Dames/jas met ß')).toBe('https://www.veld.nl/Dames/jas%20met%20%C3%9F');
  });

  it('keeps a path that begins like another host on the site, and never throws', () => {
    expect(absoluteUrl(SITE, '//evil.example/x')).toBe('https://www.veld.nl/evil.example/x');
    expect(absoluteUrl(SITE, '/\\evil.example')).toBe('https://www.veld.nl/evil.example');
    expect(absoluteUrl(SITE, '//a%00')).toBe('https://www.veld.nl/a%00');
  });
});
