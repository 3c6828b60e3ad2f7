// Store API shapes of catalogue entities (what StructEncoder would write for Shopware).
import { stableId } from './ids';
import { fileSlug, mediaEntity, type Garment } from './images';
import { isAvailable, maxPurchaseOf, wearerOf, type ProductRow } from './products';
import { PRODUCT_VIEWS } from '../../pictures/render';
import type { CategoryRow, GroupRow, ManufacturerRow, OptionRow, Reference } from './reference';
import { NEW_WINDOW_HOURS } from './generator';
import { deepFreeze } from './frozen-json';
import { LruCache } from '../../lru';

// One sales channel and Shopware's fixed defaults, shared with the shopper side (../defaults.ts).
import { LANGUAGE_ID, LIVE_VERSION_ID, SALES_CHANNEL_ID } from '../defaults';
import { streamIdsOf } from './streams';
export { LANGUAGE_ID, LIVE_VERSION_ID, SALES_CHANNEL_ID };
export const TAX_ID = stableId('tax:21');
export const SEEDED_AT = '2026-01-05T09:00:00.000+00:00';

/**
 * A stored ISO time as Shopware writes dates (DateTimeInterface::RFC3339_EXTENDED in UTC:
 * `…T09:00:00.000+00:00`, never `Z`). The rows keep `Z`, which sorts and filters the same.
 */
export function shopwareDateTime(iso: string): string {
  return iso.endsWith('Z') ? `${iso.slice(0, -1)}+00:00` : iso;
}

/** What every serializer needs from the request. */
export interface View {
  origin: string;
  ref: Reference;
  includeSeoUrls: boolean;
  /** "Now" for the isNew flag: the seeding time's clock keeps moving. */
  nowMs: number;
}

/**
 * Shopware sends unset fields as null, but the OpenAPI document types most of them without
 * null; leaving them out satisfies both readers (a missing field reads as unset).
 */
export function present<T extends Record<string, unknown>>(entity: T): T {
  return Object.fromEntries(Object.entries(entity).filter(([, v]) => v !== null)) as T;
}

/**
 * Entities of the reference data (property options and groups, brands, categories) are the same
 * in every answer of a catalogue, and a product carries a dozen of them, so each is built once
 * per reference row (the rows live as long as their Reference, see reference.ts) and shared.
 * They are frozen: an answer that altered one would alter every other answer.
 */
const built = new WeakMap<object, unknown>();

function once<T>(owner: object, build: () => T): T {
  let entity = built.get(owner) as T | undefined;
  if (entity === undefined) {
    entity = deepFreeze(build());
    built.set(owner, entity);
  }
  return entity;
}

/** A second memo key per row, for the variant of a category entity with its SEO URLs. */
const withSeoUrlsKey = new WeakMap<object, object>();

export type RouteName = 'frontend.navigation.page' | 'frontend.detail.page' | 'frontend.landing.page';
export const PATH_PREFIX: Record<RouteName, string> = {
  'frontend.navigation.page': '/navigation/',
  'frontend.detail.page': '/detail/',
  'frontend.landing.page': '/landingPage/',
};

/**
 * SEO URLs of a product and a category deleted since: Shopware keeps their `seo_url` rows with
 * `isDeleted: true` (the entities themselves are gone), so a shop can tell "gone" (410) from
 * "never known" (404). Fixed paths, so tests can ask for them.
 */
export const DELETED_SEO_URLS: readonly { routeName: RouteName; seoPathInfo: string }[] = [
  { routeName: 'frontend.detail.page', seoPathInfo: 'Linnen-Zomerjurk-2019/SW2019001' },
  { routeName: 'frontend.navigation.page', seoPathInfo: 'Dames/Zomer-2019/' },
];

export function seoUrlEntity(foreignKey: string, routeName: RouteName, seoPathInfo: string, id?: string, isDeleted = false) {
  return present({
    id: id ?? stableId(`seo:${foreignKey}`),
    salesChannelId: SALES_CHANNEL_ID,
    languageId: LANGUAGE_ID,
    foreignKey,
    routeName,
    pathInfo: PATH_PREFIX[routeName] + foreignKey,
    seoPathInfo,
    isCanonical: true,
    isModified: false,
    isDeleted,
    error: null,
    url: null,
    customFields: {},
    createdAt: SEEDED_AT,
    updatedAt: null,
    apiAlias: 'seo_url',
  });
}

