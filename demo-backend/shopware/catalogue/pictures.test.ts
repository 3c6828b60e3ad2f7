// The demo's pictures show what the product's name and category say (issue 50: a "Linnen tuniek"
// in Blouses was drawn as a long buttoned jacket). The generator's mapping is checked end to end:
// category -> garment and wearer, name -> cut and fabric, colour option -> the colour drawn, for
// every product of the demo catalogue, through the media URL the Store API hands out.
import { describe, expect, it } from 'vitest';
import { assortmentCategories } from './categories';
import { generateCard, planCatalogue } from './generator';
import { productMediaEntities } from './entities';
import type { Garment } from './images';
import { mediaApp } from './media';
import { optionsOf, propertyOptionId } from './taxonomy';
import { styleOf, type Pattern } from '../../pictures/style';

const NOW = Date.parse('2026-11-21T12:00:00Z');

/** What a shopper reads from each noun of the taxonomy: the cut the picture must show. */
const NOUN_CUTS: Partial<Record<Garment, Record<string, string>>> = {
  dress: { jurk: 'knee', 'midi-jurk': 'midi', 'maxi-jurk': 'maxi', wikkeljurk: 'wrap', blousejurk: 'shirt' },
  top: { top: 'tee', 'T-shirt': 'tee', tanktop: 'tank', longsleeve: 'long', polo: 'polo' },
  shirt: { blouse: 'blouse', overhemdblouse: 'shirt', tuniek: 'tunic', overhemd: 'shirt', 'oxford overhemd': 'shirt', overshirt: 'overshirt' },
  knit: { trui: 'jumper', vest: 'cardigan', coltrui: 'roll', cardigan: 'cardigan', hoodie: 'hoodie' },
  trousers: { pantalon: 'straight', 'wide leg broek': 'wide', cargobroek: 'cargo', 'pantalon met plooi': 'wide', chino: 'slim' },
  jeans: { jeans: 'straight', 'mom jeans': 'mom', 'flared jeans': 'flared', 'straight jeans': 'straight', 'slim fit jeans': 'slim', 'tapered jeans': 'slim' },
  skirt: { rok: 'aline', midirok: 'midi', plisserok: 'pleated', wikkelrok: 'wrap' },
  coat: { jas: 'coat', trenchcoat: 'trench', 'wollen mantel': 'long', pufferjas: 'puffer', parka: 'parka', 'wollen jas': 'coat', bomberjack: 'bomber' },
  blazer: { blazer: 'blazer', 'oversized blazer': 'oversized', gilet: 'gilet', colbert: 'blazer' },
  shorts: { short: 'chino', 'chino short': 'chino', zwemshort: 'swim' },
  sneaker: { sneaker: 'court', runner: 'runner', 'court sneaker': 'court', 'high top sneaker': 'high' },
  boot: { laars: 'tall', enkellaars: 'ankle', 'chelsea boot': 'chelsea', cowboylaars: 'cowboy', boot: 'chelsea', veterboot: 'lace' },
  sandal: { sandaal: 'strap', slipper: 'slide', sleehak: 'wedge' },
  pump: { pump: 'pump', slingback: 'slingback', muiltje: 'mule' },
  loafer: { loafer: 'loafer', derby: 'derby', brogue: 'brogue' },
  bag: { schoudertas: 'shoulder', shopper: 'shopper', 'crossbody tas': 'crossbody', clutch: 'clutch', rugzak: 'backpack', weekendtas: 'weekender', laptoptas: 'laptop' },
  scarf: { sjaal: 'scarf', omslagdoek: 'shawl', 'zijden sjaaltje': 'silk', col: 'col' },
  belt: { riem: 'belt', 'taille-riem': 'belt', 'gevlochten riem': 'braided' },
  jewellery: { ketting: 'necklace', oorbellen: 'earrings', armband: 'bracelet', ring: 'ring' },
  sunglasses: { zonnebril: 'round', 'cat-eye zonnebril': 'cateye' },
  cap: { pet: 'cap', muts: 'beanie', beanie: 'beanie' },
  giftcard: { 'e-cadeaubon': 'card' },
};

/** Adjectives that name a cut; they decide only where the noun is the garment's plain one. */
const ADJECTIVE_CUTS: Partial<Record<Garment, Record<string, string>>> = {
  coat: { Lange: 'long', Gewatteerde: 'puffer' },
  blazer: { 'Double-breasted': 'double' },
  boot: { Hoge: 'tall' },
  skirt: { Geplooide: 'pleated' },
  belt: { Gevlochten: 'braided' },
  sunglasses: { Oversized: 'oversized' },
};

