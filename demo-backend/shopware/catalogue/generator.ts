// The deterministic product generator. DEMO_CATALOGUE_SIZE counts Shopware product rows
// (simple products, parents and variants alike); a listing card is one simple product or one
// parent with its variants. Card i depends only on (seed, i) and the seeding time, so the
// seeder can write cards in independent chunks and resume after an interruption.
import { randomFor, stableId, type Random } from './ids';
import type { Garment } from './images';
import { assortmentCategories, categoryById, collectingCategories, seoSlug, type FlatCategory } from './categories';
import {
  BRANDS, SIZE_OPTIONS, manufacturerId, optionsOf, propertyOptionId, type Gender,
} from './taxonomy';
import type { ProductRow } from './products';
import { agreeingNaming, brandsFor, describe, modelLine } from './wording';

/** Products created within this window count as new (the storefront's badge uses 720 hours). */
export const NEW_WINDOW_HOURS = 720;
export const TAX_RATE = 21;

export interface CardRow {
  id: string;
  display_id: string;
  name: string;
  manufacturer_id: string;
  price: number;
  price_max: number;
  list_price: number | null;
  created_at: string;
  sales: number;
  rating: number | null;
  shipping_free: number;
  search_text: string;
}

export interface GeneratedCard {
  index: number;
  card: CardRow;
  /** The parent (or simple product) first, then its variants. */
  products: ProductRow[];
  /** Every category the card is listed in, ancestors included. */
  listedIn: string[];
  /** Union of the variants' options and the parent's properties. */
  optionIds: string[];
  gender: Gender | null;
  garment: Garment;
}

const MODEL_NAMES = [
  'Ivy', 'Noor', 'Fenna', 'Lotte', 'Saar', 'Mila', 'Tess', 'Isa', 'Roos', 'Sanne', 'Jip', 'Fleur', 'Lieke',
  'Evi', 'Nina', 'Femke', 'Daan', 'Bram', 'Luuk', 'Sem', 'Thijs', 'Jesse', 'Ruben', 'Stijn', 'Lars', 'Teun',
  'Milan', 'Jens', 'Floris', 'Siem', 'Vera', 'Anouk', 'Maud', 'Romy', 'Hidde', 'Wout', 'Olivier', 'Pim',
];

const PALETTES: Partial<Record<Garment, string[]>> = {
  jewellery: ['Goud', 'Zilver'],
  giftcard: ['Groen'],
  jeans: ['Blauw', 'Lichtblauw', 'Zwart', 'Grijs', 'Ecru'],
};
const DEFAULT_PALETTE = optionsOf('kleur').map((o) => o.name).filter((n) => n !== 'Goud' && n !== 'Zilver');
const HEX = new Map(optionsOf('kleur').map((o) => [o.name, o.hex!.slice(1)]));
const GIFT_CARD_VALUES = [25, 50, 75, 100, 150];

interface Shape {
  category: FlatCategory;
  colours: string[];
  sizes: string[];
}

function cumulativeWeights(categories: FlatCategory[]): number[] {
  let total = 0;
  return categories.map((c) => (total += c.assortment!.weight));
}

const ASSORTMENT = assortmentCategories();
const CATEGORIES = categoryById();
const COLLECTING = collectingCategories();
const WEIGHTS = cumulativeWeights(ASSORTMENT);

/** What kind of card index i is: category, colours and sizes (decides its row count). */
function shapeOf(seed: string, index: number): Shape {
  const random = randomFor(`${seed}:card:${index}:shape`);
  const point = random.next() * WEIGHTS[WEIGHTS.length - 1]!;
  const category = ASSORTMENT[WEIGHTS.findIndex((w) => point < w)] ?? ASSORTMENT[0]!;
  const assortment = category.assortment!;
  const palette = PALETTES[assortment.garment] ?? DEFAULT_PALETTE;
  const colours = random.sample(palette, assortment.garment === 'giftcard' ? 1 : random.chance(0.3) ? 2 : 1);
  const all = SIZE_OPTIONS[assortment.sizes];
  let sizes: string[] = [];
  if (all.length > 0) {
    const count = random.int(3, Math.min(5, all.length));
    const start = random.int(0, all.length - count);
    sizes = all.slice(start, start + count);
  }
  return { category, colours, sizes };
}

/** What card `index` is, cheaply (without generating it): for picking cards by kind and colour. */
export function cardKind(plan: CataloguePlan, index: number): { garment: Garment; gender: Gender | null; colours: string[] } {
  const { category, colours } = shapeOf(plan.seed, index);
  return { garment: category.assortment!.garment, gender: category.assortment!.gender, colours };
}

/** Rows a card occupies: 1 for a simple product, else the parent plus its variants. */
function rowsOf(shape: Shape): number {
  const variants = variantCount(shape);
  return variants === 0 ? 1 : variants + 1;
}

