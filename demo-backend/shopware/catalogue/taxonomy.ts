// The shop's fixed vocabulary: category tree, brands and property groups of VELD.
// Ids are stable hashes of names (see ids.ts), independent of DEMO_SEED and catalogue size,
// so content elsewhere (CMS pages, tests) can refer to them.
import { stableId } from './ids';
import type { Garment } from './images';

export type Gender = 'dames' | 'heren';
/** Which sizes a leaf category's products come in. */
export type SizeRange = 'clothing' | 'shoes-dames' | 'shoes-heren' | 'one-size';

/** A leaf category that products are generated for. */
export interface Assortment {
  garment: Garment;
  gender: Gender | null;
  sizes: SizeRange;
  /** Nouns for product names ("jurk", "midi-jurk"), each with fitting adjectives. */
  nouns: string[];
  adjectives: string[];
  materials: string[];
  /** Price range in whole euros; prices end in ,95 (or ,00 above 200). */
  price: [number, number];
  /** Relative share of the catalogue. */
  weight: number;
}

export interface CategoryDef {
  name: string;
  type?: 'page' | 'folder' | 'link';
  /** A link category: external url, or the path (names joined by '/') of a category. */
  link?: { external: string } | { category: string };
  assortment?: Assortment;
  /** Products that land here besides those of the subtree (new arrivals, sale, sustainable). */
  collects?: 'new' | 'sale' | 'sustainable' | 'new-dames' | 'new-heren' | 'sale-dames' | 'sale-heren';
  customFields?: Record<string, unknown>;
  visible?: boolean;
  children?: CategoryDef[];
}

const A = (a: Omit<Assortment, 'weight'> & { weight?: number }): Assortment => ({ weight: 1, ...a });

const CLOTHING_MATERIALS = ['Katoen', 'Biologisch katoen', 'Linnen', 'Viscose', 'Tencel', 'Gerecycled polyester'];
const KNIT_MATERIALS = ['Wol', 'Merinowol', 'Kasjmier', 'Biologisch katoen'];
const SHOE_MATERIALS = ['Leer', 'Suède', 'Canvas'];

/** "Bekijk alles": a link child that the mega menu shows as an underlined link with an arrow. */
function viewAll(path: string): CategoryDef {
  return { name: 'Bekijk alles', type: 'link', link: { category: path }, customFields: { menu_item_style: 'asLink' } };
}

