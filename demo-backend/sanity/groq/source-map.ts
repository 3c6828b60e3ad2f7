// Content Source Maps: where each string of a query result came from, in the shape of the
// Content Lake's `resultSourceMap` (what @sanity/client's stega encoding and the Presentation
// tool read): `{documents: [{_id, _type}], paths: ["$['field']…"], mappings: {"$['result']…":
// {type: 'value', source: {type: 'documentValue', document, path}}}}`.
//
// groq-js does not track where values come from, so the map is reconstructed after the query
// ran, by walking the result and looking up each string leaf among the documents the query
// read (the view's documents of the types it scanned or dereferenced):
//   1. From the nearest enclosing result object that names a source, outwards: an object with
//      an `_id` of a document in the view stands for that document; one with a `_key` stands
//      for the array member(s) with that key (within the document of an enclosing `_id`, if
//      any). The leaf's path relative to that object is followed in the source (through
//      references when the source holds a reference there, as `->` does); an identical value
//      there is the origin. Failing that, a field of the same name with the same value inside
//      that object's source, then any field with the same value inside it.
//   2. Then the whole read set: a field of the same name and value, else any field with the
//      value. Taken only when all candidates lie in one document (the shallowest path wins).
//   A string that is not found, or is ambiguous between documents, gets no mapping, nor does
//   one that step 2 would find but that is also a string literal of the query: better no edit
//   link than one to the wrong document.
// Paths in `paths` address array members by `_key` with `withKeyArraySelector`
// (`$['pageBuilder'][?(@._key=='abc')]['title']`), by index with `resultSourceMap=true`;
// mapping keys (result paths) always use indices, as @sanity/client's resolveMapping expects.
// A document's `_id` is the id it is stored under: in the drafts perspective a draft that
// stands in for a published document is reported as `drafts.…`.
//
// Differences from the real API, which knows each value's origin: only strings are mapped
// (stega encodes nothing else), not numbers, booleans, objects or arrays; fields starting with
// `_` are skipped; there are no `literal`/`unknown` sources and no cross-dataset documents.
// Being found by value, a string that also occurs elsewhere can be attributed to the wrong
// field of the right document, or left unmapped when the candidates lie in several documents
// (e.g. the draft and the published copy in the raw perspective, without an `_id` in the result
// to tell them apart). A computed string (`title + "!"`, `upper(title)`, `pt::text(body)`) is
// normally not found, so unmapped, where the real API may report its input; only if it happens
// to equal a field of exactly one read document (or one inside an enclosing `_id`/`_key`
// object's source) is it attributed there, the one way a mapping can name a wrong document.
import type { ContentSourceMap, ContentSourceMapMapping } from '@sanity/client';
import type { ExprNode } from 'groq-js';
import type { StoredDocument, View } from '../store';

/** `resultSourceMap=true` addresses array members by index, `withKeyArraySelector` by key. */
export type SourceMapMode = 'index' | 'key';

/** The mode a `resultSourceMap` URL parameter asks for, or null for none. */
export function sourceMapModeOf(parameter: string | null | undefined): SourceMapMode | null {
  if (parameter === 'withKeyArraySelector') return 'key';
  if (parameter === 'true') return 'index';
  return null;
}

/** A field name, or an array position with the member's `_key` when it has one. */
type Segment = string | { index: number; key?: string };

/** A value inside a document: a string leaf, or (for the key index) a keyed array member. */
interface Place {
  doc: StoredDocument;
  path: readonly Segment[];
  value: unknown;
}

interface SourceIndex {
  byValue: Map<string, Place[]>;
  byKey: Map<string, Place[]>;
}

