// The purge tags of a GROQ query's answer, from what it really read (issue #16):
//  - the document types it selects from the dataset: every `_type == "x"` (or `_type in
//    [...]`) in a filter over `*`, found in the parsed query (groq-js), so a new or changed
//    document of that type purges the answer;
//  - the documents it shows: every `_id` in the answer and every reference (`_ref`) it holds,
//    so editing an FAQ, review, team member or a linked page purges the pages that show it.
//    Projections that dereference (`...@->{…}`) keep the `_id` for this (queries/pages.ts).
// Tags match what the Sanity webhook emits for `{_id, _type}` (tags.ts: sanityWebhookTags).
import { parse } from 'groq-js';
import { sanityDocTag, sanityTypeTag } from '../cache/tags';
import { logWarn } from '../logging/log';

/** Asset documents (images, files) are immutable by id: a changed image is a new asset id. */
const ASSET_ID = /^(image|file)-/;

const typesByQuery = new Map<string, string[]>();

/**
 * The document types the query filters `*` on; parsed once per query text and isolate (the
 * parser needs the parameters, e.g. for slices, but the types do not depend on their values).
 * A query the parser refuses yields none: the call site's explicit types still apply.
 */
export function queryDocumentTypes(query: string, params: Record<string, unknown> = {}): string[] {
  let types = typesByQuery.get(query);
  if (!types) {
    const found = new Set<string>();
    try {
      visit(parse(query, { params }), (node) => {
        if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything') typeConstraints(node.expr, found);
      });
    } catch (error) {
      logWarn('[cache] could not parse a GROQ query for its tags', error);
    }
    types = [...found].sort();
    typesByQuery.set(query, types);
  }
  return types;
}

/** Ids of the documents an answer holds or references (drafts share their published id's tag). */
export function referencedDocumentIds(answer: unknown): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value !== null && typeof value === 'object') {
      for (const [name, field] of Object.entries(value)) {
        if ((name === '_id' || name === '_ref') && typeof field === 'string') {
          if (!ASSET_ID.test(field)) ids.add(field.replace(/^drafts\./, ''));
        } else {
          walk(field);
        }
      }
    }
  };
  walk(answer);
  return [...ids].sort();
}

/** Every purge tag of an answer to `query`. */
export function sanityQueryTags(query: string, params: Record<string, unknown>, answer: unknown): string[] {
  return [...queryDocumentTypes(query, params).map(sanityTypeTag), ...referencedDocumentIds(answer).map(sanityDocTag)];
}

type Node = { type: string; [field: string]: unknown };

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';

function visit(node: unknown, onNode: (node: Node) => void): void {
  if (Array.isArray(node)) {
    node.forEach((child) => visit(child, onNode));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if (isNode(node)) onNode(node);
  for (const child of Object.values(node)) if (child !== null && typeof child === 'object') visit(child, onNode);
}

/** `_type == "x"`, `"x" == _type` and `_type in ["x", "y"]`, through and/or/groups. */
function typeConstraints(expr: unknown, into: Set<string>): void {
  if (!isNode(expr)) return;
  if (expr.type === 'And' || expr.type === 'Or') {
    typeConstraints(expr.left, into);
    typeConstraints(expr.right, into);
  } else if (expr.type === 'Group') {
    typeConstraints(expr.base, into);
  } else if (expr.type === 'OpCall' && (expr.op === '==' || expr.op === 'in')) {
    const [attribute, value] = isTypeAttribute(expr.left) ? [expr.left, expr.right] : [expr.right, expr.left];
    if (!isTypeAttribute(attribute) || !isNode(value)) return;
    if (value.type === 'Value' && typeof value.value === 'string') into.add(value.value);
    if (value.type === 'Array' && Array.isArray(value.elements)) {
      for (const element of value.elements) {
        const inner = isNode(element) ? element.value : undefined;
        if (isNode(inner) && inner.type === 'Value' && typeof inner.value === 'string') into.add(inner.value);
      }
    }
  }
}

/** `_type` of the document being filtered (not `x->_type` or `a._type`). */
const isTypeAttribute = (node: unknown): boolean =>
  isNode(node) && node.type === 'AccessAttribute' && node.name === '_type' && node.base === undefined;