function womenswear(): CategoryDef[] {
  return [
    { name: 'Nieuw binnen', collects: 'new-dames' },
    {
      name: 'Kleding',
      children: [
        { name: 'Jurken', assortment: A({ garment: 'dress', gender: 'dames', sizes: 'clothing', weight: 3,
          nouns: ['jurk', 'midi-jurk', 'maxi-jurk', 'wikkeljurk', 'blousejurk'], adjectives: ['Linnen', 'Gebloemde', 'Satijnen', 'Geplooide', 'Gestreepte', 'Katoenen'],
          materials: ['Linnen', 'Viscose', 'Katoen', 'Zijde', 'Tencel'], price: [49, 189] }) },
        { name: 'Tops & T-shirts', assortment: A({ garment: 'top', gender: 'dames', sizes: 'clothing', weight: 3,
          nouns: ['top', 'T-shirt', 'tanktop', 'longsleeve'], adjectives: ['Ribgebreide', 'Basic', 'Katoenen', 'Gestreepte', 'Oversized'],
          materials: CLOTHING_MATERIALS, price: [19, 59] }) },
        { name: 'Blouses', assortment: A({ garment: 'shirt', gender: 'dames', sizes: 'clothing', weight: 2,
          nouns: ['blouse', 'overhemdblouse', 'tuniek'], adjectives: ['Zijden', 'Linnen', 'Satijnen', 'Geborduurde', 'Wijde'],
          materials: ['Zijde', 'Linnen', 'Viscose', 'Katoen'], price: [39, 139] }) },
        { name: 'Truien & vesten', assortment: A({ garment: 'knit', gender: 'dames', sizes: 'clothing', weight: 2,
          nouns: ['trui', 'vest', 'coltrui', 'cardigan'], adjectives: ['Grofgebreide', 'Zachte', 'Wollen', 'Kabelgebreide'],
          materials: KNIT_MATERIALS, price: [49, 179] }) },
        { name: 'Broeken', assortment: A({ garment: 'trousers', gender: 'dames', sizes: 'clothing', weight: 2,
          nouns: ['pantalon', 'wide leg broek', 'cargobroek', 'pantalon met plooi'], adjectives: ['Linnen', 'Geklede', 'Soepelvallende', 'Hoog getailleerde'],
          materials: ['Linnen', 'Viscose', 'Wol', 'Tencel'], price: [49, 149] }) },
        { name: 'Jeans', assortment: A({ garment: 'jeans', gender: 'dames', sizes: 'clothing', weight: 2,
          nouns: ['jeans', 'mom jeans', 'flared jeans', 'straight jeans'], adjectives: ['Vintage', 'Stretch', 'Lichte', 'Donkere'],
          materials: ['Denim'], price: [69, 159] }) },
        { name: 'Rokken', assortment: A({ garment: 'skirt', gender: 'dames', sizes: 'clothing',
          nouns: ['rok', 'midirok', 'plisserok', 'wikkelrok'], adjectives: ['Satijnen', 'Geplooide', 'Linnen', 'Leren'],
          materials: ['Viscose', 'Linnen', 'Leer', 'Zijde'], price: [39, 129] }) },
        { name: 'Jassen', assortment: A({ garment: 'coat', gender: 'dames', sizes: 'clothing', weight: 2,
          nouns: ['jas', 'trenchcoat', 'wollen mantel', 'pufferjas'], adjectives: ['Lange', 'Gewatteerde', 'Klassieke', 'Waterafstotende'],
          materials: ['Wol', 'Katoen', 'Gerecycled polyester'], price: [129, 349] }) },
        { name: 'Blazers', assortment: A({ garment: 'blazer', gender: 'dames', sizes: 'clothing',
          nouns: ['blazer', 'oversized blazer', 'gilet'], adjectives: ['Getailleerde', 'Linnen', 'Geruite', 'Double-breasted'],
          materials: ['Wol', 'Linnen', 'Viscose'], price: [89, 229] }) },
        viewAll('Dames/Kleding'),
      ],
    },
    {
      name: 'Schoenen',
      children: [
        { name: 'Sneakers', assortment: A({ garment: 'sneaker', gender: 'dames', sizes: 'shoes-dames', weight: 2,
          nouns: ['sneaker', 'runner', 'court sneaker'], adjectives: ['Leren', 'Suède', 'Witte', 'Retro'],
          materials: SHOE_MATERIALS, price: [89, 179] }) },
        { name: 'Laarzen', assortment: A({ garment: 'boot', gender: 'dames', sizes: 'shoes-dames',
          nouns: ['laars', 'enkellaars', 'chelsea boot', 'cowboylaars'], adjectives: ['Leren', 'Suède', 'Gevoerde', 'Hoge'],
          materials: ['Leer', 'Suède'], price: [129, 299] }) },
        { name: 'Sandalen', assortment: A({ garment: 'sandal', gender: 'dames', sizes: 'shoes-dames',
          nouns: ['sandaal', 'slipper', 'sleehak'], adjectives: ['Leren', 'Gevlochten', 'Platte', 'Gouden'],
          materials: ['Leer', 'Canvas'], price: [49, 139] }) },
        { name: 'Pumps', assortment: A({ garment: 'pump', gender: 'dames', sizes: 'shoes-dames',
          nouns: ['pump', 'slingback', 'muiltje'], adjectives: ['Lakleren', 'Suède', 'Puntige', 'Klassieke'],
          materials: ['Leer', 'Suède'], price: [79, 199] }) },
        viewAll('Dames/Schoenen'),
      ],
    },
    {
      name: 'Accessoires',
      children: [
        { name: 'Tassen', assortment: A({ garment: 'bag', gender: 'dames', sizes: 'one-size', weight: 2,
          nouns: ['schoudertas', 'shopper', 'crossbody tas', 'clutch'], adjectives: ['Leren', 'Gevlochten', 'Kleine', 'Canvas'],
          materials: ['Leer', 'Canvas', 'Suède'], price: [39, 249] }) },
        { name: 'Sjaals', assortment: A({ garment: 'scarf', gender: 'dames', sizes: 'one-size',
          nouns: ['sjaal', 'omslagdoek', 'zijden sjaaltje'], adjectives: ['Wollen', 'Geruite', 'Zachte', 'Bedrukte'],
          materials: ['Wol', 'Kasjmier', 'Zijde'], price: [24, 99] }) },
        { name: 'Riemen', assortment: A({ garment: 'belt', gender: 'dames', sizes: 'one-size',
          nouns: ['riem', 'taille-riem'], adjectives: ['Leren', 'Smalle', 'Gevlochten'],
          materials: ['Leer', 'Suède'], price: [29, 79] }) },
        { name: 'Sieraden', assortment: A({ garment: 'jewellery', gender: 'dames', sizes: 'one-size',
          nouns: ['ketting', 'oorbellen', 'armband', 'ring'], adjectives: ['Gouden', 'Zilveren', 'Fijne', 'Parel'],
          materials: ['Gerecycled zilver', 'Verguld messing'], price: [19, 89] }) },
        { name: 'Zonnebrillen', assortment: A({ garment: 'sunglasses', gender: 'dames', sizes: 'one-size',
          nouns: ['zonnebril', 'cat-eye zonnebril'], adjectives: ['Ronde', 'Oversized', 'Schildpad'],
          materials: ['Acetaat'], price: [49, 159] }) },
        viewAll('Dames/Accessoires'),
      ],
    },
    { name: 'Sale', collects: 'sale-dames' },
  ];
}

