// "Shop the look": landing pages that combine a few products into an outfit. A look's url is
// its SEO path (`look/zomerse-linnen-look`), as Shopware's landing page template does it.
import { randomFor, stableId } from './ids';
import { fileSlug, type Garment, type ImageRef } from './images';
import { cardKind, generateCard, type CataloguePlan, type GeneratedCard } from './generator';
import { outfitCode, styleOf, type OutfitItem } from '../../pictures/style';
import type { Gender } from './taxonomy';
import { escapeHtml } from '../../../shared/escape';

export interface LookRow {
  id: string;
  name: string;
  url: string;
  gender: Gender;
  position: number;
  garment: Garment;
  color_hex: string;
  card_ids: string;
  meta_description: string;
  /** The outfit the look's picture shows (pictures/style.ts outfitCode). */
  outfit: string;
}

const LOOKS: [string, Gender][] = [
  ['Zomerse linnen look', 'dames'], ['Casual weekend look', 'heren'], ['Kantoor chic', 'dames'],
  ['Smart casual', 'heren'], ['Terras in de zon', 'dames'], ['Stadswandeling', 'heren'],
  ['Herfst in laagjes', 'dames'], ['Denim op denim', 'heren'], ['Avondje uit', 'dames'],
  ['Strand en duinen', 'heren'], ['Monochroom zwart', 'dames'], ['Klassiek blauw', 'heren'],
  ['Festivalseizoen', 'dames'], ['Winterwandeling', 'heren'], ['Pastel lente', 'dames'],
  ['Zakenreis', 'heren'], ['Bruiloftsgast', 'dames'], ['Zondagse brunch', 'heren'],
  ['Aardetinten', 'dames'], ['Minimalistisch wit', 'heren'], ['Regenachtige dag', 'dames'],
  ['Vrijdagmiddagborrel', 'heren'], ['Parijse flair', 'dames'], ['Scandinavisch basic', 'heren'],
  ['Cosy thuis', 'dames'], ['Fietsen door de stad', 'heren'], ['Duurzaam gekleed', 'dames'],
  ['Oud-Hollands blauw', 'heren'], ['Gouden uur', 'dames'], ['Naar de kust', 'heren'],
];

const COVER_COLOURS = ['d8c3a5', 'a9c6e8', 'e7b3c0', 'b9c6ad', 'c19a6b', 'b7bfd3', 'e9e2d0', 'c9c59a'];

/**
 * The parts of an outfit, each filled by one product: a look is dressed from top to toe (a dress,
 * or something on top and below), has shoes, and sometimes a jacket and an accessory.
 */
const SLOTS: { name: string; garments: Garment[]; chance: number }[] = [
  { name: 'body', garments: ['dress', 'top', 'shirt', 'knit'], chance: 1 },
  { name: 'legs', garments: ['trousers', 'jeans', 'skirt', 'shorts'], chance: 1 },
  { name: 'feet', garments: ['sneaker', 'boot', 'sandal', 'pump', 'loafer'], chance: 1 },
  { name: 'outer', garments: ['coat', 'blazer'], chance: 0.6 },
  { name: 'extra', garments: ['bag', 'scarf', 'belt', 'jewellery', 'sunglasses', 'cap'], chance: 0.7 },
];

