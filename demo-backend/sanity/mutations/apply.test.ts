import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../store';
import { MutationError, applyTransaction, transactionSchema, type Transaction } from './apply';

const page: StoredDocument = {
  _id: 'page-a', _type: 'page', _rev: 'r1', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z',
  title: 'A',
  pageBuilder: [{ _key: 'k1', _type: 'Title', text: 'Hallo', level: 'h1' }, { _key: 'k2', _type: 'Usps', items: [] }],
};
const lookup = (id: string) => (id === page._id ? page : undefined);
const apply = (mutations: unknown[]) =>
  applyTransaction(transactionSchema.parse({ mutations }) as Transaction, lookup, 'tx1', '2026-11-21T10:00:00Z');

describe('applyTransaction', () => {
  it('patches by attribute, index and key, leaving the original untouched', () => {
    const { changes, results } = apply([{ patch: { id: 'page-a', set: {
      title: 'B', 'pageBuilder[_key=="k1"].text': 'Dag', 'pageBuilder[1].items': ['x'], 'seo.title': 'Nieuw',
    } } }]);
    const doc = changes.get('page-a')!;
    expect(doc).toMatchObject({ title: 'B', seo: { title: 'Nieuw' }, _rev: 'tx1', _createdAt: page._createdAt });
    expect(doc.pageBuilder).toEqual([
      { _key: 'k1', _type: 'Title', text: 'Dag', level: 'h1' }, { _key: 'k2', _type: 'Usps', items: ['x'] },
    ]);
    expect(results).toEqual([{ id: 'page-a', operation: 'update', document: doc }]);
    expect((page.pageBuilder as Array<{ text?: string }>)[0]!.text).toBe('Hallo');
  });

  it('unsets fields and array items, and sets only missing values with setIfMissing', () => {
    const doc = apply([{ patch: { id: 'page-a', setIfMissing: { title: 'X', intro: 'Y' },
      unset: ['pageBuilder[_key=="k2"]'] } }]).changes.get('page-a')!;
    expect(doc).toMatchObject({ title: 'A', intro: 'Y' });
    expect(doc.pageBuilder).toHaveLength(1);
  });

  it('sees earlier mutations of the same transaction', () => {
    const { changes, results } = apply([
      { create: { _id: 'faq-new', _type: 'faq', question: 'Q' } },
      { patch: { id: 'faq-new', set: { question: 'Vraag' } } },
      { createIfNotExists: { _id: 'faq-new', _type: 'faq' } },
      { delete: { id: 'page-a' } },
    ]);
    expect(changes.get('faq-new')).toMatchObject({ question: 'Vraag' });
    expect(changes.get('page-a')).toBeNull();
    expect(results.map((result) => result.operation)).toEqual(['create', 'update', 'none', 'delete']);
  });

  it('refuses what the Content Lake refuses', () => {
    expect(() => apply([{ create: { _id: 'page-a', _type: 'page' } }])).toThrow(MutationError);
    expect(() => apply([{ patch: { id: 'missing', set: { a: 1 } } }])).toThrow(/not found/);
    expect(() => apply([{ patch: { id: 'page-a', ifRevisionID: 'old', set: { a: 1 } } }])).toThrow(/revision/);
    expect(() => apply([{ patch: { id: 'page-a', diffMatchPatch: { title: 'geen patch' } } }])).toThrow(MutationError);
    expect(() => apply([{ patch: { id: 'page-a', insert: { before: 'title', items: [1] } } }])).toThrow(/Malformed patch/);
    expect(transactionSchema.safeParse({ mutations: [{ patch: { id: 'page-a', rename: { n: 'm' } } }] }).success).toBe(false);
  });

  // The Studio sends a string's edits as a diff-match-patch, and new array items as an insert.
  it('applies the Studio\'s patches: diffMatchPatch, insert, inc', () => {
    const doc = apply([{ patch: {
      id: 'page-a',
      diffMatchPatch: { 'pageBuilder[_key=="k1"].text': '@@ -1,5 +1,9 @@\n Hallo\n+ daar\n' },
      insert: { after: 'pageBuilder[-1]', items: [{ _key: 'k3', _type: 'Title', text: 'Nieuw' }] },
      inc: { 'views': 0 },
    } }]).changes.get('page-a')!;
    const blocks = doc.pageBuilder as Array<{ _key: string; text?: string }>;
    expect(blocks.map((block) => block._key)).toEqual(['k1', 'k2', 'k3']);
    expect(blocks[0]!.text).toBe('Hallo daar');
  });
});