/** Words of a name that say the fabric or its pattern. */
const FABRIC_WORDS: Record<string, Pattern> = {
  linnen: 'linen', gebloemde: 'floral', satijnen: 'satin', zijden: 'satin', geplooide: 'pleats', gestreepte: 'stripes',
  gestreept: 'stripes', ribgebreide: 'rib', grofgebreide: 'rib', kabelgebreide: 'cable', geribde: 'rib', 'piqué': 'rib',
  'gemêleerde': 'rib', geruite: 'check', geruit: 'check', leren: 'leather', lakleren: 'leather', bedrukte: 'dots',
  schildpad: 'tortoise', gevlochten: 'woven', geborduurde: 'embroidery', gewatteerde: 'quilted', pufferjas: 'quilted', plisserok: 'pleats', wollen: 'twill',
};

/** The fabric `words` (adjective and noun) promise, the word nearest the noun first; knits stay knitted, quilting is for coats. */
function patternOf(garment: Garment, cut: string, words: string): Pattern {
  if (garment === 'jeans') return 'denim';
  const knitted = garment === 'knit' || (garment === 'cap' && cut === 'beanie');
  const said = words.toLowerCase().split(/\s+/).map((w) => FABRIC_WORDS[w]).filter(Boolean).at(-1);
  if (said && !(said === 'twill' && knitted) && !(said === 'quilted' && garment !== 'coat')) return said;
  if (knitted) return 'rib';
  return ({ boot: 'leather', loafer: 'leather', pump: 'leather', belt: 'leather' } as Partial<Record<Garment, Pattern>>)[garment] ?? 'plain';
}

type ProductMedia = ReturnType<typeof productMediaEntities>[number]['media'];

const COLOUR_HEX = new Map(optionsOf('kleur').map((o) => [propertyOptionId('kleur', o.name), o.hex!.slice(1).toLowerCase()]));

describe('demo product pictures', () => {
  const plan = planCatalogue('20261121', 2000);
  const cards = Array.from({ length: plan.cardCount }, (_, i) => generateCard(plan, i, NOW));
  const assortments = new Map(assortmentCategories().map((c) => [c.id, c.assortment!]));

  it('knows a cut for every noun the taxonomy names products with', () => {
    for (const assortment of assortments.values()) {
      for (const noun of assortment.nouns) expect(NOUN_CUTS[assortment.garment]?.[noun], `${assortment.garment}: ${noun}`).toBeDefined();
    }
  });

  it('draw every product as its category, name and colour say', async () => {
    let pictures = 0;
    for (const { products } of cards) {
      for (const row of products) {
        const assortment = (JSON.parse(row.category_ids) as string[]).map((id) => assortments.get(id)).find(Boolean)!;
        const nouns = Object.keys(NOUN_CUTS[assortment.garment]!).sort((a, z) => z.length - a.length);
        const noun = nouns.find((n) => row.name.toLowerCase().includes(n.toLowerCase()))!;
        const adjective = row.name.slice(0, row.name.toLowerCase().indexOf(noun.toLowerCase())).trim();
        const nounCut = NOUN_CUTS[assortment.garment]![noun]!;
        const defaultCut = Object.values(NOUN_CUTS[assortment.garment]!)[0]!;
        const cut = nounCut === defaultCut && ADJECTIVE_CUTS[assortment.garment]?.[adjective] ? ADJECTIVE_CUTS[assortment.garment]![adjective]! : nounCut;
        const pattern = patternOf(assortment.garment, cut, `${adjective} ${noun}`);
        const colourIds = [...JSON.parse(row.option_ids) as string[], ...JSON.parse(row.property_ids) as string[]].filter((id) => COLOUR_HEX.has(id));
        const media = productMediaEntities({ origin: '' }, row);
        for (const { media: { url } } of media) {
          const [wearer, garment, hex, , slug] = url.split('/').slice(3);
          const what = `${row.name} (${url})`;
          expect(garment, what).toBe(assortment.garment);
          expect(wearer, what).toBe(assortment.gender ?? 'unisex');
          if (colourIds.length === 1) expect(hex, what).toBe(COLOUR_HEX.get(colourIds[0]!));
          expect(styleOf(garment as Garment, slug!.replace(/\.svg$/, '')), what).toEqual({ cut, pattern });
        }
        pictures += media.length;
      }
    }
    expect(pictures).toBeGreaterThan(2000);
  });

  it('serve each picture in the garment’s own colour and fabric', async () => {
    const seen = new Set<string>();
    for (const { products } of cards) {
      const row = products[0]!;
      const [onModel, front] = productMediaEntities({ origin: '' }, row).map(({ media }) => media) as [ProductMedia, ProductMedia];
      const kind = `${row.garment}:${JSON.stringify(styleOf(row.garment, onModel.fileName))}`;
      if (seen.has(kind)) continue;
      seen.add(kind);
      for (const path of [onModel.url, front.url]) {
        const svg = await (await mediaApp.request(path.replace(/^\/media/, ''))).text();
        // The product is the first item drawn: its fabric is pattern f0, filled with its colour.
        expect(svg, `${row.name}: ${path}`).toMatch(new RegExp(`<pattern id="f0"[^>]*><rect [^>]*fill="#${row.color_hex}"`));
      }
    }
    expect(seen.size).toBeGreaterThan(60);
  });
});
