import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('is Home plus each segment with hyphens as spaces; the last is not a link', () => {
    expect(breadcrumbsFor('/Dames/Kleding/Lange-jurken/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Dames', href: '/Dames/' },
      { label: 'Kleding', href: '/Dames/Kleding/' },
      { label: 'Lange jurken', href: null },
    ]);
  });
  it('skips the language segments nl, look and en', () => {
    expect(breadcrumbsFor('/nl/look/zomerse-linnen-look').map((c) => c.label)).toEqual(['Home', 'zomerse linnen look']);
    expect(breadcrumbsFor('/en/Sale/')).toEqual([{ label: 'Home', href: '/' }, { label: 'Sale', href: null }]);
  });
  it('is only Home on the home page, as a link', () => {
    expect(breadcrumbsFor('/')).toEqual([{ label: 'Home', href: '/' }]);
  });
  it('decodes escaped segments and survives malformed ones', () => {
    expect(breadcrumbsFor('/Caf%C3%A9-mode/').at(-1)?.label).toBe('Café mode');
    expect(breadcrumbsFor('/%ZZ/').at(-1)?.label).toBe('%ZZ');
  });
});
