// Which document types a GROQ query reads, found in its parse tree. Live content depends on
// it: a query's sync tags name these types, and a mutation's live event names the types it
// touched, so the storefront refetches only the queries that can have changed.
// Only scans of the whole dataset (`*`) matter; a scan is "typed" when its filter pins
// `_type` with `==` or `in`. Any untyped scan means the query may read every type.
import type { ExprNode } from 'groq-js';

/** The document types a query scans, or 'all' when some scan is not restricted by type. */
export type ScannedTypes = ReadonlySet<string> | 'all';

function isTypeAttribute(node: ExprNode): boolean {
  return node.type === 'AccessAttribute' && node.name === '_type' && (!node.base || node.base.type === 'This');
}

function stringsOf(node: ExprNode): string[] | null {
  if (node.type === 'Value') {
    const values = Array.isArray(node.value) ? node.value : [node.value];
    return values.every((value) => typeof value === 'string') ? values : null;
  }
  if (node.type === 'Array') {
    const values = node.elements.map((element) => (element.value.type === 'Value' && !element.isSplat ? element.value.value : null));
    return values.every((value) => typeof value === 'string') ? values : null;
  }
  return null;
}

/** The types a filter expression restricts documents to, or null if it does not. */
function typesOfFilter(expr: ExprNode): Set<string> | null {
  switch (expr.type) {
    case 'Group':
      return typesOfFilter(expr.base);
    case 'And': {
      // Both sides must hold: either side's restriction is enough.
      const left = typesOfFilter(expr.left);
      const right = typesOfFilter(expr.right);
      if (left && right) return new Set([...left].filter((type) => right.has(type)));
      return left ?? right;
    }
    case 'Or': {
      const left = typesOfFilter(expr.left);
      const right = typesOfFilter(expr.right);
      return left && right ? new Set([...left, ...right]) : null;
    }
    case 'OpCall': {
      if (expr.op === '==') {
        const value = isTypeAttribute(expr.left) ? expr.right : isTypeAttribute(expr.right) ? expr.left : null;
        const types = value && value.type === 'Value' && typeof value.value === 'string' ? [value.value] : null;
        return types ? new Set(types) : null;
      }
      if (expr.op === 'in' && isTypeAttribute(expr.left)) {
        const types = stringsOf(expr.right);
        return types ? new Set(types) : null;
      }
      return null;
    }
    default:
      return null;
  }
}

/** Walks the tree; node shapes vary, so every object-valued property is a child. */
export function scannedTypes(tree: ExprNode): ScannedTypes {
  const types = new Set<string>();
  let untyped = false;
  const visit = (node: unknown, typedScan: boolean): void => {
    if (untyped || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, false);
      return;
    }
    const expr = node as ExprNode;
    if (expr.type === 'Everything' && !typedScan) {
      untyped = true;
      return;
    }
    if (expr.type === 'Filter' && expr.base.type === 'Everything') {
      const filterTypes = typesOfFilter(expr.expr);
      if (filterTypes) for (const type of filterTypes) types.add(type);
      visit(expr.base, filterTypes !== null);
      visit(expr.expr, false);
      return;
    }
    for (const [field, child] of Object.entries(expr)) if (field !== 'type') visit(child, false);
  };
  visit(tree, false);
  return untyped ? 'all' : types;
}