function menswear(): CategoryDef[] {
  return [
    { name: 'Nieuw binnen', collects: 'new-heren' },
    {
      name: 'Kleding',
      children: [
        { name: 'Overhemden', assortment: A({ garment: 'shirt', gender: 'heren', sizes: 'clothing', weight: 3,
          nouns: ['overhemd', 'oxford overhemd', 'overshirt'], adjectives: ['Linnen', 'Geruit', 'Katoenen', 'Gestreept'],
          materials: ['Katoen', 'Linnen', 'Biologisch katoen'], price: [49, 139] }) },
        { name: "T-shirts & polo's", assortment: A({ garment: 'top', gender: 'heren', sizes: 'clothing', weight: 3,
          nouns: ['T-shirt', 'polo', 'longsleeve'], adjectives: ['Basic', 'Piqué', 'Zwaar katoenen', 'Gestreepte'],
          materials: CLOTHING_MATERIALS, price: [19, 79] }) },
        { name: 'Truien & vesten', assortment: A({ garment: 'knit', gender: 'heren', sizes: 'clothing', weight: 2,
          nouns: ['trui', 'vest', 'coltrui', 'hoodie'], adjectives: ['Wollen', 'Grofgebreide', 'Zachte', 'Gemêleerde'],
          materials: KNIT_MATERIALS, price: [59, 199] }) },
        { name: 'Broeken', assortment: A({ garment: 'trousers', gender: 'heren', sizes: 'clothing', weight: 2,
          nouns: ['chino', 'pantalon', 'cargobroek'], adjectives: ['Stretch', 'Linnen', 'Wollen', 'Relaxed'],
          materials: ['Katoen', 'Linnen', 'Wol'], price: [59, 159] }) },
        { name: 'Jeans', assortment: A({ garment: 'jeans', gender: 'heren', sizes: 'clothing', weight: 2,
          nouns: ['jeans', 'slim fit jeans', 'tapered jeans', 'straight jeans'], adjectives: ['Raw', 'Vintage', 'Donkere', 'Stretch'],
          materials: ['Denim'], price: [79, 179] }) },
        { name: 'Jassen', assortment: A({ garment: 'coat', gender: 'heren', sizes: 'clothing', weight: 2,
          nouns: ['jas', 'parka', 'wollen jas', 'bomberjack'], adjectives: ['Gewatteerde', 'Lange', 'Waterdichte', 'Klassieke'],
          materials: ['Wol', 'Katoen', 'Gerecycled polyester'], price: [149, 349] }) },
        { name: 'Colberts', assortment: A({ garment: 'blazer', gender: 'heren', sizes: 'clothing',
          nouns: ['colbert', 'blazer'], adjectives: ['Wollen', 'Linnen', 'Unstructured', 'Geruit'],
          materials: ['Wol', 'Linnen'], price: [149, 299] }) },
        { name: 'Shorts', assortment: A({ garment: 'shorts', gender: 'heren', sizes: 'clothing',
          nouns: ['short', 'chino short', 'zwemshort'], adjectives: ['Linnen', 'Katoenen', 'Bedrukte'],
          materials: ['Katoen', 'Linnen', 'Gerecycled polyester'], price: [29, 79] }) },
        viewAll('Heren/Kleding'),
      ],
    },
    {
      name: 'Schoenen',
      children: [
        { name: 'Sneakers', assortment: A({ garment: 'sneaker', gender: 'heren', sizes: 'shoes-heren', weight: 2,
          nouns: ['sneaker', 'runner', 'high top sneaker'], adjectives: ['Leren', 'Suède', 'Witte', 'Retro'],
          materials: SHOE_MATERIALS, price: [89, 199] }) },
        { name: 'Boots', assortment: A({ garment: 'boot', gender: 'heren', sizes: 'shoes-heren',
          nouns: ['boot', 'chelsea boot', 'veterboot'], adjectives: ['Leren', 'Suède', 'Robuuste'],
          materials: ['Leer', 'Suède'], price: [139, 279] }) },
        { name: 'Nette schoenen', assortment: A({ garment: 'loafer', gender: 'heren', sizes: 'shoes-heren',
          nouns: ['loafer', 'derby', 'brogue'], adjectives: ['Leren', 'Suède', 'Klassieke'],
          materials: ['Leer', 'Suède'], price: [119, 249] }) },
        viewAll('Heren/Schoenen'),
      ],
    },
    {
      name: 'Accessoires',
      children: [
        { name: 'Tassen', assortment: A({ garment: 'bag', gender: 'heren', sizes: 'one-size',
          nouns: ['rugzak', 'weekendtas', 'laptoptas'], adjectives: ['Leren', 'Canvas', 'Waterafstotende'],
          materials: ['Leer', 'Canvas', 'Gerecycled polyester'], price: [59, 249] }) },
        { name: 'Riemen', assortment: A({ garment: 'belt', gender: 'heren', sizes: 'one-size',
          nouns: ['riem', 'gevlochten riem'], adjectives: ['Leren', 'Suède', 'Klassieke'],
          materials: ['Leer', 'Suède'], price: [29, 89] }) },
        { name: 'Petten & mutsen', assortment: A({ garment: 'cap', gender: 'heren', sizes: 'one-size',
          nouns: ['pet', 'muts', 'beanie'], adjectives: ['Wollen', 'Katoenen', 'Geribde'],
          materials: ['Wol', 'Katoen', 'Merinowol'], price: [19, 59] }) },
        { name: 'Sjaals', assortment: A({ garment: 'scarf', gender: 'heren', sizes: 'one-size',
          nouns: ['sjaal', 'col'], adjectives: ['Wollen', 'Geruite', 'Kasjmier'],
          materials: ['Wol', 'Kasjmier', 'Merinowol'], price: [29, 119] }) },
        viewAll('Heren/Accessoires'),
      ],
    },
    { name: 'Sale', collects: 'sale-heren' },
  ];
}