function variantCount(shape: Shape): number {
  if (shape.sizes.length > 0) return shape.colours.length * shape.sizes.length;
  return shape.colours.length > 1 ? shape.colours.length : 0;
}

export interface CataloguePlan {
  seed: string;
  size: number;
  cardCount: number;
  /** Row budget of the last card when the size cut it short (else undefined). */
  lastCardRows: number | undefined;
}

/** How many cards make up `size` product rows; the last card is cut to fit exactly. */
export function planCatalogue(seed: string, size: number): CataloguePlan {
  let rows = 0;
  let index = 0;
  while (rows < size) {
    const needed = rowsOf(shapeOf(seed, index));
    if (rows + needed >= size) {
      return { seed, size, cardCount: index + 1, lastCardRows: needed === size - rows ? undefined : size - rows };
    }
    rows += needed;
    index++;
  }
  return { seed, size, cardCount: index, lastCardRows: undefined };
}

function euros(random: Random, [min, max]: [number, number]): number {
  const whole = random.int(min, max);
  return whole >= 200 && random.chance(0.5) ? whole : whole + 0.95;
}

function eanFor(random: Random): string {
  const digits = '87' + Array.from({ length: 10 }, () => random.int(0, 9)).join('');
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return digits + ((10 - (sum % 10)) % 10);
}

function isoAgo(nowMs: number, ms: number): string {
  return new Date(nowMs - ms).toISOString();
}