export function categoryEntity(view: View, row: CategoryRow, children?: unknown[]) {
  if (children !== undefined) return buildCategoryEntity(view, row, children);
  let key: object = row;
  if (view.includeSeoUrls) {
    key = withSeoUrlsKey.get(row) ?? {};
    withSeoUrlsKey.set(row, key);
  }
  return once(key, () => buildCategoryEntity(view, row, []));
}

function buildCategoryEntity(view: View, row: CategoryRow, children: unknown[]) {
  const customFields = JSON.parse(row.custom_fields) as Record<string, unknown>;
  const breadcrumb = JSON.parse(row.breadcrumb) as string[];
  const translated = {
    name: row.name, breadcrumb, customFields, description: row.description, metaTitle: null,
    metaDescription: row.meta_description, keywords: null, linkType: row.link_type,
    internalLink: row.internal_link, externalLink: row.external_link, linkNewTab: row.link_new_tab === 1,
  };
  return present({
    id: row.id,
    versionId: LIVE_VERSION_ID,
    parentId: row.parent_id,
    parentVersionId: row.parent_id ? LIVE_VERSION_ID : null,
    afterCategoryId: null,
    mediaId: null,
    displayNestedProducts: true,
    breadcrumb,
    level: row.level,
    path: row.path,
    childCount: row.child_count,
    type: row.type,
    productAssignmentType: 'product',
    visible: row.visible === 1,
    active: row.active === 1,
    visibleChildCount: row.child_count,
    name: row.name,
    customFields,
    linkType: row.link_type,
    internalLink: row.internal_link,
    externalLink: row.external_link,
    linkNewTab: row.link_new_tab === 1,
    description: row.description,
    metaTitle: null,
    metaDescription: row.meta_description,
    keywords: null,
    cmsPageId: null,
    seoUrl: null,
    createdAt: SEEDED_AT,
    updatedAt: null,
    translated,
    media: null,
    children,
    ...(view.includeSeoUrls
      ? { seoUrls: row.seo_path ? [seoUrlEntity(row.id, 'frontend.navigation.page', row.seo_path)] : [] }
      : {}),
    apiAlias: 'category',
  });
}

export function manufacturerEntity(row: ManufacturerRow) {
  return once(row, () => buildManufacturerEntity(row));
}

function buildManufacturerEntity(row: ManufacturerRow) {
  const customFields = JSON.parse(row.custom_fields) as Record<string, unknown>;
  return present({
    id: row.id,
    versionId: LIVE_VERSION_ID,
    mediaId: null,
    link: row.link,
    name: row.name,
    description: row.description,
    customFields,
    createdAt: SEEDED_AT,
    updatedAt: null,
    translated: { name: row.name, description: row.description, link: row.link, customFields },
    media: null,
    apiAlias: 'product_manufacturer',
  });
}

export function propertyGroupEntity(row: GroupRow, options?: unknown[]) {
  return options ? buildPropertyGroupEntity(row, options) : once(row, () => buildPropertyGroupEntity(row));
}

function buildPropertyGroupEntity(row: GroupRow, options?: unknown[]) {
  return present({
    id: row.id,
    name: row.name,
    description: row.description,
    displayType: row.display_type,
    sortingType: row.sorting_type,
    filterable: row.filterable === 1,
    visibleOnProductDetailPage: true,
    position: row.position,
    customFields: {},
    createdAt: SEEDED_AT,
    updatedAt: null,
    translated: { name: row.name, description: row.description, position: row.position, customFields: {} },
    ...(options ? { options } : {}),
    apiAlias: 'property_group',
  });
}

export function propertyOptionEntity(view: View, row: OptionRow) {
  return once(row, () => buildPropertyOptionEntity(view, row));
}

function buildPropertyOptionEntity(view: View, row: OptionRow) {
  const group = view.ref.groups.get(row.group_id)!;
  return present({
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    position: row.position,
    colorHexCode: row.color_hex,
    mediaId: null,
    combinable: true,
    customFields: {},
    createdAt: SEEDED_AT,
    updatedAt: null,
    translated: { name: row.name, position: row.position, customFields: {} },
    media: null,
    group: propertyGroupEntity(group),
    option: row.name,
    apiAlias: 'property_group_option',
  });
}

