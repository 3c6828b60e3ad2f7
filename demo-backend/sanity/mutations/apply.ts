// Applies a transaction of mutations as the Content Lake does: all or nothing, in order,
// each one seeing the previous ones' effects. Supported: create, createOrReplace,
// createIfNotExists, delete and patch. A patch (set, setIfMissing, unset, insert, inc, dec,
// diffMatchPatch, on Sanity's paths) is applied by Sanity's own @sanity/mutator, the code the
// Studio applies its edits with; ifRevisionID is checked here (the mutator leaves it).
import { Mutation } from '@sanity/mutator';
import { z } from 'zod';
import type { StoredDocument } from '../store';

/** A mutation the store cannot apply; `status` is the HTTP status to answer with. */
export class MutationError extends Error {
  constructor(message: string, readonly status: 400 | 404 | 409) {
    super(message);
  }
}

const newDocument = z.looseObject({ _id: z.string().min(1).optional(), _type: z.string().min(1) });
const values = z.record(z.string(), z.unknown()).optional();
const patch = z.object({
  id: z.string().min(1),
  ifRevisionID: z.string().optional(),
  set: values,
  setIfMissing: values,
  unset: z.array(z.string()).optional(),
  inc: z.record(z.string(), z.number()).optional(),
  dec: z.record(z.string(), z.number()).optional(),
  insert: z.union([
    z.object({ before: z.string(), items: z.array(z.unknown()) }).strict(),
    z.object({ after: z.string(), items: z.array(z.unknown()) }).strict(),
    z.object({ replace: z.string(), items: z.array(z.unknown()) }).strict(),
  ]).optional(),
  diffMatchPatch: z.record(z.string(), z.string()).optional(),
}).strict();

export const transactionSchema = z.object({
  mutations: z.array(z.union([
    z.object({ create: newDocument }).strict(),
    z.object({ createOrReplace: newDocument.extend({ _id: z.string().min(1) }) }).strict(),
    z.object({ createIfNotExists: newDocument.extend({ _id: z.string().min(1) }) }).strict(),
    z.object({ delete: z.object({ id: z.string().min(1) }) }).strict(),
    z.object({ patch }).strict(),
  ])).min(1),
});
export type Transaction = z.infer<typeof transactionSchema>;

export interface MutationResult {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
  document?: StoredDocument;
}

export interface AppliedTransaction {
  /** The new state per touched id: a document, or null when deleted. */
  changes: Map<string, StoredDocument | null>;
  results: MutationResult[];
}

type Lookup = (id: string) => StoredDocument | undefined;

export function applyTransaction(
  transaction: Transaction, current: Lookup, transactionId: string, now: string,
): AppliedTransaction {
  const changes = new Map<string, StoredDocument | null>();
  const results: MutationResult[] = [];
  const read = (id: string) => (changes.has(id) ? changes.get(id) ?? undefined : current(id));
  const write = (fields: Record<string, unknown>, previous: StoredDocument | undefined): StoredDocument => {
    const doc = {
      ...fields,
      _rev: transactionId,
      _createdAt: previous?._createdAt ?? now,
      _updatedAt: now,
    } as StoredDocument;
    changes.set(doc._id, doc);
    return doc;
  };

  for (const mutation of transaction.mutations) {
    if ('create' in mutation) {
      const id = mutation.create._id ?? crypto.randomUUID();
      if (read(id)) throw new MutationError(`Document by ID "${id}" already exists`, 409);
      results.push({ id, operation: 'create', document: write({ ...mutation.create, _id: id }, undefined) });
    } else if ('createOrReplace' in mutation) {
      const { _id: id } = mutation.createOrReplace;
      const previous = read(id);
      results.push({ id, operation: previous ? 'update' : 'create', document: write(mutation.createOrReplace, previous) });
    } else if ('createIfNotExists' in mutation) {
      const { _id: id } = mutation.createIfNotExists;
      const existing = read(id);
      results.push(existing
        ? { id, operation: 'none', document: existing }
        : { id, operation: 'create', document: write(mutation.createIfNotExists, undefined) });
    } else if ('delete' in mutation) {
      const { id } = mutation.delete;
      const existed = read(id) !== undefined;
      if (existed) changes.set(id, null);
      results.push({ id, operation: existed ? 'delete' : 'none' });
    } else {
      const { id, ifRevisionID, ...operations } = mutation.patch;
      const previous = read(id);
      if (!previous) throw new MutationError(`Document by ID "${id}" not found`, 404);
      if (ifRevisionID && ifRevisionID !== previous._rev) {
        throw new MutationError(`Document by ID "${id}" has unexpected revision ID ("${previous._rev}"), expected "${ifRevisionID}"`, 409);
      }
      let fields: Record<string, unknown>;
      try {
        fields = new Mutation({ mutations: [{ patch: { id, ...operations } }] }).apply(structuredClone(previous)) as Record<string, unknown>;
      } catch (error) {
        throw new MutationError(`Malformed patch of "${id}": ${error instanceof Error ? error.message : String(error)}`, 400);
      }
      // System fields cannot be patched.
      results.push({ id, operation: 'update', document: write({ ...fields, _id: id, _type: previous._type }, previous) });
    }
  }
  return { changes, results };
}
