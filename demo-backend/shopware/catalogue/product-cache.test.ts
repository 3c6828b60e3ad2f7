import { describe, expect, it } from 'vitest';
import { listedProduct, listedProducts } from './product-cache';
import type { View } from './entities';
import type { ProductRow } from './products';
import type { Reference } from './reference';

function reference(): Reference {
  return { categories: new Map(), children: new Map(), manufacturers: new Map(), groups: new Map(), options: new Map() };
}

const NOW = Date.parse('2026-11-25T12:00:00Z');

function row(id: string, createdAt = '2026-01-01T00:00:00.000+00:00'): ProductRow {
  return {
    id, parent_id: null, card_id: id, product_number: `SW${id.slice(0, 4)}`, name: `Linnen jurk ${id.slice(0, 4)}`,
    description: '<p>Jurk</p>', manufacturer_id: 'm'.repeat(32), manufacturer_number: 'MN1', ean: null, price: 59.95,
    list_price: null, tax_rate: 21, stock: 3, rating: null, sales: 1, created_at: createdAt, release_date: createdAt,
    garment: 'dress', color_hex: '112233', option_ids: '[]', property_ids: '[]', category_ids: '[]', child_count: 0,
    main_variant_id: null, shipping_free: 0, is_download: 0, weight: 0.4, seo_path: null,
  };
}

function viewOf(ref: Reference, overrides: Partial<View> = {}): View {
  return { origin: 'http://127.0.0.1:8787', ref, includeSeoUrls: false, nowMs: NOW, ...overrides };
}

/** A D1 stand-in that answers loadProductRows' query and counts the ids it was asked for. */
function fakeDb(rows: ProductRow[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const asked: string[][] = [];
  const db = {
    prepare: () => ({
      bind: (...ids: string[]) => ({
        all: async () => {
          asked.push(ids);
          return { results: ids.flatMap((id) => byId.get(id) ?? []) };
        },
      }),
    }),
  } as unknown as D1Database;
  return { db, asked };
}

const id = (n: number) => n.toString(16).padStart(32, '0');

describe('listedProduct', () => {
  it('builds a product once per origin and SEO-URL setting, frozen', () => {
    const ref = reference();
    const view = viewOf(ref);
    const first = listedProduct(view, row(id(1)));
    expect(listedProduct(view, row(id(1)))).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.cover)).toBe(true);
    expect(() => { (first as { name: string }).name = 'x'; }).toThrow(TypeError);
    expect(listedProduct(viewOf(ref, { origin: 'https://veld.example' }), row(id(1)))).not.toBe(first);
    expect(listedProduct(viewOf(ref, { includeSeoUrls: true }), row(id(1)))).not.toBe(first);
    // Another catalogue (a new Reference) has caches of its own.
    expect(listedProduct(viewOf(reference()), row(id(1)))).not.toBe(first);
  });

  it('builds the product again when the clock leaves its "new" window', () => {
    const ref = reference();
    const created = new Date(NOW - 719 * 3_600_000).toISOString();
    const fresh = listedProduct(viewOf(ref), row(id(2), created));
    expect(fresh.isNew).toBe(true);
    const later = listedProduct(viewOf(ref, { nowMs: NOW + 2 * 3_600_000 }), row(id(2), created));
    expect(later.isNew).toBe(false);
    expect(later).not.toBe(fresh);
  });
});

describe('listedProducts', () => {
  it('answers in the order asked, skips unknown ids, and reads each row from D1 once', async () => {
    const rows = [row(id(1)), row(id(2)), row(id(3))];
    const { db, asked } = fakeDb(rows);
    const view = viewOf(reference());
    const first = await listedProducts(db, view, [id(3), id(9), id(1)]);
    expect(first.map((p) => p.id)).toEqual([id(3), id(1)]);
    expect(asked).toEqual([[id(3), id(9), id(1)]]);
    const second = await listedProducts(db, view, [id(1), id(2), id(3)]);
    expect(second.map((p) => p.id)).toEqual([id(1), id(2), id(3)]);
    // Only the product not read before went to D1 (and the unknown id is asked again: it may
    // be a product of a catalogue seeded since).
    expect(asked).toEqual([[id(3), id(9), id(1)], [id(2)]]);
    expect(second[0]).toBe(first[1]);
  });

  it('checks the "new" window of a built product without its row', async () => {
    const created = new Date(NOW - 719 * 3_600_000).toISOString();
    const { db, asked } = fakeDb([row(id(4), created)]);
    const ref = reference();
    const [fresh] = await listedProducts(db, viewOf(ref), [id(4)]);
    const [later] = await listedProducts(db, viewOf(ref, { nowMs: NOW + 2 * 3_600_000 }), [id(4)]);
    expect([fresh!.isNew, later!.isNew]).toEqual([true, false]);
    // Its row came from the row cache, not from D1 again.
    expect(asked).toHaveLength(1);
  });
});
