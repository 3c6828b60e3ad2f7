import { describe, expect, it } from 'vitest';
import type { SwProduct, SwPropertyGroup } from '../types';
import { toCrossSellings, toProductDetail } from './product';

const hex = (n: number) => n.toString(16).padStart(32, '0');
const opt = (n: number, name: string, group: string) => ({ id: hex(n), name, groupId: group, translated: { name }, position: n });
const KLEUR = hex(900);
const MAAT = hex(901);
const zwart = opt(1, 'Zwart', KLEUR);
const zand = opt(2, 'Zand', KLEUR);
const s = opt(3, 'S', MAAT);
const m = opt(4, 'M', MAAT);
const configurator: SwPropertyGroup[] = [
  { id: KLEUR, name: 'Kleur', displayType: 'color', options: [zwart, zand] },
  { id: MAAT, name: 'Maat', displayType: 'text', options: [s, m] },
];
const variant = (n: number, optionIds: string[], available: boolean): SwProduct => ({
  id: hex(100 + n), productNumber: `SW1.${n}`, optionIds, available, seoUrls: [{ seoPathInfo: `Jurk/SW1.${n}` }],
});

const product: SwProduct = {
  id: hex(101), parentId: hex(100), productNumber: 'SW1.1', name: 'Jurk', optionIds: [zwart.id, s.id], available: true, stock: 4,
  seoUrls: [{ seoPathInfo: 'Jurk/SW1.1' }],
  calculatedPrice: { unitPrice: 50 },
  minPurchase: 2, maxPurchase: 20, calculatedMaxPurchase: 9, purchaseSteps: 2,
  properties: [
    { id: hex(7), name: 'Duurzaam', translated: { name: 'Duurzaam' }, group: { id: hex(8), name: 'Duurzaamheid' } },
    { id: hex(9), name: 'Fair Wear', translated: { name: 'Fair Wear' }, group: { id: hex(8), name: 'Duurzaamheid' } },
    { id: hex(10), name: 'Linnen', group: { id: hex(11), name: 'Materiaal' } },
  ],
  seoCategory: { id: hex(50), name: 'Jurken', seoUrls: [{ seoPathInfo: 'Dames/Kleding/Jurken/' }] },
  children: [variant(1, [zwart.id, s.id], true), variant(2, [zwart.id, m.id], false), variant(3, [zand.id, s.id], true)],
};

describe('toProductDetail', () => {
  const detail = toProductDetail(product, configurator);

  it('marks each option of the variant by what the variants allow', () => {
    const [colours, sizes] = detail.configurator;
    expect(colours!.options.map((o) => [o.name, o.selected, o.state, o.target?.href ?? null])).toEqual([
      ['Zwart', true, 'available', '/Jurk/SW1.1'], ['Zand', false, 'available', '/Jurk/SW1.3'],
    ]);
    expect(sizes!.options.map((o) => [o.name, o.state])).toEqual([['S', 'available'], ['M', 'sold-out']]);
  });

  it('puts the purchase quantities on the step grid, up to the calculated maximum', () => {
    expect([detail.minPurchase, detail.maxPurchase, detail.purchaseSteps]).toEqual([2, 8, 2]);
  });

  it('groups the properties and gives the category trail for breadcrumbs', () => {
    expect(detail.properties).toEqual([{ group: 'Duurzaamheid', values: ['Duurzaam', 'Fair Wear'] }, { group: 'Materiaal', values: ['Linnen'] }]);
    expect(detail.sustainable).toBe(true);
    expect(detail.breadcrumbs).toEqual([
      { label: 'Home', href: '/' }, { label: 'Dames', href: '/Dames/' }, { label: 'Kleding', href: '/Dames/Kleding/' },
      { label: 'Jurken', href: '/Dames/Kleding/Jurken/' },
    ]);
  });

  it('offers every option when the backend sends no variants, and only Home without a category', () => {
    const bare = toProductDetail({ ...product, children: null, seoCategory: null }, configurator);
    expect(bare.configurator.flatMap((g) => g.options.map((o) => o.state))).toEqual(['available', 'available', 'available', 'available']);
    expect(bare.breadcrumbs).toEqual([{ label: 'Home', href: '/' }]);
  });
});

describe('toCrossSellings', () => {
  it('keeps the cross-sellings with products, by name', () => {
    const result = toCrossSellings([
      { crossSelling: { id: 'a', name: 'Vergelijkbare artikelen' }, products: [variant(1, [], true)] },
      { crossSelling: { id: 'b', name: 'Leeg' }, products: [] },
    ]);
    expect(result.map((c) => [c.id, c.name, c.products.map((p) => p.href)])).toEqual([['a', 'Vergelijkbare artikelen', ['/Jurk/SW1.1']]]);
  });
});
