import { describe, expect, it } from 'vitest';
import { generateCard, planCatalogue } from './generator';
import { generateLooks } from './looks';
import { allCategories } from './categories';
import { stableId } from './ids';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('catalogue generator', () => {
  it('plans exactly the requested number of product rows', () => {
    for (const size of [1, 7, 2000, 5003]) {
      const plan = planCatalogue('20261121', size);
      let rows = 0;
      for (let i = 0; i < plan.cardCount; i++) rows += generateCard(plan, i, NOW).products.length;
      expect(rows).toBe(size);
    }
  });

  it('generates the same card for the same seed and index', () => {
    const plan = planCatalogue('20261121', 2000);
    expect(generateCard(plan, 42, NOW)).toEqual(generateCard(plan, 42, NOW));
    expect(generateLooks(plan, NOW)).toEqual(generateLooks(plan, NOW));
  });

  it('generates a different catalogue for a different seed', () => {
    const a = generateCard(planCatalogue('a', 2000), 3, NOW);
    const b = generateCard(planCatalogue('b', 2000), 3, NOW);
    expect(a.card.id).not.toBe(b.card.id);
  });

  it('keeps category ids independent of the seed', () => {
    expect(allCategories().find((c) => c.seoPath === 'Dames/Kleding/Jurken/')!.id).toBe(stableId('category:Dames/Kleding/Jurken'));
  });

  it('gives variants their parent as card and Shopware-style numbers and SEO paths', () => {
    const plan = planCatalogue('20261121', 2000);
    const card = Array.from({ length: 50 }, (_, i) => generateCard(plan, i, NOW)).find((c) => c.products.length > 1)!;
    const [parent, ...variants] = card.products;
    expect(parent!.child_count).toBe(variants.length);
    for (const v of variants) {
      expect(v.parent_id).toBe(parent!.id);
      expect(v.product_number).toMatch(new RegExp(`^${parent!.product_number}\\.\\d+$`));
      expect(v.seo_path).toMatch(/^[A-Za-z0-9-]+\/SW\d+\.\d+$/);
      expect(v.ean).toMatch(/^\d{13}$/);
    }
    expect(variants.map((v) => v.id)).toContain(parent!.main_variant_id);
  });

  it('spreads creation dates so that some products are new', () => {
    const plan = planCatalogue('20261121', 2000);
    const ages = Array.from({ length: plan.cardCount }, (_, i) => (NOW - Date.parse(generateCard(plan, i, NOW).card.created_at)) / 3_600_000);
    const fresh = ages.filter((h) => h <= 720).length;
    expect(fresh).toBeGreaterThan(ages.length * 0.05);
    expect(fresh).toBeLessThan(ages.length * 0.25);
  });
});
