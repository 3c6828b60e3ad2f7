// What a product picture shows, read from the product's name: the cut of the garment ("midi-jurk",
// "chelsea boot") and the fabric's pattern ("Gestreepte", "Geruite"). The image URL carries the
// name's slug, so the picture follows the name without anything stored beside it.
import type { Garment } from '../shopware/catalogue/images';

export const PATTERNS = [
  'plain', 'stripes', 'floral', 'check', 'rib', 'cable', 'denim', 'linen', 'satin', 'pleats', 'quilted', 'dots',
  'tortoise', 'twill', 'leather', 'woven', 'embroidery',
] as const;
export type Pattern = (typeof PATTERNS)[number];

export interface Style {
  pattern: Pattern;
  /** The garment's cut, one of CUTS[garment] (the first is the default). */
  cut: string;
}

/**
 * Cuts per garment, each with the name's nouns that ask for it and, second, its adjectives; the
 * first cut is the default. The noun wins: a "Gewatteerde wollen mantel" is a long coat in a
 * quilted fabric, and "Gewatteerde" makes a puffer only of a plain "jas".
 */
const CUTS: Record<Garment, [cut: string, nouns: RegExp | null, adjectives?: RegExp][]> = {
  dress: [['knee', null], ['maxi', /maxi/], ['midi', /midi/], ['wrap', /wikkel/], ['shirt', /blousejurk/]],
  top: [['tee', null], ['tank', /tanktop/], ['long', /longsleeve/], ['polo', /polo/]],
  shirt: [['shirt', null], ['blouse', /(?<!overhemd)blouse/], ['tunic', /tuniek/], ['overshirt', /overshirt/]],
  knit: [['jumper', null], ['cardigan', /vest|cardigan/], ['roll', /coltrui/], ['hoodie', /hoodie/]],
  trousers: [['straight', null], ['wide', /wide-leg|plooi/], ['cargo', /cargo/], ['slim', /chino/]],
  jeans: [['straight', null], ['flared', /flared/], ['mom', /mom/], ['slim', /slim|tapered/]],
  skirt: [['aline', null], ['pleated', /plisse/, /geplooide/], ['midi', /midi/], ['wrap', /wikkel/]],
  coat: [['coat', null], ['trench', /trench/], ['puffer', /puffer/, /gewatteerde/], ['long', /mantel/, /lange/], ['bomber', /bomber/], ['parka', /parka/]],
  blazer: [['blazer', null], ['gilet', /gilet/], ['oversized', /oversized/], ['double', null, /double-breasted/]],
  shorts: [['chino', null], ['swim', /zwemshort/]],
  sneaker: [['court', null], ['runner', /runner/], ['high', /high-top/]],
  boot: [['chelsea', null], ['ankle', /enkellaars/], ['cowboy', /cowboy/], ['tall', /^laars|-laars/, /hoge/], ['lace', /veterboot/]],
  sandal: [['strap', null], ['slide', /slipper/], ['wedge', /sleehak/]],
  pump: [['pump', null], ['slingback', /slingback/], ['mule', /muiltje/]],
  loafer: [['loafer', null], ['derby', /derby/], ['brogue', /brogue/]],
  bag: [['shoulder', null], ['shopper', /shopper/], ['crossbody', /crossbody/], ['clutch', /clutch/], ['backpack', /rugzak/], ['weekender', /weekendtas/], ['laptop', /laptoptas/]],
  scarf: [['scarf', null], ['shawl', /omslagdoek/], ['silk', /zijden-sjaaltje/], ['col', /-col-|-col$/]],
  belt: [['belt', null], ['braided', null, /gevlochten/]],
  jewellery: [['necklace', null], ['earrings', /oorbellen/], ['bracelet', /armband/], ['ring', /-ring-|-ring$/]],
  sunglasses: [['round', null], ['cateye', /cat-eye/], ['oversized', null, /oversized/]],
  cap: [['cap', null], ['beanie', /muts|beanie/]],
  giftcard: [['card', null]],
  look: [['look', null]],
};

/** Pattern words of a name; garments without one fall back per garment. */
const PATTERN_WORDS: [RegExp, Pattern][] = [
  [/gestreept/, 'stripes'], [/gebloemd/, 'floral'], [/bedrukt/, 'dots'], [/geruit/, 'check'],
  [/kabelgebreid/, 'cable'], [/gebreid|geribd|gemeleerd|pique/, 'rib'], [/geplooid|plisse/, 'pleats'],
  [/gewatteerd|puffer/, 'quilted'], [/schildpad/, 'tortoise'], [/satijn|zijde/, 'satin'], [/linnen/, 'linen'],
  [/gevlochten/, 'woven'], [/geborduurd/, 'embroidery'],
  [/leren|lakleren/, 'leather'], [/wollen|tailoring/, 'twill'],
];

/** Knitted pieces: "wollen" says the yarn, not a woven twill, so their stitch stays. */
const KNITTED = (garment: Garment, cut: string) => garment === 'knit' || (garment === 'cap' && cut === 'beanie');

const GARMENT_PATTERN: Partial<Record<Garment, Pattern>> = {
  jeans: 'denim', knit: 'rib', boot: 'leather', loafer: 'leather', pump: 'leather', belt: 'leather',
};

export function styleOf(garment: Garment, slug: string): Style {
  const cuts = CUTS[garment];
  const cut = (cuts.find(([, nouns]) => nouns?.test(slug)) ?? cuts.find(([, , adjectives]) => adjectives?.test(slug)) ?? cuts[0]!)[0];
  // The fabric word nearest the noun wins: a "Satijnen plisserok" is pleated, a "Gewatteerde
  // wollen mantel" a wool coat (the name's slug is adjective, noun, the model's first name).
  const worded = slug.split('-').reverse().map((word) => PATTERN_WORDS.find(([words]) => words.test(word))?.[1]).find(Boolean);
  const pattern = (worded === 'twill' && KNITTED(garment, cut) ? undefined : worded) ?? GARMENT_PATTERN[garment] ?? (KNITTED(garment, cut) ? 'rib' : 'plain');
  // Quilting belongs to coats; a "puffer" name on anything else keeps its plain fabric.
  return { cut, pattern: pattern === 'quilted' && garment !== 'coat' ? 'plain' : garment === 'jeans' ? 'denim' : pattern };
}

/** A compact, URL-safe code of one outfit item: `garment.hex.pattern.cut`. */
export interface OutfitItem extends Style {
  garment: Garment;
  hex: string;
}

export function outfitCode(items: readonly OutfitItem[]): string {
  return items.map((i) => `${i.garment}.${i.hex}.${i.pattern}.${i.cut}`).join('~');
}

export function parseOutfit(code: string): OutfitItem[] | null {
  const items: OutfitItem[] = [];
  for (const part of code.split('~')) {
    const [garment, hex, pattern, cut] = part.split('.') as [Garment, string, Pattern, string];
    if (!(garment in CUTS) || !/^[0-9a-f]{6}$/.test(hex ?? '') || !PATTERNS.includes(pattern)) return null;
    if (!CUTS[garment].some(([c]) => c === cut)) return null;
    items.push({ garment, hex, pattern, cut });
  }
  return items.length > 0 && items.length <= 8 ? items : null;
}
