import { describe, expect, it } from 'vitest';
import { categoryEntity, propertyOptionEntity, type View } from './entities';
import type { CategoryRow, Reference } from './reference';

const group = { id: 'g'.repeat(32), name: 'Kleur', description: null, display_type: 'color', sorting_type: 'position', position: 1, filterable: 1 };
const option = { id: 'o'.repeat(32), group_id: group.id, name: 'Zwart', position: 1, color_hex: '#000000' };
const category: CategoryRow = {
  id: 'c'.repeat(32), parent_id: null, root_id: 'c'.repeat(32), path: null, level: 1, position: 0, name: 'Dames', type: 'page',
  link_type: null, external_link: null, internal_link: null, link_new_tab: 0, custom_fields: '{}', description: null,
  meta_description: null, breadcrumb: '["Dames"]', child_count: 0, active: 1, visible: 1, seo_path: 'Dames/',
};

function view(includeSeoUrls = false): View {
  const ref: Reference = {
    categories: new Map([[category.id, category]]), children: new Map(), manufacturers: new Map(),
    groups: new Map([[group.id, group]]), options: new Map([[option.id, option]]),
  };
  return { origin: 'http://127.0.0.1:8787', ref, includeSeoUrls, nowMs: 0 };
}

describe('reference entities', () => {
  it('are built once per row and frozen, so no answer can change another', () => {
    const first = propertyOptionEntity(view(), option);
    expect(propertyOptionEntity(view(), option)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.group) && Object.isFrozen(first.translated)).toBe(true);
    expect(() => { (first as { name: string }).name = 'Wit'; }).toThrow(TypeError);
  });

  it('keep a category with and without its SEO URLs apart, and build one with children afresh', () => {
    const plain = categoryEntity(view(), category);
    const withSeo = categoryEntity(view(true), category);
    expect(categoryEntity(view(), category)).toBe(plain);
    expect(categoryEntity(view(true), category)).toBe(withSeo);
    expect('seoUrls' in plain).toBe(false);
    expect(withSeo.seoUrls).toHaveLength(1);
    const parent = categoryEntity(view(), category, [plain]);
    expect(parent).not.toBe(plain);
    expect(parent.children).toEqual([plain]);
    expect(Object.isFrozen(parent)).toBe(false);
  });
});