function seo(title: string, intro: string): Record<string, unknown> {
  return {
    custom_extra_category_information_title: title,
    custom_extra_category_information_text:
      `<p>${intro}</p><p>Bij VELD bestel je vóór 22:00 uur en heb je je bestelling morgen in huis. ` +
      `Verzending is gratis vanaf € 75 en retourneren kan binnen 30 dagen, in de winkel of via een ` +
      `retourpunt bij jou in de buurt.</p><p>Twijfel je over je maat? Bekijk de maattabel bij elk ` +
      `artikel of maak een afspraak in onze showroom voor persoonlijk advies.</p>`,
  };
}

/** The main navigation under the sales channel's navigation root (the root itself is "Home"). */
export const MAIN_NAVIGATION: CategoryDef[] = [
  { name: 'Dames', customFields: { mega_menu_enabled: true }, children: womenswear() },
  { name: 'Heren', customFields: { mega_menu_enabled: true }, children: menswear() },
  { name: 'Nieuw binnen', collects: 'new' },
  { name: 'Sale', collects: 'sale', children: [
    { name: 'Dames', collects: 'sale-dames' },
    { name: 'Heren', collects: 'sale-heren' },
  ] },
  { name: 'Duurzaam', collects: 'sustainable' },
  { name: 'Cadeaubonnen', assortment: A({ garment: 'giftcard', gender: null, sizes: 'one-size', weight: 0.05,
    nouns: ['e-cadeaubon'], adjectives: ['VELD'], materials: [], price: [25, 100] }) },
  { name: 'Merken', type: 'link', link: { external: '/merken' } },
  { name: 'Shop the look', type: 'link', link: { external: '/shop-the-look' } },
];

