// schema.org Product structured data for the product page: one offer per variant (the variant
// on screen first), or the product's own offer when it has no variants.
import type { ProductDetail } from './types';

const SCHEMA = 'https://schema.org';

export interface ProductJsonLd {
  '@context': typeof SCHEMA;
  '@type': 'Product';
  name: string;
  image: string[];
  sku: string;
  brand?: { '@type': 'Brand'; name: string };
  description?: string;
  color?: string;
  size?: string;
  inProductGroupWithID?: string;
  offers: ProductOfferJsonLd | ProductOfferJsonLd[];
}

export interface ProductOfferJsonLd {
  '@type': 'Offer';
  url: string;
  sku?: string;
  price: number;
  priceCurrency: 'EUR';
  availability: `${typeof SCHEMA}/InStock` | `${typeof SCHEMA}/LimitedAvailability` | `${typeof SCHEMA}/OutOfStock`;
  itemCondition: `${typeof SCHEMA}/NewCondition`;
}

const euro = (price: number) => Math.round(price * 100) / 100;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Backend HTML as plain text: tags dropped, the common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Low stock: the shop says 'nog maar n' at this number and below. */
export const LOW_STOCK = 3;

export function isLowStock(product: Pick<ProductDetail, 'available' | 'stock'>): boolean {
  return product.available && product.stock > 0 && product.stock <= LOW_STOCK;
}

export function productJsonLd(product: ProductDetail, siteOrigin: string): ProductJsonLd {
  const url = new URL(product.href, siteOrigin).toString();
  const option = (group: RegExp) => {
    const g = product.configurator.find((c) => group.test(c.name));
    return g?.options.find((o) => product.optionIds.includes(o.id))?.name;
  };
  const color = option(/^(kleur|colou?r)$/i);
  const size = option(/^(maat|size)$/i);
  const description = product.description ? plainText(product.description) : '';
  const own: ProductOfferJsonLd = {
    '@type': 'Offer',
    url,
    ...(product.variantOffers.length > 0 ? { sku: product.productNumber } : {}),
    price: euro(product.price),
    priceCurrency: 'EUR',
    availability: !product.available ? `${SCHEMA}/OutOfStock` : isLowStock(product) ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
  };
  const others: ProductOfferJsonLd[] = product.variantOffers.filter((v) => v.id !== product.id).map((v) => ({
    '@type': 'Offer',
    url: new URL(v.href, siteOrigin).toString(),
    sku: v.productNumber,
    price: euro(v.price),
    priceCurrency: 'EUR',
    availability: v.available ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
  }));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    image: product.images.map((i) => i.url),
    sku: product.productNumber,
    ...(product.brand ? { brand: { '@type': 'Brand' as const, name: product.brand } } : {}),
    ...(description ? { description } : {}),
    ...(color ? { color } : {}),
    ...(size ? { size } : {}),
    ...(product.parentId ? { inProductGroupWithID: product.parentId } : {}),
    offers: others.length === 0 ? own : [own, ...others],
  };
}

/** The JSON for a <script type="application/ld+json"> (no '<', so it cannot close the script). */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
