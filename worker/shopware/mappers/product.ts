// Store API products → the storefront's product shapes.
import type { CrossSelling, ProductCard, ProductDetail, ProductOptionGroup, ShopImage } from '../../../shared/catalogue/types';
import { breadcrumbsFor } from '../../../shared/breadcrumbs';
import { configuratorGroups } from '../../../shared/catalogue/configurator';
import { quantityRule } from '../../../shared/catalogue/quantity';
import { productHref } from '../../../shared/site/links';
import type { SwCategory, SwMedia, SwProduct, SwPropertyGroup, SwTranslated } from '../types';

export const SUSTAINABLE_PROPERTY = 'Duurzaam';

export const label = (entity: { name?: string | null; translated?: SwTranslated } | null | undefined) =>
  entity?.translated?.name ?? entity?.name ?? '';

export function toShopImage(media: SwMedia | null | undefined, fallbackAlt: string): ShopImage | null {
  if (!media?.url) return null;
  const thumbs = [...(media.thumbnails ?? [])].sort((a, b) => a.width - b.width);
  const widest = thumbs.at(-1);
  const width = media.metaData?.width ?? widest?.width ?? 1200;
  const height = media.metaData?.height ?? widest?.height ?? 1600;
  return {
    url: media.url,
    alt: media.alt || media.title || fallbackAlt,
    width,
    height,
    sources: thumbs.map((t) => ({ url: t.url, width: t.width })),
  };
}

function priceOf(product: SwProduct) {
  const price = product.calculatedPrice ?? product.calculatedCheapestPrice;
  const listPrice = price?.listPrice?.price;
  const list = listPrice !== undefined && listPrice > (price?.unitPrice ?? 0) ? listPrice : null;
  return {
    price: price?.unitPrice ?? 0,
    listPrice: list,
    discountPercent: list !== null ? Math.round(price?.listPrice?.percentage ?? 0) : null,
  };
}

export function toProductCard(product: SwProduct): ProductCard {
  const name = label(product);
  return {
    id: product.id,
    productNumber: product.productNumber,
    name,
    brand: label(product.manufacturer) || null,
    href: productHref(product),
    image: toShopImage(product.cover?.media, name),
    ...priceOf(product),
    createdAt: product.createdAt ?? null,
    sustainable: (product.properties ?? []).some((p) => label(p) === SUSTAINABLE_PROPERTY),
    available: product.available ?? true,
  };
}

export function toProductDetail(product: SwProduct, configurator: SwPropertyGroup[]): ProductDetail {
  const card = toProductCard(product);
  const gallery = [...(product.media ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((m) => toShopImage(m.media, card.name))
    .filter((m): m is ShopImage => m !== null);
  const groups: ProductOptionGroup[] = configurator.map((g) => ({
    id: g.id,
    name: label(g),
    displayType: g.displayType === 'color' || g.displayType === 'media' ? g.displayType : 'text',
    options: [...(g.options ?? [])]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((o) => ({ id: o.id, name: label(o), colorHex: o.colorHexCode ?? null })),
  }));
  return {
    ...card,
    parentId: product.parentId ?? null,
    description: product.translated?.description ?? product.description ?? null,
    images: gallery.length > 0 ? gallery : card.image ? [card.image] : [],
    properties: groupedProperties(product),
    optionIds: product.optionIds ?? [],
    configurator: configuratorGroups(groups, product.optionIds ?? [], (product.children ?? []).map((v) => ({
      id: v.id, optionIds: v.optionIds ?? [], available: v.available ?? true, href: productHref(v),
    }))),
    stock: product.availableStock ?? product.stock ?? 0,
    ...purchaseQuantities(product),
    deliveryTime: label(product.deliveryTime) || null,
    categoryIds: product.categoryIds ?? product.categoryTree ?? [],
    breadcrumbs: categoryTrail(product.seoCategory),
    variantOffers: (product.children ?? []).map((v) => ({
      id: v.id, productNumber: v.productNumber, href: productHref(v), price: priceOf(v).price, available: v.available ?? true,
    })),
  };
}

function groupedProperties(product: SwProduct): ProductDetail['properties'] {
  const groups = new Map<string, string[]>();
  for (const p of product.properties ?? []) groups.set(label(p.group), [...(groups.get(label(p.group)) ?? []), label(p)]);
  return [...groups].map(([group, values]) => ({ group, values }));
}

/** Shopware's purchase rules, the maximum lowered onto the step grid (calculatedMaxPurchase allows for closeout stock). */
function purchaseQuantities(product: SwProduct) {
  const rule = quantityRule({
    minPurchase: product.minPurchase ?? 1,
    maxPurchase: product.calculatedMaxPurchase ?? product.maxPurchase ?? 100,
    purchaseSteps: product.purchaseSteps ?? 1,
  });
  return { minPurchase: rule.min, maxPurchase: rule.max, purchaseSteps: rule.step };
}

/** Home, then the category path of the product's main category, the category itself last (by its own name). */
function categoryTrail(category: SwCategory | null | undefined): ProductDetail['breadcrumbs'] {
  if (!category) return [{ label: 'Home', href: '/' }];
  const path = category.seoUrls?.[0]?.seoPathInfo;
  const href = path ? `/${path}` : `/category/${category.id}`;
  if (!path) return [{ label: 'Home', href: '/' }, { label: label(category), href }];
  const trail = breadcrumbsFor(href);
  const parents = trail.length > 1 ? trail.slice(0, -1) : trail;
  return [...parents.map((crumb) => ({ label: crumb.label, href: crumb.href ?? '/' })), { label: label(category), href }];
}

/** Cross-selling elements (POST /product/{id}/cross-selling); empty ones are left out. */
export function toCrossSellings(elements: { crossSelling: { id: string; name?: string; translated?: SwTranslated }; products?: SwProduct[] }[]): CrossSelling[] {
  return elements
    .filter((e) => (e.products ?? []).length > 0)
    .map((e) => ({ id: e.crossSelling.id, name: label(e.crossSelling), products: (e.products ?? []).map(toProductCard) }));
}