/** Footer: groups with links; the storefront shows only groups with children and hides "Showroom". */
export const FOOTER_NAVIGATION: CategoryDef[] = [
  { name: 'Klantenservice', type: 'folder', children: [
    { name: 'Contact', type: 'link', link: { external: '/contact/' } },
    { name: 'Veelgestelde vragen', type: 'link', link: { external: '/klantenservice/veelgestelde-vragen' } },
    { name: 'Verzenden & retourneren', type: 'link', link: { external: '/klantenservice/verzenden-en-retourneren' } },
    { name: 'Maattabel', type: 'link', link: { external: '/klantenservice/maattabel' } },
    { name: 'Cadeaubonnen', type: 'link', link: { category: 'Cadeaubonnen' } },
    { name: 'Algemene voorwaarden', type: 'link', link: { external: '/algemene-voorwaarden' } },
    { name: 'Privacybeleid', type: 'link', link: { external: '/privacybeleid' } },
  ] },
  { name: 'Over VELD', type: 'folder', children: [
    { name: 'Ons verhaal', type: 'link', link: { external: '/over-veld' } },
    { name: 'Duurzaamheid', type: 'link', link: { category: 'Duurzaam' } },
    { name: 'Merken', type: 'link', link: { external: '/merken' } },
    { name: 'Werken bij VELD', type: 'link', link: { external: 'https://werkenbij.veld.nl' } },
  ] },
  { name: 'Populair', type: 'folder', children: [
    { name: 'Jurken', type: 'link', link: { category: 'Dames/Kleding/Jurken' } },
    { name: 'Damessneakers', type: 'link', link: { category: 'Dames/Schoenen/Sneakers' } },
    { name: 'Herenjassen', type: 'link', link: { category: 'Heren/Kleding/Jassen' } },
    { name: 'Sale', type: 'link', link: { category: 'Sale' } },
  ] },
  { name: 'Showroom', type: 'folder', children: [
    { name: 'Showroom Amsterdam', type: 'link', link: { external: '/showroom' } },
    { name: 'Afspraak maken', type: 'link', link: { external: '/afspraak-maken' } },
  ] },
  { name: 'Volg ons', type: 'folder' },
];