/** Shopware's CalculatedPrice for one unit at 21 % VAT, with the list price when on sale. */
export function calculatedPrice(unit: number, listPrice: number | null, taxRate: number, quantity = 1) {
  const total = round(unit * quantity);
  const tax = round(total - total / (1 + taxRate / 100));
  return {
    unitPrice: unit,
    quantity,
    totalPrice: total,
    calculatedTaxes: [{ tax, taxRate, price: total, apiAlias: 'cart_tax_calculated' }],
    taxRules: [{ taxRate, name: `${taxRate}%`, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: null,
    listPrice: listPrice && listPrice > unit
      ? { price: listPrice, discount: round(unit - listPrice), percentage: round((1 - unit / listPrice) * 100), apiAlias: 'cart_list_price' }
      : null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** What the pictures after the cover (on a model) show (pictures/render.ts). */
const VIEW_NAMES = ['', 'voorkant', 'achterkant', 'detail'];

export function productMediaEntities(view: Pick<View, 'origin'>, row: Pick<ProductRow, 'id' | 'garment' | 'color_hex' | 'name' | 'category_ids'>, views = PRODUCT_VIEWS) {
  const wearer = wearerOf(row);
  return Array.from({ length: views }, (_, i) => {
    const ref = {
      ownerId: row.id, wearer, garment: row.garment as Garment, hex: row.color_hex, view: i + 1,
      slug: fileSlug(row.name), alt: i === 0 ? row.name : `${row.name}, ${VIEW_NAMES[i]}`,
    };
    const media = mediaEntity(view.origin, ref);
    return {
      id: stableId(`product-media:${row.id}:${i + 1}`),
      versionId: LIVE_VERSION_ID,
      productId: row.id,
      mediaId: media.id,
      position: i,
      customFields: {},
      createdAt: SEEDED_AT,
      media,
      apiAlias: 'product_media',
    };
  });
}

/**
 * The catalogue's one delivery time (the same row the shipping methods carry). Shopware's
 * SalesChannelProductDefinition always loads a product's `deliveryTime`, and Shopware's own
 * storefronts read it for the availability line: without it, Frontends' SwStockInfo says "No
 * longer available" for a product in stock.
 */
export const DELIVERY_TIME = { id: stableId('delivery-time:1-2-days'), name: '1-2 werkdagen', min: 1, max: 2, unit: 'day' };

const deliveryTime = deepFreeze(buildDeliveryTimeEntity());

export function deliveryTimeEntity() {
  return deliveryTime;
}

function buildDeliveryTimeEntity() {
  return {
    ...DELIVERY_TIME, customFields: {}, createdAt: SEEDED_AT,
    translated: { name: DELIVERY_TIME.name, customFields: {} }, apiAlias: 'delivery_time',
  };
}

export interface ProductExtras {
  /** Product media gallery (criteria association `media`). */
  media?: boolean;
  /** Loaded variants (association `children`). */
  children?: unknown[];
}

/** Shopware's isNew: created within the shop's "new" window (core.listing.markAsNew). */
export function isNewAt(row: Pick<ProductRow, 'created_at'>, nowMs: number): boolean {
  const ageHours = (nowMs - Date.parse(row.created_at)) / 3_600_000;
  return ageHours >= 0 && ageHours <= NEW_WINDOW_HOURS;
}

/** The Store API product; `row` is the product shown (a variant or a simple product). */
export function productEntity(view: View, row: ProductRow, extras: ProductExtras = {}) {
  const { ref } = view;
  const manufacturer = ref.manufacturers.get(row.manufacturer_id);
  const optionIds = JSON.parse(row.option_ids) as string[];
  const propertyIds = JSON.parse(row.property_ids) as string[];
  const categoryIds = JSON.parse(row.category_ids) as string[];
  const categoryTree = categoryTreeOf(ref, row.category_ids, categoryIds);
  const options = optionIds.flatMap((id) => { const o = ref.options.get(id); return o ? [propertyOptionEntity(view, o)] : []; });
  const properties = propertyIds.flatMap((id) => { const o = ref.options.get(id); return o ? [propertyOptionEntity(view, o)] : []; });
  const seoCategory = ref.categories.get(categoryIds[0]!);
  const price = calculatedPrice(row.price, row.list_price, row.tax_rate);
  const gallery = productMediaEntities(view, row, extras.media ? PRODUCT_VIEWS : 1);
  const download = row.is_download === 1;
  const translated = {
    name: row.name, description: row.description, metaTitle: null, metaDescription: null, keywords: null,
    packUnit: null, packUnitPlural: null, customFields: {},
  };
  return present({
    id: row.id,
    versionId: LIVE_VERSION_ID,
    parentId: row.parent_id,
    parentVersionId: row.parent_id ? LIVE_VERSION_ID : null,
    manufacturerId: row.manufacturer_id,
    productManufacturerVersionId: LIVE_VERSION_ID,
    unitId: null,
    taxId: TAX_ID,
    coverId: gallery[0]!.id,
    productMediaVersionId: LIVE_VERSION_ID,
    deliveryTimeId: DELIVERY_TIME.id,
    canonicalProductId: null,
    cmsPageId: null,
    productNumber: row.product_number,
    restockTime: null,
    active: true,
    available: isAvailable(row),
    isCloseout: true,
    availableStock: row.stock,
    stock: row.stock,
    displayGroup: row.parent_id ?? row.id,
    manufacturerNumber: row.manufacturer_number,
    ean: row.ean,
    purchaseSteps: 1,
    maxPurchase: 10,
    minPurchase: 1,
    purchaseUnit: null,
    referenceUnit: null,
    shippingFree: row.shipping_free === 1,
    markAsTopseller: false,
    weight: row.weight,
    width: null,
    height: null,
    length: null,
    releaseDate: shopwareDateTime(row.release_date),
    ratingAverage: row.rating,
    categoryTree,
    propertyIds,
    optionIds,
    streamIds: streamIdsOf(categoryIds),
    tagIds: null,
    categoryIds,
    childCount: row.child_count,
    sales: row.sales,
    name: row.name,
    description: row.description,
    metaDescription: null,
    metaTitle: null,
    keywords: null,
    customFields: {},
    type: download ? 'digital' : 'physical',
    states: [download ? 'is-download' : 'is-physical'],
    calculatedPrice: price,
    calculatedPrices: [],
    calculatedMaxPurchase: maxPurchaseOf(row),
    calculatedCheapestPrice: { ...price, apiAlias: 'calculated_cheapest_price', hasRange: false, variantId: row.id },
    isNew: isNewAt(row, view.nowMs),
    sortedProperties: null,
    createdAt: shopwareDateTime(row.created_at),
    updatedAt: null,
    translated,
    manufacturer: manufacturer ? manufacturerEntity(manufacturer) : null,
    deliveryTime: deliveryTimeEntity(),
    cover: gallery[0],
    ...(extras.media ? { media: gallery } : {}),
    options,
    properties,
    variation: options.map((o) => ({ group: o.group!.name, option: o.name })),
    seoCategory: seoCategory ? categoryEntity(view, seoCategory) : null,
    ...(extras.children ? { children: extras.children } : {}),
    ...(view.includeSeoUrls && row.seo_path
      ? { seoUrls: [seoUrlEntity(row.id, 'frontend.detail.page', row.seo_path)] }
      : view.includeSeoUrls ? { seoUrls: [] } : {}),
    apiAlias: 'product',
  });
}

export type ProductEntity = ReturnType<typeof productEntity>;

/** Category trees by a product's category_ids: products share a few hundred combinations. */
const categoryTrees = new WeakMap<Reference, LruCache<string, readonly string[]>>();

function categoryTreeOf(ref: Reference, key: string, categoryIds: string[]): readonly string[] {
  let trees = categoryTrees.get(ref);
  if (!trees) categoryTrees.set(ref, trees = new LruCache(4096));
  let tree = trees.get(key);
  if (!tree) {
    tree = Object.freeze([...new Set(categoryIds.flatMap((id) => {
      const c = ref.categories.get(id);
      return c ? [...(c.path?.split('|').filter(Boolean) ?? []), id] : [];
    }))]);
    trees.set(key, tree);
  }
  return tree;
}
