// Runs GROQ with groq-js over a view of the store.
// Parameters are given to the parser as well as to the evaluator: groq-js only accepts
// `[0...$limit]` slices and `[$index]` access when it knows the values while parsing, so a
// parse tree is cached per (query, params) and results per (revision, view, query, params).
// A result's source map (asked for by `resultSourceMap`) is built on first request and kept
// with the cached result, per mode.
import type { ContentSourceMap } from '@sanity/client';
import { evaluate, parse, type ExprNode } from 'groq-js';
import type { ContentStore, StoredDocument, View, ViewName } from '../store';
import { scannedTypes, type ScannedTypes } from './document-types';
import { LruCache } from '../../lru';
import { buildSourceMap, stringLiterals, type SourceMapMode } from './source-map';

export type QueryParams = Record<string, unknown>;

/** A query that does not parse or cannot be evaluated; the API answers 400 queryParseError. */
export class QueryError extends Error {
  constructor(message: string, readonly start: number, readonly end: number) {
    super(message);
  }
}

export interface QueryOutcome {
  result: unknown;
  /** `s1:t:<type>` per document type read, or `s1:all` when the query scans untyped. */
  syncTags: string[];
}

export interface QueryOptions {
  /** Build a `resultSourceMap` too (the `resultSourceMap` URL parameter). */
  sourceMap?: SourceMapMode | null;
}

interface ParsedQuery {
  tree: ExprNode;
  scanned: ScannedTypes;
  literals?: ReadonlySet<string>;
}

/**
 * A cached result with what its source maps are built from besides the view (which a cache hit
 * takes from the store: the key holds the revision, and a revision's views do not change).
 */
interface CachedResult {
  outcome: QueryOutcome;
  parsed: ParsedQuery;
  readTypes: ReadonlySet<string> | 'all';
  sourceMaps: Partial<Record<SourceMapMode, ContentSourceMap>>;
}

const parsed = new LruCache<string, ParsedQuery>(500);
const results = new LruCache<string, CachedResult>(500);

/** groq-js reports bad queries with its own error classes (GroqSyntaxError, GroqQueryError). */
function isGroqError(error: unknown): error is Error & { position?: number } {
  return error instanceof Error && error.name.startsWith('Groq');
}

function toQueryError(error: unknown, query: string): unknown {
  if (!isGroqError(error)) return error;
  const start = typeof error.position === 'number' ? error.position : 0;
  const end = typeof error.position === 'number' ? Math.min(start + 1, query.length) : query.length;
  return new QueryError(error.message, start, end);
}

function parseCached(query: string, params: QueryParams, cacheKey: string): ParsedQuery {
  let entry = parsed.get(cacheKey);
  if (!entry) {
    try {
      const tree = parse(query, { params });
      entry = { tree, scanned: scannedTypes(tree) };
    } catch (error) {
      throw toQueryError(error, query);
    }
    parsed.set(cacheKey, entry);
  }
  return entry;
}

function syncTagsFor(scanned: ScannedTypes, dereferenced: ReadonlySet<string>): string[] {
  if (scanned === 'all') return ['s1:all'];
  return [...new Set([...scanned, ...dereferenced])].sort().map((type) => `s1:t:${type}`);
}

type Answer = QueryOutcome & { resultSourceMap?: ContentSourceMap };

function withSourceMap(cached: CachedResult, view: () => View, mode: SourceMapMode | null | undefined): Answer {
  if (!mode) return cached.outcome;
  let resultSourceMap = cached.sourceMaps[mode];
  if (!resultSourceMap) {
    cached.parsed.literals ??= stringLiterals(cached.parsed.tree);
    resultSourceMap = buildSourceMap({
      result: cached.outcome.result, view: view(), readTypes: cached.readTypes, literals: cached.parsed.literals, mode,
    });
    cached.sourceMaps[mode] = resultSourceMap;
  }
  return { ...cached.outcome, resultSourceMap };
}

export async function runQuery(
  store: ContentStore, viewName: ViewName, query: string, params: QueryParams, options: QueryOptions = {},
): Promise<Answer> {
  const queryKey = `${query}\u0000${JSON.stringify(params)}`;
  const resultKey = `${store.revision}\u0000${viewName}\u0000${queryKey}`;
  const cached = results.get(resultKey);
  if (cached) return withSourceMap(cached, () => store.view(viewName), options.sourceMap);

  const parsedQuery = parseCached(query, params, queryKey);
  const { tree, scanned } = parsedQuery;
  const view = store.view(viewName);
  const dereferenced = new Set<string>();
  // groq-js would scan the whole dataset for every `->`; the view's index answers at once.
  const dereference = ({ _ref }: { _ref: string }): StoredDocument | undefined => {
    const doc = view.byId.get(_ref);
    if (doc) dereferenced.add(doc._type);
    return doc;
  };
  let result: unknown;
  try {
    const value = await evaluate(tree, { dataset: view.documents, params, dereference });
    result = await value.get();
  } catch (error) {
    throw toQueryError(error, query);
  }
  const entry: CachedResult = {
    outcome: { result, syncTags: syncTagsFor(scanned, dereferenced) },
    parsed: parsedQuery,
    readTypes: scanned === 'all' ? 'all' : new Set([...scanned, ...dereferenced]),
    sourceMaps: {},
  };
  results.set(resultKey, entry);
  // The view the query ran on: a commit during the evaluation would have replaced the store's.
  return withSourceMap(entry, () => view, options.sourceMap);
}