/** Service navigation (the small links above the header). */
export const SERVICE_NAVIGATION: CategoryDef[] = [
  { name: 'Klantenservice', type: 'link', link: { external: '/contact/' } },
  { name: 'Gratis retourneren', type: 'link', link: { external: '/klantenservice/verzenden-en-retourneren' } },
  { name: 'Afspraak maken', type: 'link', link: { external: '/afspraak-maken' } },
  { name: 'Cadeaubonnen', type: 'link', link: { category: 'Cadeaubonnen' } },
];

export const ROOTS = {
  main: { key: 'root:main', name: 'Home' },
  footer: { key: 'root:footer', name: 'Footer' },
  service: { key: 'root:service', name: 'Service' },
} as const;

export function categoryId(path: string): string {
  return stableId(`category:${path}`);
}

/** SEO texts for listing categories, keyed by breadcrumb path. */
export function seoTextFor(path: string[]): Record<string, unknown> {
  const name = path[path.length - 1]!;
  const audience = path.length > 1 && (path[0] === 'Dames' || path[0] === 'Heren') ? ` voor ${path[0]!.toLowerCase()}` : '';
  const subject = `${name === 'Dames' || name === 'Heren' ? `${name}mode` : name}${audience}`.replace(/^Nieuw binnen/, 'Nieuwe collectie');
  return seo(`${subject} bij VELD`,
    `Ontdek ${subject.toLowerCase()} bij VELD: zorgvuldig geselecteerde mode van Nederlandse en ` +
    `Europese merken, in tijdloze kleuren en duurzame materialen. Elke week komen er nieuwe ` +
    `items binnen, zodat je altijd iets vindt dat bij je past.`);
}

// ---- property groups ---------------------------------------------------------------------

export interface OptionDef { name: string; hex?: string }
export interface GroupDef {
  key: 'kleur' | 'maat' | 'materiaal' | 'duurzaamheid' | 'pasvorm';
  name: string;
  displayType: 'color' | 'text';
  sortingType: 'alphanumeric' | 'position';
  description: string;
  options: OptionDef[];
}

