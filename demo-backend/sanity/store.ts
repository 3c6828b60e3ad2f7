// The emulator's documents and the views that perspectives read.
// The store lives in the isolate's memory: mutations last until the worker restarts, and
// then the seed dataset is rebuilt. (Deployed Workers do not share memory between isolates;
// the demo backend is meant for `wrangler dev`, where one isolate serves everything.)
import { buildDataset } from './dataset';

export interface StoredDocument {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
  [field: string]: unknown;
}

/**
 * What a query can see: published documents, drafts laid over them, or every document; and
 * what a request without a token sees, the published documents with root ids only.
 */
export type ViewName = 'public' | 'published' | 'drafts' | 'raw';

export interface View {
  documents: StoredDocument[];
  /** By the id a reference uses: in the drafts view a published id finds its draft. */
  byId: ReadonlyMap<string, StoredDocument>;
}

const DRAFTS = 'drafts.';
const VERSIONS = 'versions.';

export const isDraftId = (id: string) => id.startsWith(DRAFTS);
export const publishedIdOf = (id: string) => (isDraftId(id) ? id.slice(DRAFTS.length) : id);
/**
 * Only root ids are public: drafts, release versions and every other id with a path (a dot),
 * such as the Presentation tool's preview secrets, need a token, as on the Content Lake.
 */
export const isPublicId = (id: string) => !id.includes('.');

function buildView(docs: ReadonlyMap<string, StoredDocument>, name: ViewName): View {
  let documents: StoredDocument[];
  if (name === 'raw') documents = [...docs.values()];
  else if (name === 'public') documents = [...docs.values()].filter((doc) => isPublicId(doc._id));
  else if (name === 'published') documents = [...docs.values()].filter((doc) => !isDraftId(doc._id) && !doc._id.startsWith(VERSIONS));
  else {
    documents = [];
    for (const doc of docs.values()) {
      if (doc._id.startsWith(VERSIONS)) continue;
      const publishedId = publishedIdOf(doc._id);
      if (!isDraftId(doc._id) && docs.has(DRAFTS + doc._id)) continue; // the draft stands in for it
      documents.push({ ...doc, _id: publishedId, _originalId: doc._id });
    }
  }
  return { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) };
}

export class ContentStore {
  #docs: Map<string, StoredDocument>;
  #views = new Map<ViewName, View>();
  /** Bumped by every committed transaction; query results are cached per revision. */
  revision = 1;

  constructor(documents: StoredDocument[]) {
    this.#docs = new Map(documents.map((doc) => [doc._id, doc]));
  }

  get(id: string): StoredDocument | undefined {
    return this.#docs.get(id);
  }

  /** Views are built on first use after a change, not on every query. */
  view(name: ViewName): View {
    let view = this.#views.get(name);
    if (!view) {
      view = buildView(this.#docs, name);
      this.#views.set(name, view);
    }
    return view;
  }

  /** Applies a transaction's outcome: a document per changed id, or null for a deletion. */
  commit(changes: ReadonlyMap<string, StoredDocument | null>): void {
    for (const [id, doc] of changes) {
      if (doc) this.#docs.set(id, doc);
      else this.#docs.delete(id);
    }
    this.revision++;
    this.#views.clear();
  }
}

let store: ContentStore | undefined;

/** The isolate's store, seeded on first use. */
export function contentStore(): ContentStore {
  store ??= new ContentStore(buildDataset() as unknown as StoredDocument[]);
  return store;
}
