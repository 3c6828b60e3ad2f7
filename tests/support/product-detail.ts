// A product detail to build test cases from (unit tests of shared/ and worker/render). Test support,
// not feature code: it lives with the other test support, outside the folders the shop ships.
import { configuratorGroups } from '../../shared/catalogue/configurator';
import type { ProductDetail, ProductOptionGroup, ProductVariant } from '../../shared/catalogue/types';

export const COLOUR = 'c0000000000000000000000000000000';
export const SIZE = 'd0000000000000000000000000000000';
const id = (n: number) => n.toString(16).padStart(32, '0');
/** Option ids: zwart, zand (colours); s, m, l (sizes). */
export const OPT = { zwart: 'a'.repeat(31) + '1', zand: 'a'.repeat(31) + '2', s: 'b'.repeat(31) + '1', m: 'b'.repeat(31) + '2', l: 'b'.repeat(31) + '3' };

/** The parent's option groups: Kleur (Zwart, Zand) and Maat (S, M, L). */
export const GROUPS: ProductOptionGroup[] = [
  { id: COLOUR, name: 'Kleur', displayType: 'color', options: [{ id: OPT.zwart, name: 'Zwart', colorHex: '#111111' }, { id: OPT.zand, name: 'Zand', colorHex: '#d8c8a8' }] },
  { id: SIZE, name: 'Maat', displayType: 'text', options: [{ id: OPT.s, name: 'S', colorHex: null }, { id: OPT.m, name: 'M', colorHex: null }, { id: OPT.l, name: 'L', colorHex: null }] },
];

export function variant(n: number, optionIds: string[], available = true): ProductVariant {
  return { id: id(100 + n), optionIds, available, href: `/Linnen-jurk-Evi/SW10001.${n}` };
}

/** Zwart M, with the given variants of the parent (none: the configurator offers everything). */
export function productDetail(overrides: Partial<ProductDetail> = {}, variants: ProductVariant[] = []): ProductDetail {
  const image = { url: 'https://media.example/a.webp', alt: 'Linnen jurk', width: 1200, height: 1600, sources: [] };
  const optionIds = overrides.optionIds ?? [OPT.zwart, OPT.m];
  return {
    id: id(11), productNumber: 'SW10001.2', name: 'Linnen jurk Evi', brand: 'Atelier Noord', href: '/Linnen-jurk-Evi/SW10001.2',
    image, price: 89.95, listPrice: null, discountPercent: null, createdAt: '2026-01-01T00:00:00Z', sustainable: false, available: true,
    parentId: id(1), description: '<p>Een luchtige jurk van <strong>linnen</strong> &amp; katoen.</p><p>Wasbaar op 30&nbsp;graden.</p>',
    images: [image, { ...image, url: 'https://media.example/b.webp' }],
    properties: [], optionIds, configurator: configuratorGroups(GROUPS, optionIds, variants),
    stock: 12, minPurchase: 1, maxPurchase: 10, purchaseSteps: 1, deliveryTime: null, categoryIds: [], breadcrumbs: [{ label: 'Home', href: '/' }],
    variantOffers: [],
    ...overrides,
  };
}
