// "Shop the look": landing pages that combine a few products into an outfit. A look's url is
// its SEO path (`look/zomerse-linnen-look`), as Shopware's landing page template does it.
import { randomFor, stableId } from './ids';
import { fileSlug, type Garment } from './images';
import { generateCard, type CataloguePlan } from './generator';
import type { Gender } from './taxonomy';

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

const COVER_COLOURS = ['d8c3a5', 'a9c6e8', 'e7b3c0', '4f6b45', 'c19a6b', '1f2f4f', 'e9e2d0', '7a7d3f'];

/** The ~30 looks; each holds 3 to 5 products of its gender, one per garment. */
export function generateLooks(plan: CataloguePlan, nowMs: number): LookRow[] {
  return LOOKS.map(([name, gender], position) => {
    const random = randomFor(`${plan.seed}:look:${position}`);
    const wanted = random.int(3, 5);
    const cards = new Map<Garment, string>();
    for (let attempt = 0; attempt < 400 && cards.size < wanted; attempt++) {
      const card = generateCard(plan, random.int(0, plan.cardCount - 1), nowMs);
      if (card.gender === gender && !cards.has(card.garment)) cards.set(card.garment, card.card.id);
    }
    return {
      id: stableId(`landing-page:${name}`),
      name,
      url: `look/${fileSlug(name)}`,
      gender,
      position,
      garment: 'look',
      color_hex: COVER_COLOURS[position % COVER_COLOURS.length]!,
      card_ids: JSON.stringify([...cards.values()]),
      meta_description: `${name}: de complete outfit bij VELD, samengesteld door onze stylisten.`,
    };
  });
}
