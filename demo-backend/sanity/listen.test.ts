import { applyPatch } from 'mendoza';
import { describe, expect, it } from 'vitest';
import { eventsFor, type CommittedTransaction, type ListenOptions } from './listen';
import type { StoredDocument } from './store';

const doc = (id: string, type: string, rev: string): StoredDocument =>
  ({ _id: id, _type: type, _rev: rev, _createdAt: 't', _updatedAt: 't' });
const options = (query: string, params = {}): ListenOptions => ({
  query, params, includeResult: false, includePreviousRevision: false, includeMutations: false, mendoza: true, publicOnly: false,
});
const transaction = (changes: CommittedTransaction['changes']): CommittedTransaction =>
  ({ transactionId: 'tx2', identity: 'pDemoEditor', timestamp: 't', mutations: [], changes });

describe('what a document listener hears of a transaction', () => {
  it('hears the documents its filter matches before or after, each with its transition', async () => {
    const events = await eventsFor(options('*[_type == $type]', { type: 'faq' }), transaction([
      { id: 'a', before: undefined, after: doc('a', 'faq', 'tx2') },
      { id: 'b', before: doc('b', 'faq', 'tx1'), after: doc('b', 'faq', 'tx2') },
      { id: 'c', before: doc('c', 'faq', 'tx1'), after: undefined },
      { id: 'd', before: doc('d', 'page', 'tx1'), after: doc('d', 'page', 'tx2') },
    ])) as Array<{ documentId: string; transition: string; transactionTotalEvents: number; effects: { apply: unknown[] }; previousRev?: string }>;
    expect(events.map((event) => [event.documentId, event.transition])).toEqual([['a', 'appear'], ['b', 'update'], ['c', 'disappear']]);
    expect(events.every((event) => event.transactionTotalEvents === 3)).toBe(true);
    expect(events[1]!.previousRev).toBe('tx1');
    expect(applyPatch({ _id: 'b', _type: 'faq' }, events[1]!.effects.apply as never)).toEqual({ _id: 'b', _type: 'faq', _createdAt: 't', _updatedAt: 't' });
    expect(applyPatch({ _id: 'c' }, events[2]!.effects.apply as never)).toBeNull();
  });

  it('keeps drafts from a listener without a token, and hears everything for a query that is no filter', async () => {
    const changes = [{ id: 'drafts.a', before: undefined, after: doc('drafts.a', 'faq', 'tx2') }];
    expect(await eventsFor({ ...options('*'), publicOnly: true }, transaction(changes))).toEqual([]);
    expect(await eventsFor(options('{"self": *[_id == $id][0]}', { id: 'x' }), transaction(changes))).toHaveLength(1);
  });
});