/** Generates card `index` of the catalogue with seed `seed`, seeded at `nowMs`. */
export function generateCard(plan: CataloguePlan, index: number, nowMs: number): GeneratedCard {
  const { seed } = plan;
  const shape = shapeOf(seed, index);
  const random = randomFor(`${seed}:card:${index}:detail`);
  const { category } = shape;
  const assortment = category.assortment!;
  const { garment, gender } = assortment;

  // The brand is drawn here (one number) but chosen once the material is known.
  const brandDraw = random.next();
  const basePrice = garment === 'giftcard' ? random.pick(GIFT_CARD_VALUES) : euros(random, assortment.price);
  const [drawnAdjective, noun, modelName] = [random.pick(assortment.adjectives), random.pick(assortment.nouns), random.pick(MODEL_NAMES)];
  const { adjective, material } = agreeingNaming(assortment, drawnAdjective, noun, shape.colours, random);
  const name = garment === 'giftcard'
    ? `VELD e-cadeaubon € ${basePrice}`
    : [adjective, adjective ? noun : noun[0]!.toUpperCase() + noun.slice(1), modelName].filter(Boolean).join(' ');
  const brands = brandsFor(BRANDS, garment, gender, material);
  const brand = garment === 'giftcard' ? { name: 'VELD', city: 'Amsterdam' } : brands[Math.floor(brandDraw * brands.length)]!;
  const brandId = garment === 'giftcard' ? manufacturerId('VELD') : manufacturerId(brand.name);
  const fit = assortment.sizes === 'clothing' ? random.pick(optionsOf('pasvorm')).name : null;
  const sustainable = garment !== 'giftcard' && (random.chance(0.22) || material === 'Biologisch katoen');
  const recycled = material?.startsWith('Gerecycled') ?? false;
  const fairWear = garment !== 'giftcard' && random.chance(0.1);
  const discount = garment !== 'giftcard' && random.chance(0.2) ? random.pick([0.2, 0.25, 0.3, 0.4, 0.5]) : 0;
  const isNew = random.chance(0.12);
  const ageMs = isNew
    ? random.int(1, (NEW_WINDOW_HOURS - 24) * 3600) * 1000
    : random.int((NEW_WINDOW_HOURS + 48) * 3600, 600 * 86400) * 1000;
  const createdAt = isoAgo(nowMs, ageMs);
  const sales = Math.floor(random.next() ** 3 * 5000);
  const rating = random.chance(0.65) ? Math.round(random.int(35, 50)) / 10 : null;
  const brandCode = brand.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
  const manufacturerNumber = `${brandCode}-${random.int(23, 26)}-${String(random.int(1000, 9999))}`;
  const productNumber = `SW${10001 + index}`;
  const parentId = stableId(`product:${seed}:${index}`);

  const properties = [
    ...(material ? [propertyOptionId('materiaal', material)] : []),
    ...(fit ? [propertyOptionId('pasvorm', fit)] : []),
    ...(sustainable ? [propertyOptionId('duurzaamheid', 'Duurzaam')] : []),
    ...(recycled ? [propertyOptionId('duurzaamheid', 'Gerecycled materiaal')] : []),
    ...(fairWear ? [propertyOptionId('duurzaamheid', 'Fair Wear')] : []),
  ];
  // Its own random stream, so the model line leaves the rest of the card as it was.
  const model = modelLine(gender, shape.sizes, randomFor(`${seed}:card:${index}:model`));
  const description = describe({ name, brand: brand.name, material: material ?? 'papier', fit, sustainable, garment, model });

  const traits: string[] = [];
  if (isNew) traits.push('new', `new-${gender}`);
  if (discount > 0) traits.push('sale', `sale-${gender}`);
  if (sustainable) traits.push('sustainable');
  const assigned = [category.id, ...traits.flatMap((t) => COLLECTING.get(t as never) ?? [])];
  const listedIn = [...new Set(assigned.flatMap((id) => CATEGORIES.get(id)!.lineage))];

  // The second colour is sometimes a little dearer, so "best variant" (cheapest) is meaningful.
  const colourPrice = shape.colours.map((_, i) => (i > 0 && random.chance(0.3) ? basePrice + 10 : basePrice));
  const listPriceOf = (price: number) => (discount > 0 ? Math.ceil(price / (1 - discount)) - 0.05 : null);
  const giftCard = garment === 'giftcard';
  const base = {
    parent_id: null as string | null, card_id: parentId, name, description, manufacturer_id: brandId,
    tax_rate: TAX_RATE, rating, sales, created_at: createdAt, release_date: createdAt, garment,
    property_ids: JSON.stringify(properties), category_ids: JSON.stringify(assigned),
    main_variant_id: null as string | null, shipping_free: giftCard ? 1 : 0,
    is_download: giftCard ? 1 : 0, weight: giftCard ? 0 : Math.round(random.int(150, 1800)) / 1000,
  };

  const variants: ProductRow[] = [];
  let budget = plan.lastCardRows !== undefined && index === plan.cardCount - 1 ? plan.lastCardRows - 1 : Infinity;
  const withSizes = shape.sizes.length > 0;
  if (variantCount(shape) > 0) {
    shape.colours.forEach((colour, c) => {
      for (const size of withSizes ? shape.sizes : [null]) {
        if (budget-- <= 0) return;
        const n = variants.length + 1;
        const stock = random.chance(0.08) ? 0 : random.chance(0.15) ? random.int(1, 3) : random.int(4, 40);
        const options = [propertyOptionId('kleur', colour), ...(size ? [propertyOptionId('maat', size)] : [])];
        variants.push({
          ...base, id: stableId(`product:${seed}:${index}:${colour}:${size ?? '-'}`), parent_id: parentId,
          product_number: `${productNumber}.${n}`, manufacturer_number: `${manufacturerNumber}-${n}`,
          ean: eanFor(random), price: colourPrice[c]!, list_price: listPriceOf(colourPrice[c]!), stock,
          color_hex: HEX.get(colour)!, option_ids: JSON.stringify(options), child_count: 0,
          seo_path: `${seoSlug(name)}/${productNumber}.${n}`,
        });
      }
    });
  }

  const simple = variants.length === 0;
  const colour = shape.colours[0]!;
  // The card shows the best variant: in stock first, then the cheapest, then the first.
  const display = simple ? null
    : [...variants].sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || a.price - b.price)[0]!;
  const parent: ProductRow = {
    ...base, id: parentId, product_number: productNumber, manufacturer_number: manufacturerNumber,
    ean: simple ? eanFor(random) : null, price: simple ? basePrice : display!.price,
    list_price: listPriceOf(simple ? basePrice : display!.price),
    stock: simple ? (giftCard ? 9999 : random.chance(0.08) ? 0 : random.int(1, 40)) : variants.reduce((s, v) => s + v.stock, 0),
    color_hex: simple ? HEX.get(colour)! : display!.color_hex,
    option_ids: '[]',
    property_ids: JSON.stringify(simple && !giftCard ? [...properties, propertyOptionId('kleur', colour)] : properties),
    child_count: variants.length, main_variant_id: display?.id ?? null,
    seo_path: `${seoSlug(name)}/${productNumber}`,
  };
  const products = [parent, ...variants];
  const optionIds = [...new Set([
    ...(JSON.parse(parent.property_ids) as string[]),
    ...variants.flatMap((v) => JSON.parse(v.option_ids) as string[]),
  ])];
  const prices = (simple ? [parent] : variants).map((p) => p.price);
  const searchText = [name, brand.name, description.replace(/<[^>]+>/g, ' '),
    ...products.flatMap((p) => [p.product_number, p.ean ?? '', p.manufacturer_number])].join(' ').toLowerCase();

  return {
    index,
    card: {
      id: parentId, display_id: display?.id ?? parentId, name, manufacturer_id: brandId,
      price: Math.min(...prices), price_max: Math.max(...prices), list_price: display?.list_price ?? parent.list_price,
      created_at: createdAt, sales, rating, shipping_free: base.shipping_free, search_text: searchText,
    },
    products, listedIn, optionIds, gender, garment,
  };
}