export const PROPERTY_GROUPS: GroupDef[] = [
  { key: 'kleur', name: 'Kleur', displayType: 'color', sortingType: 'position', description: 'De hoofdkleur van het artikel.', options: [
    { name: 'Zwart', hex: '#1f1f1f' }, { name: 'Wit', hex: '#f5f3ee' }, { name: 'Ecru', hex: '#e9e2d0' },
    { name: 'Beige', hex: '#d8c3a5' }, { name: 'Camel', hex: '#c19a6b' }, { name: 'Bruin', hex: '#7b5238' },
    { name: 'Grijs', hex: '#9a9a9a' }, { name: 'Antraciet', hex: '#3c3f44' }, { name: 'Marine', hex: '#1f2f4f' },
    { name: 'Blauw', hex: '#3f6fb5' }, { name: 'Lichtblauw', hex: '#a9c6e8' }, { name: 'Groen', hex: '#4f6b45' },
    { name: 'Olijfgroen', hex: '#7a7d3f' }, { name: 'Rood', hex: '#b0302c' }, { name: 'Bordeaux', hex: '#6d1f2f' },
    { name: 'Roze', hex: '#e7b3c0' }, { name: 'Oranje', hex: '#d9772f' }, { name: 'Geel', hex: '#e8c547' },
    { name: 'Lila', hex: '#b7a3cf' }, { name: 'Zilver', hex: '#c7c9cc' }, { name: 'Goud', hex: '#c9a441' },
  ] },
  { key: 'maat', name: 'Maat', displayType: 'text', sortingType: 'position', description: 'Kledingmaten en schoenmaten (EU).', options: [
    ...['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((name) => ({ name })),
    ...Array.from({ length: 11 }, (_, i) => ({ name: String(36 + i) })),
  ] },
  { key: 'materiaal', name: 'Materiaal', displayType: 'text', sortingType: 'alphanumeric', description: 'Het hoofdmateriaal.', options: [
    'Acetaat', 'Biologisch katoen', 'Canvas', 'Denim', 'Gerecycled polyester', 'Gerecycled zilver', 'Kasjmier',
    'Katoen', 'Leer', 'Linnen', 'Merinowol', 'Suède', 'Tencel', 'Verguld messing', 'Viscose', 'Wol', 'Zijde',
  ].map((name) => ({ name })) },
  { key: 'duurzaamheid', name: 'Duurzaamheid', displayType: 'text', sortingType: 'position', description: 'Keurmerken en duurzame keuzes.', options: [
    { name: 'Duurzaam' }, { name: 'Gerecycled materiaal' }, { name: 'Fair Wear' },
  ] },
  { key: 'pasvorm', name: 'Pasvorm', displayType: 'text', sortingType: 'position', description: 'Hoe het artikel valt.', options: [
    { name: 'Slim fit' }, { name: 'Regular fit' }, { name: 'Relaxed fit' }, { name: 'Oversized' },
  ] },
];

export function propertyGroupId(key: GroupDef['key']): string {
  return stableId(`property-group:${key}`);
}

export function propertyOptionId(key: GroupDef['key'], option: string): string {
  return stableId(`property-option:${key}:${option}`);
}

export function optionsOf(key: GroupDef['key']): OptionDef[] {
  return PROPERTY_GROUPS.find((g) => g.key === key)!.options;
}

export const SIZE_OPTIONS: Record<SizeRange, string[]> = {
  clothing: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'shoes-dames': ['36', '37', '38', '39', '40', '41', '42'],
  'shoes-heren': ['40', '41', '42', '43', '44', '45', '46'],
  'one-size': [],
};

// ---- brands --------------------------------------------------------------------------------

export interface BrandDef {
  name: string;
  gender: Gender | 'beide';
  popular: boolean;
  city: string;
  /** What the label makes: a shoemaker makes shoes, not tank tops. */
  makes: readonly Garment[];
  /** A label named after its material (Linnenhuis) makes only things of that material. */
  material?: string;
}

const CLOTHING: Garment[] = ['dress', 'top', 'shirt', 'knit', 'trousers', 'jeans', 'skirt', 'coat', 'blazer', 'shorts'];
const SHOES: Garment[] = ['sneaker', 'boot', 'sandal', 'pump', 'loafer'];
/** A fashion label's range: clothing and the softer accessories. */
const LABEL: Garment[] = [...CLOTHING, 'bag', 'scarf', 'belt', 'cap'];

/** The specialists; every other brand is a fashion label (LABEL). */
const SPECIALITIES: Record<string, Pick<BrandDef, 'makes' | 'material'>> = {
  'Kroon Schoenen': { makes: SHOES },
  'Rijnland Leather': { makes: [...SHOES, 'bag', 'belt'] },
  Stadsvos: { makes: [...SHOES, 'bag'] },
  Brons: { makes: ['loafer', 'boot', 'sneaker', 'belt'] },
  'Amber Rose': { makes: ['pump', 'sandal', 'boot', 'sneaker', 'bag'] },
  'Luna Bijoux': { makes: ['jewellery'] },
  Kiezel: { makes: ['jewellery', 'sunglasses'] },
  'Blauwe Uur': { makes: ['sunglasses', 'scarf', 'cap', 'top', 'shirt', 'shorts'] },
  'Polder Denim': { makes: ['jeans', 'shirt', 'top', 'coat', 'shorts'] },
  'Wadden Wol': { makes: ['knit', 'scarf', 'cap', 'coat'] },
  'Nova Knit': { makes: ['knit', 'scarf'] },
  Linnenhuis: { makes: ['dress', 'top', 'shirt', 'trousers', 'skirt', 'blazer'], material: 'Linnen' },
  'Zuidas Tailoring': { makes: ['blazer', 'trousers', 'shirt', 'coat'] },
};

/** Fictional labels with a Dutch and Belgian feel; `popular` feeds the brand filter's top list. */
export const BRANDS: BrandDef[] = [
  ['Noord Atelier', 'beide', true, 'Groningen'], ['Maison Vlier', 'dames', true, 'Antwerpen'],
  ['Studio Duin', 'beide', true, 'Haarlem'], ['Linnenhuis', 'dames', false, 'Amsterdam'],
  ['Kade Amsterdam', 'beide', true, 'Amsterdam'], ['Polder Denim', 'beide', true, 'Amsterdam'],
  ['Atelier Eik', 'heren', false, 'Utrecht'], ['Houtman & Zn.', 'heren', true, 'Rotterdam'],
  ['Grachtwerk', 'heren', false, 'Amsterdam'], ['Zeebries', 'dames', false, 'Scheveningen'],
  ['Bloem & Blad', 'dames', true, 'Leiden'], ['Wolkenstad', 'beide', false, 'Eindhoven'],
  ['Van Ommen', 'heren', false, 'Zwolle'], ['Lindeboom', 'dames', false, 'Deventer'],
  ['Merel Jansen', 'dames', true, 'Amsterdam'], ['Ruwe Klei', 'beide', false, 'Maastricht'],
  ['Oost Collective', 'beide', false, 'Amsterdam'], ['Kanaal 7', 'heren', false, 'Gent'],
  ['Juni Label', 'dames', false, 'Rotterdam'], ['Veenstra', 'heren', false, 'Leeuwarden'],
  ['Hollands Glorie', 'beide', true, 'Den Haag'], ['Fenne', 'dames', false, 'Nijmegen'],
  ['Storm & Stilte', 'heren', false, 'Texel'], ['Rijnland Leather', 'beide', false, 'Arnhem'],
  ['De Stoffenkamer', 'dames', false, 'Tilburg'], ['Basalt', 'heren', false, 'Brussel'],
  ['Ivy & Olive', 'dames', false, 'Amsterdam'], ['Zuidas Tailoring', 'heren', false, 'Amsterdam'],
  ['Luna Bijoux', 'dames', false, 'Antwerpen'], ['Wadden Wol', 'beide', false, 'Harlingen'],
  ['Kroon Schoenen', 'beide', false, 'Waalwijk'], ['Stadsvos', 'beide', false, 'Utrecht'],
  ['Amber Rose', 'dames', false, 'Breda'], ['Brons', 'heren', false, 'Den Bosch'],
  ['Nova Knit', 'dames', false, 'Enschede'], ['Vos & Veer', 'beide', false, 'Delft'],
  ['Tulp Studio', 'dames', false, 'Lisse'], ['Dijkman', 'heren', false, 'Hoorn'],
  ['Eenvoud', 'beide', false, 'Amersfoort'], ['Blauwe Uur', 'beide', false, 'Zandvoort'],
  ['Wilde Haver', 'dames', false, 'Wageningen'], ['Ankerplaats', 'heren', false, 'Den Helder'],
  ['Atelier Noor', 'dames', false, 'Rotterdam'], ['Kiezel', 'beide', false, 'Gouda'],
].map(([name, gender, popular, city]) => ({ name, gender, popular, city, makes: LABEL, ...SPECIALITIES[name as string] }) as BrandDef);

export function manufacturerId(name: string): string {
  return stableId(`manufacturer:${name}`);
}
