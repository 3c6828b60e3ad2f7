// The document listener (`/data/listen/:dataset`), what the Studio keeps every open document,
// list and preview in step with: a server-sent event stream that opens with `welcome` and then
// sends one `mutation` event per changed document that the listener's query matches, before or
// after the change. Each event carries the change as a mendoza patch (`effectFormat=mendoza`):
// the demo sends the whole new document as the patch's one value (`[0, doc]`), which Sanity's
// own patch reader applies like any other. Listeners live in this isolate's memory, as the live
// events do (live.ts).
import { evaluate, parse, type ExprNode } from 'groq-js';
import { isPublicId, type StoredDocument } from './store';

export interface CommittedChange {
  id: string;
  before: StoredDocument | undefined;
  after: StoredDocument | undefined;
}

export interface CommittedTransaction {
  transactionId: string;
  /** Who made it: the user id the Studio shows beside a change. */
  identity: string;
  timestamp: string;
  mutations: unknown[];
  changes: CommittedChange[];
}

export interface ListenOptions {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  mendoza: boolean;
  /** Hear only documents with public ids (a listener without a token). */
  publicOnly: boolean;
}

type Listener = (transaction: CommittedTransaction) => void;
const listeners = new Set<Listener>();

export function publishTransaction(transaction: CommittedTransaction): void {
  for (const listener of listeners) listener(transaction);
}

/** Each listener's query, parsed once for all the documents it is asked about (null: it does not parse). */
const parsedQueries = new WeakMap<ListenOptions, ExprNode | null>();

function parsedQueryOf(options: ListenOptions): ExprNode | null {
  if (!parsedQueries.has(options)) {
    let tree: ExprNode | null;
    try {
      tree = parse(options.query, { params: options.params });
    } catch {
      tree = null;
    }
    parsedQueries.set(options, tree);
  }
  return parsedQueries.get(options)!;
}

/** Whether the listener's query selects the document; a query that is not a filter over `*` hears everything. */
async function matches(options: ListenOptions, doc: StoredDocument | undefined): Promise<boolean> {
  if (!doc) return false;
  const tree = parsedQueryOf(options);
  if (!tree) return true;
  try {
    const value = await (await evaluate(tree, { dataset: [doc], params: options.params })).get();
    return Array.isArray(value) ? value.length > 0 : true;
  } catch {
    return true;
  }
}

const withoutRev = (doc: StoredDocument | undefined) => {
  if (!doc) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest;
};

/** The `mutation` events one transaction makes for one listener, in the Content Lake's shape. */
export async function eventsFor(options: ListenOptions, transaction: CommittedTransaction): Promise<object[]> {
  const heard: Array<{ change: CommittedChange; transition: 'update' | 'appear' | 'disappear' }> = [];
  for (const change of transaction.changes) {
    if (options.publicOnly && !isPublicId(change.id)) continue;
    const [was, is] = await Promise.all([matches(options, change.before), matches(options, change.after)]);
    if (was || is) heard.push({ change, transition: was && is ? 'update' : is ? 'appear' : 'disappear' });
  }
  return heard.map(({ change, transition }, index) => ({
    eventId: `${transaction.transactionId}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.transactionId,
    transition,
    identity: transaction.identity,
    ...(options.includeMutations ? { mutations: transaction.mutations } : {}),
    previousRev: change.before?._rev,
    resultRev: change.after?._rev ?? transaction.transactionId,
    timestamp: transaction.timestamp,
    visibility: 'query',
    ...(options.mendoza ? { effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] } } : {}),
    ...(options.includeResult && change.after ? { result: change.after } : {}),
    ...(options.includePreviousRevision && change.before ? { previous: change.before } : {}),
    // Counted per listener: the Studio waits for all of a transaction's events it was told of.
    transactionTotalEvents: heard.length,
    transactionCurrentEvent: index + 1,
  }));
}

const KEEP_ALIVE_MS = 15_000;
const encoder = new TextEncoder();
const frame = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * One listener's stream. It is a TransformStream fed from outside, with `waitUntil` on a wait
 * that ends when the client goes away: workerd cancels a response whose stream has nothing
 * pending as hung.
 */
export function listenStream(options: ListenOptions, waitUntil: (promise: Promise<unknown>) => void): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let queue = Promise.resolve();
  let closed = false;
  let release = () => {};
  const gone = new Promise<void>((resolve) => { release = resolve; });
  const close = () => {
    if (closed) return;
    closed = true;
    listeners.delete(listener);
    clearInterval(timer);
    release();
  };
  const write = (chunk: Uint8Array) => writer.write(chunk).catch(close);
  const listener: Listener = (transaction) => {
    // In order: a later transaction's events never overtake an earlier one's.
    queue = queue.then(async () => {
      for (const event of await eventsFor(options, transaction)) if (!closed) await write(frame('mutation', event));
    });
  };
  const timer = setInterval(() => void write(encoder.encode(': keep-alive\n\n')), KEEP_ALIVE_MS);
  listeners.add(listener);
  void write(frame('welcome', { listenerName: `demo-${crypto.randomUUID().slice(0, 8)}` }));
  writer.closed.then(close, close);
  waitUntil(gone);
  return readable;
}