const NEUTRALS = ['Zwart', 'Wit', 'Ecru', 'Beige', 'Camel', 'Bruin', 'Grijs', 'Antraciet', 'Marine', 'Goud', 'Zilver'];
const ACCENTS = ['Rood', 'Bordeaux', 'Groen', 'Olijfgroen', 'Roze', 'Oranje', 'Geel', 'Lila', 'Blauw', 'Lichtblauw'];
/** Looks whose name promises colours wear only those. */
const PALETTES: Record<string, string[]> = {
  'Monochroom zwart': ['Zwart', 'Antraciet', 'Grijs', 'Wit', 'Zilver'],
  'Minimalistisch wit': ['Wit', 'Ecru', 'Beige', 'Grijs', 'Zilver'],
  'Klassiek blauw': ['Marine', 'Blauw', 'Lichtblauw', 'Wit', 'Ecru', 'Bruin'],
  'Oud-Hollands blauw': ['Marine', 'Blauw', 'Lichtblauw', 'Wit', 'Ecru'],
  Aardetinten: ['Camel', 'Bruin', 'Olijfgroen', 'Beige', 'Ecru', 'Goud'],
  'Pastel lente': ['Roze', 'Lila', 'Lichtblauw', 'Ecru', 'Wit', 'Beige', 'Zilver'],
  'Zomerse linnen look': ['Ecru', 'Wit', 'Beige', 'Camel', 'Lichtblauw', 'Goud'],
  'Strand en duinen': ['Ecru', 'Wit', 'Beige', 'Lichtblauw', 'Camel', 'Marine'],
  'Herfst in laagjes': ['Camel', 'Bruin', 'Bordeaux', 'Olijfgroen', 'Ecru', 'Beige'],
  'Avondje uit': ['Zwart', 'Bordeaux', 'Antraciet', 'Goud'],
  Winterwandeling: ['Camel', 'Antraciet', 'Grijs', 'Ecru', 'Marine', 'Zwart'],
};

/** The ~30 looks; each an outfit of 3 to 5 products of its gender, one per part of the outfit. */
export function generateLooks(plan: CataloguePlan, nowMs: number): LookRow[] {
  return LOOKS.map(([name, gender], position) => {
    const random = randomFor(`${plan.seed}:look:${position}`);
    const wanted = SLOTS.filter((slot) => random.chance(slot.chance)).map((slot) => slot.name);
    // Neutrals and one accent colour, so the pieces go together.
    const palette = PALETTES[name] ?? [...NEUTRALS, random.pick(ACCENTS)];
    const filled = new Map<string, GeneratedCard>();
    // Cards are judged by their kind (cheap) and generated only when they fit.
    for (let attempt = 0; attempt < 3000 && filled.size < wanted.length; attempt++) {
      const index = random.int(0, plan.cardCount - 1);
      const kind = cardKind(plan, index);
      if (kind.gender !== gender || !kind.colours.every((c) => palette.includes(c))) continue;
      const slot = SLOTS.find((s) => s.garments.includes(kind.garment));
      if (!slot || !wanted.includes(slot.name) || filled.has(slot.name)) continue;
      const card = generateCard(plan, index, nowMs);
      filled.set(slot.name, card);
      // A dress covers the legs too.
      if (card.garment === 'dress' && !filled.has('legs')) wanted.splice(wanted.indexOf('legs'), 1);
    }
    const cards = [...filled.values()];
    return {
      id: stableId(`landing-page:${name}`),
      name,
      url: `look/${fileSlug(name)}`,
      gender,
      position,
      garment: 'look',
      color_hex: COVER_COLOURS[position % COVER_COLOURS.length]!,
      card_ids: JSON.stringify(cards.map((c) => c.card.id)),
      meta_description: `${name}: de complete outfit bij VELD, samengesteld door onze stylisten.`,
      outfit: outfitCode(cards.map((c) => outfitItem(c))),
    };
  });
}

/** A product as part of a look's picture: its garment, colour, cut and pattern. */
function outfitItem(card: GeneratedCard): OutfitItem {
  const product = card.products[0]!;
  return { garment: card.garment, hex: product.color_hex, ...styleOf(card.garment, fileSlug(product.name)) };
}

/** The media reference of a look's picture: the model wearing the look's products. */
export function lookImage(row: Pick<LookRow, 'id' | 'name' | 'color_hex' | 'outfit'> & { gender: string }): ImageRef {
  return {
    ownerId: row.id, wearer: row.gender === 'heren' ? 'heren' : 'dames', garment: 'look', hex: row.color_hex, outfit: row.outfit, view: 1,
    slug: fileSlug(row.name), alt: row.name,
  };
}

/** A look's introduction, the text block of its layout. */
export const lookIntro = (row: Pick<LookRow, 'name' | 'meta_description'>) => `<h2>${escapeHtml(row.name)}</h2><p>${escapeHtml(row.meta_description)}</p>`;
