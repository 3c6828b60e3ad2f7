import { describe, expect, it } from 'vitest';
import { viewFor } from './access';

describe('viewFor', () => {
  it('gives anonymous requests the published view whatever they ask', () => {
    expect(viewFor('drafts', '2025-02-19', 'anonymous')).toBe('public');
    expect(viewFor('raw', '2025-02-19', 'anonymous')).toBe('public');
  });

  it('maps perspectives for authenticated requests', () => {
    expect(viewFor('drafts', '2025-02-19', 'authenticated')).toBe('drafts');
    expect(viewFor('previewDrafts', '2025-02-19', 'authenticated')).toBe('drafts');
    expect(viewFor('rSpring,drafts', '2025-02-19', 'authenticated')).toBe('drafts');
    expect(viewFor('published', '2025-02-19', 'authenticated')).toBe('published');
    expect(viewFor('raw', '2025-02-19', 'authenticated')).toBe('raw');
  });

  it('defaults to raw before API version 2025-02-19 and to published from it', () => {
    expect(viewFor(undefined, '2021-10-21', 'authenticated')).toBe('raw');
    expect(viewFor(undefined, '2025-02-19', 'authenticated')).toBe('published');
    expect(viewFor(undefined, 'X', 'authenticated')).toBe('published');
  });

  it('rejects malformed perspectives', () => {
    expect(viewFor('raw,drafts', '2025-02-19', 'authenticated')).toHaveProperty('error');
    expect(viewFor('drafts;drop', '2025-02-19', 'anonymous')).toHaveProperty('error');
  });
});

describe('documents with a path', () => {
  it('are private: a request without a token sees root ids only', async () => {
    const { ContentStore } = await import('./store');
    const at = '2026-11-25T10:00:00Z';
    const doc = (_id: string, _type: string) => ({ _id, _type, _rev: 'r', _createdAt: at, _updatedAt: at });
    const store = new ContentStore([doc('page-home', 'page'), doc('drafts.page-home', 'page'), doc('sanity-preview-url-secret.abc', 'sanity.previewUrlSecret')]);
    expect(store.view('public').documents.map((d) => d._id)).toEqual(['page-home']);
    expect(store.view('published').documents.map((d) => d._id)).toEqual(['page-home', 'sanity-preview-url-secret.abc']);
  });
});