export interface SourceMapInput {
  result: unknown;
  view: View;
  /** The document types the query scanned or dereferenced; 'all' for an untyped scan. */
  readTypes: ReadonlySet<string> | 'all';
  /** String literals of the query: the search of step 2 never attributes these to a document. */
  literals?: ReadonlySet<string>;
  mode: SourceMapMode;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const keyOf = (value: unknown): string | undefined =>
  (isRecord(value) && typeof value._key === 'string' ? value._key : undefined);

const arraySegment = (index: number, item: unknown): Segment => {
  const key = keyOf(item);
  return key === undefined ? { index } : { index, key };
};

/** A view's strings and keyed array members, built once per view (views change with the revision). */
const indexes = new WeakMap<View, SourceIndex>();

function sourceIndexOf(view: View): SourceIndex {
  let index = indexes.get(view);
  if (index) return index;
  const byValue = new Map<string, Place[]>();
  const byKey = new Map<string, Place[]>();
  const add = (map: Map<string, Place[]>, name: string, place: Place) => {
    const list = map.get(name);
    if (list) list.push(place);
    else map.set(name, [place]);
  };
  const visit = (doc: StoredDocument, value: unknown, path: Segment[]) => {
    if (typeof value === 'string') add(byValue, value, { doc, path, value });
    else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const itemPath = [...path, arraySegment(i, item)];
        const key = keyOf(item);
        if (key !== undefined) add(byKey, key, { doc, path: itemPath, value: item });
        visit(doc, item, itemPath);
      });
    } else if (isRecord(value)) {
      for (const [name, child] of Object.entries(value)) {
        if (!name.startsWith('_')) visit(doc, child, [...path, name]);
      }
    }
  };
  for (const doc of view.documents) visit(doc, doc, []);
  index = { byValue, byKey };
  indexes.set(view, index);
  return index;
}

/**
 * The string literals of a parse tree that can end up in a result (`"label": "Lees meer"`,
 * `coalesce(title, "Zonder titel")`). Operands of operators (`slug.current == "home"`,
 * `_type in ["a", "b"]`) are left out: they are compared, not returned. The parser inlines
 * parameters as literals, so `$slug` in a filter is left out the same way.
 */
export function stringLiterals(tree: ExprNode): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown, operand: boolean) => {
    if (Array.isArray(node)) node.forEach((child) => visit(child, operand));
    else if (isRecord(node)) {
      if (node.type === 'Value') {
        const values = Array.isArray(node.value) ? node.value as unknown[] : [node.value];
        if (!operand) for (const value of values) if (typeof value === 'string') found.add(value);
        return;
      }
      const inOperator = operand || node.type === 'OpCall';
      for (const child of Object.values(node)) if (typeof child === 'object') visit(child, inOperator);
    }
  };
  visit(tree, false);
  return found;
}

const ESCAPE: Record<string, string> = { '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' };

/** A JSONPath as @sanity/client writes and parses them (its csm `jsonPath` / `parseJsonPath`). */
function jsonPath(path: readonly Segment[], mode: SourceMapMode): string {
  let out = '$';
  for (const segment of path) {
    if (typeof segment === 'string') out += `['${segment.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPE[c]!)}']`;
    else if (mode === 'key' && segment.key !== undefined) {
      out += `[?(@._key=='${segment.key.replace(/['\\]/g, (c) => ESCAPE[c]!)}')]`;
    } else out += `[${segment.index}]`;
  }
  return out;
}

const lastName = (path: readonly Segment[]): string | undefined => {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === 'string') return segment;
  }
  return undefined;
};

const isWithin = (place: Place, anchor: Place) =>
  place.doc === anchor.doc && anchor.path.length <= place.path.length && anchor.path.every((segment, i) => {
    const other = place.path[i]!;
    return typeof segment === 'string' ? segment === other : typeof other !== 'string' && segment.index === other.index;
  });

/**
 * The candidate with the leaf's field name if any has it (else any candidate), provided they
 * all lie in one document; the shallowest path of those. Undefined when none or ambiguous.
 */
function pick(candidates: readonly Place[], name: string | undefined): Place | undefined {
  if (candidates.length === 0) return undefined;
  const named = name === undefined ? [] : candidates.filter((place) => lastName(place.path) === name);
  const pool = named.length > 0 ? named : candidates;
  const doc = pool[0]!.doc;
  if (pool.some((place) => place.doc !== doc)) return undefined;
  return pool.reduce((best, place) => (place.path.length < best.path.length ? place : best));
}

/** An enclosing result object that carries `_id` or `_key`, and where it begins in the result path. */
interface Frame {
  depth: number;
  object: Record<string, unknown>;
  anchors?: Place[];
  /** The document its `_id` names, when it names one. */
  doc?: StoredDocument;
}

