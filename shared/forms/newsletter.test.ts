import { describe, expect, it } from 'vitest';
import { newsletterPostStatus, newsletterReturnPath } from './newsletter';

describe('newsletterReturnPath', () => {
  it('goes back to the page on this host, keeping its query and replacing an earlier outcome', () => {
    expect(newsletterReturnPath('https://shop.nl/Dames/?p=2&nieuwsbrief=failed', 'shop.nl', 'subscribed'))
      .toBe('/Dames/?p=2&nieuwsbrief=subscribed#nieuwsbrief');
  });

  it('sends a foreign, relative, odd-scheme or missing Referer to the home page', () => {
    for (const referer of ['https://evil.example/x', '/Dames/', 'javascript:alert(1)', '', null, undefined, 'https://shop.nl.evil.example/']) {
      expect(newsletterReturnPath(referer, 'shop.nl', 'invalid')).toBe('/?nieuwsbrief=invalid#nieuwsbrief');
    }
  });

  it('never goes back to a path that names another host', () => {
    expect(newsletterReturnPath('http://shop.test//evil.example/a', 'shop.test', 'subscribed')).toBe('/?nieuwsbrief=subscribed#nieuwsbrief');
  });

  it('compares the port too', () => {
    expect(newsletterReturnPath('http://localhost:9999/a', 'localhost:8787', 'subscribed')).toBe('/?nieuwsbrief=subscribed#nieuwsbrief');
    expect(newsletterReturnPath('http://localhost:8787/a', 'localhost:8787', 'subscribed')).toBe('/a?nieuwsbrief=subscribed#nieuwsbrief');
  });
});

describe('newsletterPostStatus', () => {
  it('knows only its own outcomes', () => {
    expect(newsletterPostStatus('subscribed')).toBe('subscribed');
    expect(newsletterPostStatus('<script>')).toBeNull();
    expect(newsletterPostStatus(null)).toBeNull();
  });
});
