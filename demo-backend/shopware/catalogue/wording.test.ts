import { describe, expect, it } from 'vitest';
import { generateCard, planCatalogue } from './generator';
import { generateLooks } from './looks';
import { BRANDS, manufacturerId, optionsOf, propertyOptionId } from './taxonomy';
import { parseOutfit } from '../../pictures/style';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const plan = planCatalogue('veld', 2000);
const cards = Array.from({ length: plan.cardCount }, (_, i) => generateCard(plan, i, NOW));
const brandOf = new Map(BRANDS.map((b) => [manufacturerId(b.name), b]));
const materialOf = new Map(optionsOf('materiaal').map((o) => [propertyOptionId('materiaal', o.name), o.name]));

describe('product texts', () => {
  it('name the material the product is made of', () => {
    const promises: [RegExp, string[]][] = [
      [/^Linnen /, ['Linnen']], [/^Zijden /, ['Zijde']], [/^Wollen /, ['Wol', 'Merinowol']], [/^Leren /, ['Leer']],
      [/^Suède /, ['Suède']], [/^Katoenen /, ['Katoen', 'Biologisch katoen']], [/^Kasjmier /, ['Kasjmier']],
    ];
    for (const { products: [parent] } of cards) {
      const material = (JSON.parse(parent!.property_ids) as string[]).map((id) => materialOf.get(id)).find(Boolean);
      for (const [pattern, allowed] of promises) {
        if (pattern.test(parent!.name)) expect(allowed, parent!.name).toContain(material);
      }
      if (material) expect(parent!.description).toContain(`Materiaal: ${material}`);
    }
  });

  it('put a brand only on what it makes', () => {
    for (const { card, garment } of cards) {
      const brand = brandOf.get(card.manufacturer_id);
      if (garment === 'giftcard') continue;
      expect(brand!.makes, `${card.name} by ${brand!.name}`).toContain(garment);
    }
    const shoemaker = cards.filter((c) => brandOf.get(c.card.manufacturer_id)?.name === 'Kroon Schoenen');
    expect(shoemaker.length).toBeGreaterThan(0);
    expect(shoemaker.every((c) => ['sneaker', 'boot', 'sandal', 'pump', 'loafer'].includes(c.garment))).toBe(true);
  });

  it('tell the model\'s height and size for clothing', () => {
    const clothing = cards.filter((c) => c.products[0]!.description.includes('Pasvorm'));
    for (const c of clothing) expect(c.products[0]!.description).toMatch(/Het model is 1,\d\d m en draagt maat (XS|S|M|L|XL|XXL)\./);
  });
});

describe('looks', () => {
  it('each dress a model from top to toe in a different outfit', () => {
    const looks = generateLooks(plan, NOW);
    const outfits = new Set<string>();
    for (const look of looks) {
      const outfit = parseOutfit(look.outfit)!;
      const garments = outfit.map((i) => i.garment);
      expect(garments.includes('dress') || garments.some((g) => ['top', 'shirt', 'knit'].includes(g)), look.name).toBe(true);
      expect(garments.some((g) => ['sneaker', 'boot', 'sandal', 'pump', 'loafer'].includes(g)), look.name).toBe(true);
      expect(outfit).toHaveLength(JSON.parse(look.card_ids).length);
      outfits.add(look.outfit);
    }
    expect(outfits.size).toBe(looks.length);
  });
});