/** Builds the `resultSourceMap` of a query result. */
export function buildSourceMap({ result, view, readTypes, literals, mode }: SourceMapInput): ContentSourceMap {
  const index = sourceIndexOf(view);
  const reads = (doc: StoredDocument) => readTypes === 'all' || readTypes.has(doc._type);

  const documents: ContentSourceMap['documents'] = [];
  const documentIndex = new Map<StoredDocument, number>();
  const paths: string[] = [];
  const pathIndex = new Map<string, number>();
  const mappings: Record<string, ContentSourceMapMapping> = {};

  const anchorsOf = (frames: Frame[], at: number): Place[] => {
    const frame = frames[at]!;
    if (frame.anchors) return frame.anchors;
    const { object } = frame;
    const doc = typeof object._id === 'string' ? view.byId.get(object._id) : undefined;
    if (doc) {
      frame.doc = doc;
      frame.anchors = [{ doc, path: [], value: doc }];
    } else if (typeof object._key === 'string') {
      let places = (index.byKey.get(object._key) ?? []).filter((place) => reads(place.doc));
      let outer: StoredDocument | undefined;
      for (let i = at - 1; i >= 0 && !outer; i--) {
        anchorsOf(frames, i);
        outer = frames[i]!.doc;
      }
      if (outer) {
        const inOuter = places.filter((place) => place.doc === outer);
        if (inOuter.length > 0) places = inOuter;
      }
      frame.anchors = places;
    } else frame.anchors = [];
    return frame.anchors;
  };

  /** Follows a result path from an anchor through its source, and through references there. */
  const follow = (anchor: Place, rel: readonly Segment[], target: string): Place | undefined => {
    let { doc } = anchor;
    const path = [...anchor.path];
    let current = anchor.value;
    for (const segment of rel) {
      if (typeof segment === 'string') {
        if (isRecord(current) && !(segment in current) && typeof current._ref === 'string') {
          const referenced = view.byId.get(current._ref);
          if (!referenced) return undefined;
          doc = referenced;
          path.length = 0;
          current = referenced;
        }
        if (!isRecord(current)) return undefined;
        current = current[segment];
        path.push(segment);
      } else {
        if (!Array.isArray(current)) return undefined;
        const i = segment.key === undefined
          ? segment.index
          : current.findIndex((item) => keyOf(item) === segment.key);
        if (i < 0 || i >= current.length) return undefined;
        current = current[i];
        path.push(arraySegment(i, current));
      }
    }
    return current === target ? { doc, path, value: current } : undefined;
  };

  const trace = (value: string, resultPath: readonly Segment[], frames: Frame[]): Place | undefined => {
    const name = lastName(resultPath);
    const candidates = index.byValue.get(value) ?? [];
    for (let at = frames.length - 1; at >= 0; at--) {
      const anchors = anchorsOf(frames, at);
      if (anchors.length === 0) continue;
      const rel = resultPath.slice(frames[at]!.depth);
      const exact = anchors.map((anchor) => follow(anchor, rel, value)).filter((place) => place !== undefined);
      if (exact.length > 0) {
        if (exact.every((place) => place.doc === exact[0]!.doc)) return exact[0];
        continue; // the same key in several documents, each holding the value: ambiguous here
      }
      const inside = pick(candidates.filter((place) => anchors.some((anchor) => isWithin(place, anchor))), name);
      if (inside) return inside;
    }
    // A literal of the query (`"label": "Lees meer"`) may merely equal some field somewhere.
    if (literals?.has(value)) return undefined;
    return pick(candidates.filter((place) => reads(place.doc)), name);
  };

  const record = (resultPath: readonly Segment[], place: Place) => {
    let document = documentIndex.get(place.doc);
    if (document === undefined) {
      document = documents.length;
      const originalId = place.doc._originalId;
      documents.push({ _id: typeof originalId === 'string' ? originalId : place.doc._id, _type: place.doc._type });
      documentIndex.set(place.doc, document);
    }
    const sourcePath = jsonPath(place.path, mode);
    let path = pathIndex.get(sourcePath);
    if (path === undefined) {
      path = paths.length;
      paths.push(sourcePath);
      pathIndex.set(sourcePath, path);
    }
    mappings[jsonPath(resultPath, 'index')] = { type: 'value', source: { type: 'documentValue', document, path } };
  };

  const resultPath: Segment[] = [];
  const walk = (value: unknown, frames: Frame[]) => {
    if (typeof value === 'string') {
      const place = trace(value, resultPath, frames);
      if (place) record(resultPath, place);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        resultPath.push(arraySegment(i, item));
        walk(item, frames);
        resultPath.pop();
      });
    } else if (isRecord(value)) {
      const inner = typeof value._id === 'string' || typeof value._key === 'string'
        ? [...frames, { depth: resultPath.length, object: value }]
        : frames;
      for (const [name, child] of Object.entries(value)) {
        if (name.startsWith('_')) continue;
        resultPath.push(name);
        walk(child, inner);
        resultPath.pop();
      }
    }
  };
  walk(result, []);
  return { documents, paths, mappings };
}
