// The Actions API (`/data/actions/:dataset`): what the Studio sends when an editor edits,
// publishes, unpublishes, discards or deletes a document. Each action is the mutations the
// Content Lake makes of it on the draft and published pair, applied as one transaction
// (apply.ts). Content releases (`sanity.action.document.version.*`, variants) the demo does not
// have: those actions are refused with a message that says so.
import { z } from 'zod';
import type { StoredDocument } from '../store';
import { MutationError, applyTransaction, type Transaction } from './apply';

const id = z.string().min(1);
const document = z.looseObject({ _id: id, _type: z.string().min(1) });

const action = z.discriminatedUnion('actionType', [
  z.object({ actionType: z.literal('sanity.action.document.create'), publishedId: id, attributes: document, ifExists: z.enum(['fail', 'ignore']).default('fail') }),
  z.object({ actionType: z.literal('sanity.action.document.edit'), draftId: id, publishedId: id, patch: z.record(z.string(), z.unknown()) }),
  z.object({ actionType: z.literal('sanity.action.document.publish'), draftId: id, publishedId: id, ifDraftRevisionId: z.string().optional(), ifPublishedRevisionId: z.string().optional() }),
  z.object({ actionType: z.literal('sanity.action.document.unpublish'), draftId: id, publishedId: id }),
  z.object({ actionType: z.literal('sanity.action.document.discard'), draftId: id, purge: z.boolean().optional() }),
  z.object({ actionType: z.literal('sanity.action.document.delete'), publishedId: id, includeDrafts: z.array(id).optional(), purge: z.boolean().optional() }),
  z.object({ actionType: z.literal('sanity.action.document.replaceDraft'), publishedId: id, attributes: document }),
]);

export const actionsSchema = z.object({
  actions: z.array(z.looseObject({ actionType: z.string() })).min(1),
  transactionId: z.string().optional(),
}).transform((body, ctx) => {
  const actions: Array<z.infer<typeof action>> = [];
  for (const raw of body.actions) {
    const parsed = action.safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: raw.actionType.startsWith('sanity.action.document.')
          && !action.options.some((option) => option.shape.actionType.value === raw.actionType)
          ? `${raw.actionType} is not supported by the demo backend (it has no content releases)`
          : parsed.error.issues[0]?.message ?? 'invalid action',
      });
      return z.NEVER;
    }
    actions.push(parsed.data);
  }
  return { actions, transactionId: body.transactionId };
});

export type Action = z.infer<typeof action>;
type Mutation = Transaction['mutations'][number];
type Lookup = (id: string) => StoredDocument | undefined;

/** A document's own fields, without what the store writes (revision and times). */
function fieldsOf(doc: StoredDocument, newId: string) {
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...fields } = doc;
  return { ...fields, _id: newId };
}

function mutationsOf(action: Action, read: Lookup): Mutation[] {
  switch (action.actionType) {
    case 'sanity.action.document.create':
      return [action.ifExists === 'ignore' ? { createIfNotExists: action.attributes } : { create: action.attributes }];
    case 'sanity.action.document.edit': {
      // The first edit of a published document makes its draft from it.
      const base = read(action.draftId) ?? read(action.publishedId);
      if (!base) throw new MutationError(`Document by ID "${action.publishedId}" not found`, 404);
      // The patch's own shape is checked with the transaction (transactionSchema).
      return [{ createIfNotExists: fieldsOf(base, action.draftId) }, { patch: { ...action.patch, id: action.draftId } as Extract<Mutation, { patch: unknown }>['patch'] }];
    }
    case 'sanity.action.document.publish': {
      const draft = read(action.draftId);
      if (!draft) throw new MutationError(`There is no draft "${action.draftId}" to publish`, 409);
      if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) {
        throw new MutationError(`The draft "${action.draftId}" changed since revision "${action.ifDraftRevisionId}"`, 409);
      }
      if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== read(action.publishedId)?._rev) {
        throw new MutationError(`The document "${action.publishedId}" changed since revision "${action.ifPublishedRevisionId}"`, 409);
      }
      return [{ createOrReplace: fieldsOf(draft, action.publishedId) }, { delete: { id: action.draftId } }];
    }
    case 'sanity.action.document.unpublish': {
      const published = read(action.publishedId);
      if (!published) throw new MutationError(`Document by ID "${action.publishedId}" is not published`, 409);
      return [{ createIfNotExists: fieldsOf(published, action.draftId) }, { delete: { id: action.publishedId } }];
    }
    case 'sanity.action.document.discard':
      if (!read(action.draftId)) throw new MutationError(`There is no draft "${action.draftId}" to discard`, 409);
      return [{ delete: { id: action.draftId } }];
    case 'sanity.action.document.delete':
      return [action.publishedId, ...action.includeDrafts ?? []].map((target) => ({ delete: { id: target } }));
    case 'sanity.action.document.replaceDraft':
      return [{ createOrReplace: action.attributes }];
  }
}

/** The mutations of a list of actions, each action seeing what the ones before it did. */
export function mutationsOfActions(actions: readonly Action[], current: Lookup): Mutation[] {
  const mutations: Mutation[] = [];
  for (const next of actions) {
    const done = mutations.length ? applyTransaction({ mutations }, current, 'pending', new Date(0).toISOString()).changes : new Map();
    const read: Lookup = (target) => (done.has(target) ? done.get(target) ?? undefined : current(target));
    mutations.push(...mutationsOf(next, read));
  }
  return mutations;
}
