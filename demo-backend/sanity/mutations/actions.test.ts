import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../store';
import { actionsSchema, mutationsOfActions } from './actions';
import { MutationError, applyTransaction, transactionSchema } from './apply';

const stored = (id: string, fields: Record<string, unknown> = {}): StoredDocument => ({
  _id: id, _type: 'faq', _rev: `rev-${id}`, _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z', question: 'V', ...fields,
});

/** The store after a list of actions: each id's document, or null when gone. */
function after(actions: unknown[], documents: StoredDocument[]) {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const parsed = actionsSchema.parse({ actions });
  const mutations = transactionSchema.parse({ mutations: mutationsOfActions(parsed.actions, (id) => byId.get(id)) });
  const { changes } = applyTransaction(mutations, (id) => byId.get(id), 'tx', '2026-11-30T10:00:00Z');
  return (id: string) => (changes.has(id) ? changes.get(id) : byId.get(id) ?? null);
}

describe('the Actions API as mutations of the draft and published pair', () => {
  it('edits, then publishes in one request: the publish sees the edit', () => {
    const read = after([
      { actionType: 'sanity.action.document.edit', draftId: 'drafts.f', publishedId: 'f', patch: { set: { question: 'Nieuw' } } },
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.f', publishedId: 'f' },
    ], [stored('f')]);
    expect(read('f')).toMatchObject({ _id: 'f', question: 'Nieuw', _createdAt: '2026-01-01T00:00:00Z' });
    expect(read('drafts.f')).toBeNull();
  });

  it('unpublishes into a draft, discards a draft, deletes both', () => {
    const unpublished = after([{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.f', publishedId: 'f' }], [stored('f')]);
    expect(unpublished('f')).toBeNull();
    expect(unpublished('drafts.f')).toMatchObject({ question: 'V' });
    expect(after([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.f' }], [stored('f'), stored('drafts.f')])('drafts.f')).toBeNull();
    const deleted = after([{ actionType: 'sanity.action.document.delete', publishedId: 'f', includeDrafts: ['drafts.f'] }], [stored('f'), stored('drafts.f')]);
    expect([deleted('f'), deleted('drafts.f')]).toEqual([null, null]);
  });

  it('refuses a publish over a changed draft, and a draft that is not there', () => {
    expect(() => after([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.f', publishedId: 'f', ifDraftRevisionId: 'old' }], [stored('drafts.f')])).toThrow(MutationError);
    expect(() => after([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.f' }], [stored('f')])).toThrow(/no draft/);
    expect(actionsSchema.safeParse({ actions: [{ actionType: 'sanity.action.document.version.create' }] }).error?.issues[0]?.message)
      .toMatch(/not supported by the demo backend/);
  });
});
