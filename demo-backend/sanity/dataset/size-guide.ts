// The size guide beside the product page's sizes: body measurements per clothing size (women's
// and men's) and foot length per shoe size, as a Dutch fashion shop gives them (centimetres, EU).
import { SIZE_GUIDE_ID } from '../../../shared/content/paths';
import { keyFor } from './ids';
import type { SeedOf } from './seed';

const table = (name: string, columns: string[], rows: string[][]) => ({
  _key: keyFor(`sizeGuide:${name}`),
  _type: 'sizeTable' as const,
  name,
  columns,
  rows: rows.map((cells) => ({ _key: keyFor(`sizeGuide:${name}:${cells[0]}`), _type: 'sizeRow' as const, cells })),
});

export const sizeGuide: SeedOf<'sizeGuide'> = {
  _id: SIZE_GUIDE_ID,
  _type: 'sizeGuide',
  title: 'Maattabel',
  intro: 'Onze kleding valt normaal. Twijfel je tussen twee maten? Kies dan de grotere maat voor een ruimere pasvorm.',
  tables: [
    // The same measurements as the size chart page (/klantenservice/maattabel).
    table('Dames', ['Maat', 'NL', 'Borst', 'Taille', 'Heup'], [
      ['XS', '34', '80–84 cm', '62–66 cm', '88–92 cm'],
      ['S', '36', '84–88 cm', '66–70 cm', '92–96 cm'],
      ['M', '38', '88–92 cm', '70–74 cm', '96–100 cm'],
      ['L', '40', '92–98 cm', '74–80 cm', '100–106 cm'],
      ['XL', '42', '98–104 cm', '80–86 cm', '106–112 cm'],
      ['XXL', '44', '104–110 cm', '86–92 cm', '112–118 cm'],
    ]),
    table('Heren', ['Maat', 'NL', 'Borst', 'Taille', 'Binnenbeenlengte'], [
      ['XS', '44', '86–90 cm', '72–76 cm', '80 cm'],
      ['S', '46', '90–94 cm', '76–80 cm', '81 cm'],
      ['M', '48–50', '94–102 cm', '80–88 cm', '82 cm'],
      ['L', '52', '102–108 cm', '88–94 cm', '83 cm'],
      ['XL', '54', '108–114 cm', '94–100 cm', '84 cm'],
      ['XXL', '56', '114–120 cm', '100–106 cm', '85 cm'],
    ]),
    table('Schoenen', ['Maat (EU)', 'Voetlengte', 'UK', 'US (dames)'], [
      ['36', '23,0 cm', '3,5', '6'],
      ['37', '23,7 cm', '4', '6,5'],
      ['38', '24,3 cm', '5', '7,5'],
      ['39', '25,0 cm', '6', '8,5'],
      ['40', '25,7 cm', '6,5', '9'],
      ['41', '26,3 cm', '7,5', '10'],
      ['42', '27,0 cm', '8', '10,5'],
      ['43', '27,7 cm', '9', '11,5'],
      ['44', '28,3 cm', '9,5', '12'],
      ['45', '29,0 cm', '10,5', '13'],
      ['46', '29,7 cm', '11', '13,5'],
    ]),
  ],
  howToMeasure: [
    'Borst: meet rond het breedste deel van je borst, onder je oksels door.',
    'Taille: meet rond het smalste deel van je middel.',
    'Heup: meet rond het breedste deel van je heupen, voeten tegen elkaar.',
    'Voetlengte: zet je hiel tegen een muur en meet tot je langste teen.',
  ],
};
