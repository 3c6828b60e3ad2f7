import { describe, expect, it } from 'vitest';
import { categoryChips } from './catalogue';
import type { SwCategory } from '../types';

const KLEDING = 'a'.repeat(32);
const SCHOENEN = 'b'.repeat(32);

const kleding: SwCategory = {
  id: KLEDING, name: 'Kleding', seoUrls: [{ seoPathInfo: 'Dames/Kleding/' }],
  children: [
    { id: 'c'.repeat(32), name: 'Jurken', type: 'page', seoUrls: [{ seoPathInfo: 'Dames/Kleding/Jurken/' }] },
    // "Bekijk alles": a link child, no page of its own (#32: its id led to /category/{id}, a 404).
    { id: 'd'.repeat(32), name: 'Bekijk alles', type: 'link', linkType: 'category', internalLink: KLEDING },
    { id: 'e'.repeat(32), name: 'Ook schoenen', type: 'link', linkType: 'category', internalLink: SCHOENEN },
    { id: 'f'.repeat(32), name: 'Merken', type: 'link', linkType: 'external', externalLink: '/merken' },
    { id: '0'.repeat(32), name: 'Verborgen', type: 'page', visible: false, seoUrls: [{ seoPathInfo: 'Dames/Kleding/Verborgen/' }] },
  ],
};

describe('category chips', () => {
  it('link as the navigation does: a link child to its target, never to its own id', () => {
    expect(categoryChips(kleding, '/Dames/Kleding/')).toEqual([
      { id: 'c'.repeat(32), name: 'Jurken', href: '/Dames/Kleding/Jurken/' },
      { id: 'e'.repeat(32), name: 'Ook schoenen', href: `/category/${SCHOENEN}` },
      { id: 'f'.repeat(32), name: 'Merken', href: '/merken' },
    ]);
  });
});
