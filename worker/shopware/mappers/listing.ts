// Store API listing results → the storefront's Listing.
import type { Listing, ManufacturerOption } from '../../../shared/catalogue/types';
import type { SwListing } from '../types';
import { label, toProductCard } from './product';

export const POPULAR_MANUFACTURER_FIELD = 'custom_order_manufacturers_populair';
const DEFAULT_PRICE = { min: 0, max: 1000 };

const num = (v: unknown, fallback: number) => {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? n : fallback;
};

export function toListing(result: SwListing): Listing {
  const aggregations = result.aggregations ?? {};
  const manufacturers: ManufacturerOption[] = (aggregations.manufacturer?.entities ?? []).map((m) => ({
    id: m.id,
    label: label(m),
    popular: m.translated?.customFields?.[POPULAR_MANUFACTURER_FIELD] === true,
  }));
  const price = aggregations.price;
  return {
    products: result.elements.map(toProductCard),
    total: result.total ?? result.elements.length,
    page: result.page ?? 1,
    limit: result.limit ?? result.elements.length,
    sorting: result.sorting ?? '',
    sortings: (result.availableSortings ?? []).map((s) => ({ key: s.key, label: s.translated?.label ?? s.label ?? s.key })),
    manufacturers,
    properties: (aggregations.properties?.entities ?? []).map((g) => ({
      id: g.id,
      label: label(g),
      options: (g.options ?? []).map((o) => ({ id: o.id, label: label(o), colorHex: o.colorHexCode ?? null })),
    })),
    price: {
      min: Math.floor(num(price?.min, DEFAULT_PRICE.min)),
      max: Math.ceil(num(price?.max, DEFAULT_PRICE.max)),
    },
  };
}
