import { describe, expect, it } from 'vitest';
import { isCrawler } from './render-page';

const GOOGLEBOT = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SHOPPER = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

describe('isCrawler', () => {
  it('tells crawlers and audit tools from shoppers, the same answer every time', () => {
    for (let i = 0; i < 3; i++) {
      expect(isCrawler(GOOGLEBOT)).toBe(true);
      expect(isCrawler('Mozilla/5.0 (compatible; Chrome-Lighthouse)')).toBe(true);
      expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
      expect(isCrawler(SHOPPER)).toBe(false);
      expect(isCrawler(undefined)).toBe(false);
    }
  });

  it('stays right past the number of agents it remembers', () => {
    for (let i = 0; i < 600; i++) {
      expect(isCrawler(`${SHOPPER} build/${i}`)).toBe(false);
      expect(isCrawler(`${GOOGLEBOT} build/${i}`)).toBe(true);
    }
    expect(isCrawler(SHOPPER)).toBe(false);
    expect(isCrawler(GOOGLEBOT)).toBe(true);
  });
});
