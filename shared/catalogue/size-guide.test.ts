import { describe, expect, it } from 'vitest';
import { sizeTableFor, type SizeGuideView } from './size-guide';

const guide: SizeGuideView = {
  title: 'Maattabel', intro: null, howToMeasure: [],
  tables: [
    { name: 'Kleding', columns: ['Maat', 'Taille'], rows: [['S', '66 cm'], ['M', '70 cm'], ['L', '76 cm']] },
    { name: 'Heren', columns: ['Maat', 'Taille'], rows: [['S', '76 cm'], ['M', '80 cm'], ['L', '88 cm']] },
    { name: 'Schoenen', columns: ['Maat', 'Voetlengte'], rows: [['38', '24,3 cm'], ['39', '25 cm']] },
  ],
};

describe('sizeTableFor', () => {
  it('picks the table that names most of the product\'s sizes', () => {
    expect(sizeTableFor(guide, ['S', 'M', 'XS'])?.name).toBe('Kleding');
    expect(sizeTableFor(guide, ['38', '39', '40'])?.name).toBe('Schoenen');
  });

  it('between equals, takes the one the product\'s breadcrumb names, never one without its sizes', () => {
    expect(sizeTableFor(guide, ['S', 'M'], ['Home', 'Heren', 'Overhemden'])?.name).toBe('Heren');
    expect(sizeTableFor(guide, ['S', 'M'], ['Home', 'Dames'])?.name).toBe('Kleding');
    expect(sizeTableFor(guide, ['38'], ['Heren'])?.name).toBe('Schoenen');
  });

  it('has none for sizes no table names', () => {
    expect(sizeTableFor(guide, ['One size'])).toBeNull();
    expect(sizeTableFor({ ...guide, tables: [] }, ['M'])).toBeNull();
  });
});
