import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { scannedTypes } from './document-types';

const typesOf = (query: string, params: Record<string, unknown> = {}) => {
  const scanned = scannedTypes(parse(query, { params }));
  return scanned === 'all' ? 'all' : [...scanned].sort();
};

describe('scannedTypes', () => {
  it('reads the type from == and in filters, in either operand order', () => {
    expect(typesOf('*[_type == "page" && slug.current == $slug][0]', { slug: 'home' })).toEqual(['page']);
    expect(typesOf('*["blog" == _type]')).toEqual(['blog']);
    expect(typesOf('*[_type in ["review", "faq"]]')).toEqual(['faq', 'review']);
    expect(typesOf('*[_type in $types]', { types: ['teamMember'] })).toEqual(['teamMember']);
  });

  it('collects every scan of a query', () => {
    expect(typesOf('{"config": *[_type == "siteConfig"][0], "posts": *[_type == "blog"][0...3]}'))
      .toEqual(['blog', 'siteConfig']);
  });

  it('needs both sides of an or to be typed', () => {
    expect(typesOf('*[_type == "page" || _type == "blog"]')).toEqual(['blog', 'page']);
    expect(typesOf('*[_type == "page" || defined(slug)]')).toBe('all');
  });

  it('falls back to all for untyped scans', () => {
    expect(typesOf('*[_id == "siteConfig"][0]')).toBe('all');
    expect(typesOf('count(*)')).toBe('all');
    expect(typesOf('*[_type == "page"]{"refs": *[references(^._id)]}')).toBe('all');
  });
});
